import Foundation
import FrolicCore
#if canImport(Glibc)
import Glibc
#endif

/// A file a render reads, and what it is to the render (`scene file`,
/// `--config file`, `picture at pigBurst.picture`): read with an error that
/// says what is wrong with it, and never chosen as the output (`OutputPath`).
public struct InputFile: Hashable, Sendable {
    public var path: String
    public var role: String

    public init(path: String, role: String) { self.path = path; self.role = role }

    /// The file's bytes. A folder, a device (`/dev/zero` never ends) or a
    /// socket is refused before anything is read; a pipe is read to its end,
    /// or refused when `pipes` is false (`frolic snapshot`: a pipe with no
    /// writer would hang it, and a reference needs a scene it can read again).
    /// Errors name `path` and `field`.
    public func read(field: String, pipes: Bool = true) throws -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw FrolicError(file: path, field: field, errno == ENOENT ? "no such file" : "cannot read the file: \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO where pipes: break
        case S_IFIFO: throw FrolicError(file: path, field: field, "is a pipe, not a file: a snapshot reads its scene file again later")
        case S_IFDIR: throw FrolicError(file: path, field: field, "is a folder, not a file")
        default: throw FrolicError(file: path, field: field, "is not a regular file (a device or socket)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FrolicError(file: path, field: field, "cannot read the file: \(String(cString: strerror(errno)))")
        }
        defer { try? handle.close() }
        do { return try handle.readToEnd() ?? Data() } catch {
            throw FrolicError(file: path, field: field, "cannot read the file: \(error.localizedDescription)")
        }
    }
}
