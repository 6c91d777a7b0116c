import Foundation
import FrolicRaster
#if canImport(Glibc)
import Glibc
#endif

/// A file made where there is none: `frolic new` writes a scene the user
/// goes on to edit, so nothing already at its name (a file, a link, a
/// folder) is ever replaced. The bytes grow in a temporary file beside it
/// (`WholeFile`) and are linked into place whole, so the name holds all of
/// them or nothing.
package enum NewFile {
    /// Refuses `path` if anything is there or its folder is missing, before any work.
    package static func check(_ path: String) throws(NewFileError) {
        var info = stat()
        if lstat(path, &info) == 0 { throw .exists(path: path) }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .missingFolder(path: path, folder: folder)
        }
    }

    /// Creates `path` holding `data`.
    package static func create(_ path: String, with data: Data) throws(NewFileError) {
        try check(path)
        do {
            // Linked, not renamed: a name taken meanwhile is never replaced.
            try WholeFile.write(data, beside: path, mode: nil) { link($0, path) == 0 ? nil : errno }
        } catch {
            if error.code == EEXIST { throw .exists(path: path) }
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}

/// Why `NewFile` does not make a file; the caller reports it at the option
/// or argument that named the path.
package enum NewFileError: Error, Hashable, Sendable {
    /// Something (a file, a link, a folder) is at the name.
    case exists(path: String)
    case missingFolder(path: String, folder: String)
    /// The system's reason.
    case unwritable(path: String, reason: String)

    package var path: String {
        switch self {
        case let .exists(path), let .missingFolder(path, _), let .unwritable(path, _): return path
        }
    }

    package var message: String {
        switch self {
        case .exists: return "already exists; frolic never replaces it (give another name)"
        case let .missingFolder(_, folder): return "the folder \(folder) does not exist"
        case let .unwritable(_, reason): return "cannot write: \(reason)"
        }
    }
}
