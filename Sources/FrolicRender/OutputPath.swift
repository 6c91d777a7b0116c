import Foundation
import FrolicCore

/// Checks an output path before any work is done, so a typo fails in
/// milliseconds rather than after the render.
public enum OutputPath {
    /// `flag` is the option that named `path` (`-o`), for the error line.
    public static func check(_ path: String, flag: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw FrolicError(file: path, field: flag, "is a folder, not a file")
        }
        // An error, not a warning: GIF bytes in out.png mislead every program
        // that opens the file by its name, and a name with no extension opens in none.
        guard (path as NSString).pathExtension.lowercased() == "gif" else {
            throw FrolicError(file: FrolicError.commandLine, field: flag,
                              "\"\(path)\" must end in .gif (frolic writes GIF files only)")
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
