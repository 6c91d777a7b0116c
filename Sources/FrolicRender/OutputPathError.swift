import FrolicCore

/// Why `OutputPath` refuses a path to write. The caller knows which option
/// or argument named the path, and reports the error at it.
package enum OutputPathError: Error, Hashable, Sendable {
    /// The name is empty; with `gifOnly`, a `.gif` name was wanted.
    case empty(gifOnly: Bool)
    /// The name does not end in `.gif`.
    case notGIFName(path: String)
    /// The name is a link to `target`, whose name does not end in `.gif`.
    case linkNotGIFName(path: String, target: String)
    /// A folder is there.
    case folder(path: String)
    /// A device, pipe or socket is there.
    case notRegularFile(path: String)
    /// The path leads to a file the render reads.
    case input(path: String, InputFile)
    /// The folder the file would be written in is missing.
    case missingFolder(path: String, folder: String)
    /// The folder the file would be written in is not writable.
    case unwritableFolder(path: String, folder: String)
    /// Links lead on in a loop, or further than Linux follows.
    case linkLoop(path: String)

    /// The file at fault, or nil when the name itself is (empty, or without `.gif`).
    package var path: String? {
        switch self {
        case .empty, .notGIFName, .linkNotGIFName: return nil
        case let .folder(path), let .notRegularFile(path), let .input(path, _), let .missingFolder(path, _),
             let .unwritableFolder(path, _), let .linkLoop(path):
            return path
        }
    }

    /// What is wrong, for the caller's error line.
    package var message: String { message(naming: \.description) }

    /// What is wrong, with each input file called what `name` says (an edge
    /// may name a file after the option that gave it).
    package func message(naming name: (InputFile.Role) -> String) -> String {
        switch self {
        case let .empty(gifOnly): return "is empty; give the name of a \(gifOnly ? ".gif " : "")file"
        case let .notGIFName(path): return "\(FrolicError.quoted(path)) must end in .gif (frolic writes GIF files only)"
        case let .linkNotGIFName(path, target):
            return "\(FrolicError.quoted(path)) is a link to \(FrolicError.quoted(target)), which must end in .gif too"
        case .folder: return "is a folder, not a file"
        case .notRegularFile: return "is not a regular file (a device, pipe or socket); frolic replaces only regular files"
        case let .input(_, input): return "is the \(name(input.role)) \(input.path); writing there would destroy it"
        case let .missingFolder(_, folder): return "the folder \(folder) does not exist"
        case let .unwritableFolder(_, folder): return "the folder \(folder) is not writable"
        case .linkLoop: return "is a symbolic link in a loop (or a chain of more than 40)"
        }
    }
}
