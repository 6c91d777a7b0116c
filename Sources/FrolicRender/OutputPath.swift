import Foundation
import FrolicCore

/// Checks an output path before any work is done, so a typo fails in
/// milliseconds rather than after the render.
public enum OutputPath {
    public static func check(_ path: String) throws {
        let flag = "-o"
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw FrolicError(file: path, field: flag, "is a folder, not a file")
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        guard fm.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) does not exist")
        }
        guard fm.isWritableFile(atPath: folder) else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) is not writable")
        }
    }
}
