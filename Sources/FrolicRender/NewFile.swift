import Foundation
import FrolicCore
import FrolicRaster
#if canImport(Glibc)
import Glibc
#endif

/// A file made where there is none: `frolic new` writes a scene the user
/// goes on to edit, so nothing already at its name (a file, a link, a
/// folder) is ever replaced. The bytes grow in a temporary file beside it
/// and are linked into place whole, so the name holds all of them or nothing.
package enum NewFile {
    /// Refuses `path` if anything is there or its folder is missing, before
    /// any work; `flag` is the option that named it.
    package static func check(_ path: String, flag: String) throws {
        var info = stat()
        if lstat(path, &info) == 0 { throw exists(path, flag) }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw FrolicError(file: path, field: flag, "the folder \(folder) does not exist")
        }
    }

    /// Creates `path` holding `data`.
    package static func create(_ path: String, with data: Data, flag: String) throws {
        try check(path, flag: flag)
        let fd: Int32, temporary: String
        do { (fd, temporary) = try TemporaryFile.create(beside: path) } catch {
            throw FrolicError(file: path, field: flag, "cannot write: \(error.reason)")
        }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        }
        if close(fd) != 0, failure == nil { failure = errno }
        defer { unlink(temporary) }
        if let failure { throw FrolicError(file: path, field: flag, "cannot write: \(String(cString: strerror(failure)))") }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw exists(path, flag) }
            throw FrolicError(file: path, field: flag, "cannot write: \(String(cString: strerror(errno)))")
        }
    }

    private static func exists(_ path: String, _ flag: String) -> FrolicError {
        FrolicError(file: path, field: flag, "already exists; frolic never replaces it (give another name)")
    }
}
