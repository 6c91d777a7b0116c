import Foundation
import FrolicCore
#if canImport(Glibc)
import Glibc
#endif

/// A file a render reads, and what it is to the render (the scene file, the
/// remote configuration, the picture at `pigBurst.picture`): read with an
/// error that says what is wrong with it, and never chosen as the output
/// (`OutputPath`). A caller meets it in an `InputFileError` or a
/// `FramesFolderError`, where its role says which of its files is at fault.
public struct InputFile: Hashable, Sendable {
    /// The file, as the caller or the scene named it.
    public package(set) var path: String
    /// What the file is to the render.
    public package(set) var role: Role

    package init(path: String, role: Role) { self.path = path; self.role = role }

    /// What a file is to the render.
    public enum Role: Hashable, Sendable {
        case scene
        /// The remote configuration a snow with a season reads.
        case remoteConfig
        /// A picture the scene names at `field`.
        case picture(field: String)
        /// A file in a snapshot's reference folder.
        case reference

        /// How an error line names the file; an edge may name the remote
        /// configuration after the option that gave it.
        package var description: String {
            switch self {
            case .scene: return "scene file"
            case .remoteConfig: return "remote configuration file"
            case let .picture(field): return "picture at \(field)"
            case .reference: return "reference file"
            }
        }
    }

    /// The file's bytes. A folder, a device (`/dev/zero` never ends) or a
    /// socket is refused before anything is read; a pipe is read to its end,
    /// or refused when `pipes` is false (`frolic snapshot`: a pipe with no
    /// writer would hang it, and a reference needs a scene it can read again).
    package func read(pipes: Bool = true) throws(InputFileError) -> Data {
        func fail(_ problem: InputFileError.Problem) -> InputFileError { InputFileError(file: self, problem: problem) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw fail(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO where pipes: break
        case S_IFIFO: throw fail(.pipe)
        case S_IFDIR: throw fail(.folder)
        default: throw fail(.notRegularFile)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw fail(.unreadable(String(cString: strerror(errno))))
        }
        defer { try? handle.close() }
        do { return try handle.readToEnd() ?? Data() } catch {
            throw fail(.unreadable(error.localizedDescription))
        }
    }
}

/// Why a file a render reads cannot be read: the scene file passed to
/// `SceneRenderer.init` is missing, a folder or unreadable, or so is the
/// remote configuration file (`RenderOptions`' `configPath`). Not a
/// `LocatedError`: the field depends on who named the file (the command line
/// reports the remote configuration at `--config`), so a caller reports it
/// at `file`'s path and role, or switches on `problem`.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at fault, and what it is to the render.
    public package(set) var file: InputFile
    /// What is wrong with it.
    public package(set) var problem: Problem

    /// What is wrong with the file.
    public enum Problem: Hashable, Sendable {
        case missing
        /// The system's reason.
        case unreadable(String)
        /// A pipe where a file is read again later.
        case pipe
        case folder
        /// A device or socket.
        case notRegularFile
    }

    /// What is wrong, for the caller's error line.
    public var message: String {
        switch problem {
        case .missing: return "no such file"
        case let .unreadable(reason): return "cannot read the file: \(reason)"
        case .pipe: return "is a pipe, not a file: a snapshot reads its scene file again later"
        case .folder: return "is a folder, not a file"
        case .notRegularFile: return "is not a regular file (a device or socket)"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
