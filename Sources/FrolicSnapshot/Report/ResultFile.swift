import Foundation
import FrolicCore
import FrolicRender
#if canImport(Glibc)
import Glibc
#endif

/// A file a snapshot run writes for CI (`--junit`), under the rules `-o`
/// follows (`OutputPath`), less its `.gif` name: only a regular file is ever
/// replaced, never a device, pipe or socket; a link is followed and the file
/// it points to replaced, the link kept; nothing the run reads (a scene file,
/// a reference file) is the output under any of its names; the file is
/// replaced whole (a temporary file renamed over it), so a reader never sees
/// half of it.
package enum ResultFile {
    /// The file to write for `path`, checked before the run starts.
    package static func check(_ path: String, flag: String, inputs: [InputFile]) throws -> String {
        guard !path.isEmpty else {
            throw FrolicError(file: FrolicError.commandLine, field: flag, "is empty; give the name of a file")
        }
        let target = try resolveLinks(path, flag: flag)
        var info = stat()
        let exists = stat(target, &info) == 0
        if path.hasSuffix("/") || (exists && info.st_mode & S_IFMT == S_IFDIR) {
            throw FrolicError(file: path, field: flag, "is a folder, not a file")
        }
        if exists, info.st_mode & S_IFMT != S_IFREG {
            throw FrolicError(file: path, field: flag, "is not a regular file (a device, pipe or socket); frolic replaces only regular files")
        }
        for input in inputs where sameFile(target, input.path) {
            throw FrolicError(file: path, field: flag, "is the \(input.role) \(input.path); writing there would destroy it")
        }
        let parent = (target as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) is not writable")
        }
        return target
    }

    /// Writes `data` to `target` (from `check`) through a temporary file beside it, renamed over it.
    package static func write(_ data: Data, to target: String, path: String, flag: String) throws {
        do { try data.write(to: URL(fileURLWithPath: target), options: .atomic) } catch {
            throw FrolicError(file: path, field: flag, "cannot write: \(error.localizedDescription)")
        }
    }

    /// The files a snapshot run reads: its scene files and every file in the
    /// reference folders under `referencesRoot`.
    package static func inputs(scenes: [String], referencesRoot: String) -> [InputFile] {
        var inputs = scenes.map { InputFile(path: $0, role: "scene file") }
        let fm = FileManager.default
        for folder in (try? fm.contentsOfDirectory(atPath: referencesRoot)) ?? [] {
            let path = referencesRoot + "/" + folder
            for file in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
                inputs.append(InputFile(path: path + "/" + file, role: "reference file"))
            }
        }
        return inputs
    }

    /// Follows symbolic links from `path` to the first name that is not one.
    static func resolveLinks(_ path: String, flag: String) throws -> String {
        var current = path
        // Linux's own limit on links followed in one lookup.
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw FrolicError(file: path, field: flag, "is a symbolic link in a loop (or a chain of more than 40)")
    }

    /// Whether both names lead to one existing file (links and hard links included).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
}
