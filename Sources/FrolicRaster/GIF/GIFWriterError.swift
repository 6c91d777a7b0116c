/// Why a GIF could not be written at `path`: thrown by
/// `SceneRenderer.renderGIF(to:)` when the output's folder is missing, the
/// path is a folder, or the file cannot be written (nothing is left at the
/// path then). The edge that named the path (the command line's output
/// option, a snapshot's temporary GIF) turns it into a line; this module
/// knows no option, so it is not a `LocatedError`: a caller reports it at
/// whatever gave the path, or switches on `problem` to choose another.
public struct GIFWriterError: Error, Equatable {
    /// The GIF being written.
    public let path: String
    /// What went wrong.
    public let problem: Problem

    /// What went wrong writing the GIF; the cases past `cannotWrite` are
    /// misuses of the writer, which a render from a scene file never makes.
    public enum Problem: Equatable, Sendable {
        /// No path was given.
        case noPath
        /// The path is a folder.
        case isFolder
        /// The folder the GIF would go in does not exist.
        case noFolder(String)
        /// The file could not be written: the system's reason.
        case cannotWrite(String)
        /// The name taken for the GIF (`ClaimedFile`) was given to another file meanwhile.
        case taken
        /// A frame size a GIF cannot hold.
        case frameSize(width: Int, height: Int)
        /// A frame rate below 1.
        case frameRate(Int)
        /// A palette with more colours than leave room for the transparent index.
        case tooManyColours(Int)
        /// A frame of another size than the GIF's.
        case frameMismatch(width: Int, height: Int, gifWidth: Int, gifHeight: Int)
        /// A frame with an index past the palette (the first such index, and the palette's size).
        case colourIndex(Int, colours: Int)
        /// `finish` with no frame added.
        case noFrames
        /// The writer is finished or cancelled.
        case finished
    }

    package init(path: String, _ problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What went wrong, without the path.
    public var message: String {
        switch problem {
        case .noPath: return "no output file given"
        case .isFolder: return "is a folder"
        case let .noFolder(folder): return "folder \(folder) does not exist"
        case let .cannotWrite(reason): return "cannot write: \(reason)"
        case .taken: return "another file was put at this name while the GIF was made; it is kept, and no GIF written"
        case let .frameSize(width, height): return "frame size \(width)×\(height) is outside what a GIF holds (1…65535)"
        case let .frameRate(fps): return "frame rate \(fps) must be at least 1"
        case let .tooManyColours(count):
            return "palette has \(count) colours, a GIF frame with transparency holds at most \(Palette.maxColors)"
        case let .frameMismatch(width, height, gifWidth, gifHeight):
            return "frame is \(width)×\(height), the GIF is \(gifWidth)×\(gifHeight)"
        case let .colourIndex(index, colours): return "frame uses colour index \(index), the palette has \(colours) colours"
        case .noFrames: return "no frames to write"
        case .finished: return "GIF is already finished or cancelled"
        }
    }
}
