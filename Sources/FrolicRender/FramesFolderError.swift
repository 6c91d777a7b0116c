import FrolicRaster

/// Why the folder a render writes its frames into (`RenderOptions`'
/// `framesDirectory`) is refused, or a frame cannot be written in it. Thrown
/// by `SceneRenderer.renderGIF(to:)`: refusals before any work, so no GIF is
/// begun; a failed write removes every frame and the GIF the render made.
/// Not a `LocatedError`: the caller reports it at whatever named the folder
/// (the command line's `--frames-dir`).
public struct FramesFolderError: Error, Hashable, Sendable {
    /// The folder or frame file at fault; nil when the name is empty.
    public package(set) var file: String?
    /// What is wrong.
    public package(set) var problem: Problem

    /// What is wrong with the folder, or with one frame's file in it.
    public enum Problem: Hashable, Sendable {
        /// The folder's name is empty.
        case empty
        /// The folder to make has no parent folder.
        case missingParent(String)
        /// A file the render reads is at the folder's name (`frame` nil) or at a frame's.
        case input(InputFile, frame: Int?)
        /// A file is at the folder's name.
        case file
        /// The folder is not writable.
        case unwritable
        /// A frame's name holds a link.
        case link
        /// A frame's name holds a device, pipe, socket or folder.
        case notRegularFile
        /// A frame's name holds a file no render wrote; what follows `message`
        /// says how to get past it.
        case foreign
        /// The folder could not be made: the system's reason.
        case cannotCreate(String)
        /// A frame could not be written: the system's reason.
        case cannotWrite(String)
        /// The frame could not be encoded as PNG.
        case cannotEncode(PNGFileError)
        /// A file came at a new frame's name during the render.
        case appeared
        /// The earlier frame to replace changed during the render.
        case changed
    }

    /// What is wrong, for the caller's error line.
    public var message: String { message(naming: \.description) }

    /// What is wrong, with each input file called what `name` says (an edge
    /// may name a file after the option that gave it).
    package func message(naming name: (InputFile.Role) -> String) -> String {
        switch problem {
        case .empty: return "is empty; give the name of a folder"
        case let .missingParent(parent): return "the folder \(parent) does not exist"
        case let .input(input, nil): return "is the \(name(input.role)) \(input.path), not a folder"
        case let .input(input, frame?): return "is the \(name(input.role)) \(input.path); writing frame \(frame) there would destroy it"
        case .file: return "is a file, not a folder"
        case .unwritable: return "the folder is not writable"
        case .link: return "is a symbolic link; frolic replaces only frames it wrote itself"
        case .notRegularFile: return "is not a regular file; frolic replaces only frames it wrote itself"
        case .foreign: return "is not a frame frolic wrote; frolic replaces only its own frames"
        case let .cannotCreate(reason): return "cannot create the folder: \(reason)"
        case let .cannotWrite(reason): return "cannot write PNG: \(reason)"
        case let .cannotEncode(error): return error.message
        case .appeared: return "appeared while the render ran; frolic does not replace it"
        case .changed: return "changed while the render ran; frolic replaces only its own frames"
        }
    }
}
