import FrolicCore

/// Why a screen recording a scene names could not be used. As with
/// `PictureError`, the library reports the file and what it found; the
/// renderer adds the scene file and the field. A caller switches on it to
/// tell a movie to record again (`damaged`, `empty`) from one to convert
/// (`unsupportedCodec`) or the wrong file (`noVideo`).
public enum MovieError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is no movie FFmpeg can open (`reason` in its words).
    case unreadable(path: String, reason: String)
    /// The movie holds no video stream (audio alone, say).
    case noVideo(path: String)
    /// The video is coded as `codec`, which the installed libraries cannot decode.
    case unsupportedCodec(path: String, codec: String)
    /// Packets or frames are missing or broken: truncated, or corrupt.
    case damaged(path: String, reason: String)
    /// The movie has a video stream but not one frame in it.
    case empty(path: String)
    /// The video is larger (or smaller) than a scene can use.
    case badSize(path: String, width: Int, height: Int)

    /// The movie's file, which the error line names.
    public var path: String {
        switch self {
        case let .unreadable(path, _), let .noVideo(path), let .unsupportedCodec(path, _), let .damaged(path, _),
             let .empty(path), let .badSize(path, _, _):
            return path
        }
    }

    /// What is wrong, the path left out.
    public var message: String {
        switch self {
        case let .unreadable(_, reason):
            return "not a readable movie (\(reason)); H.264 or HEVC in MOV or MP4, or VP9 in WebM, are read"
        case .noVideo:
            return "the movie has no video stream"
        case let .unsupportedCodec(_, codec):
            return "the movie's video is \(codec), which the installed FFmpeg libraries cannot decode"
        case let .damaged(_, reason):
            return "damaged movie: \(reason); record or export it again"
        case .empty:
            return "the movie has no frames"
        case let .badSize(_, width, height):
            return "movie is \(width)×\(height) pixels; sides must be 1…\(PictureLimits.maxSide)"
        }
    }

    public var description: String { "\(path): \(message)" }
}

/// The error line names the movie's file.
extension MovieError: LocatedError {
    public var file: String { path }
    public var field: String { "file" }
}
