import Foundation
import FrolicCore

/// Why the GIF a snapshot records (to compare its encoding, `gif.json`)
/// cannot be made; the scene fails with it inside a `SceneLoadError`.
public enum GIFRecordError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The scene gave no frame to record.
    case noFrames(scenePath: String)
    /// The temporary GIF at `path` was written but cannot be read.
    case notReadBack(path: String)

    /// The scene file, or the temporary GIF.
    public var file: String {
        switch self {
        case let .noFrames(path), let .notReadBack(path): return path
        }
    }

    /// `duration` for a scene without frames, `gif` for the temporary GIF.
    public var field: String {
        switch self {
        case .noFrames: return "duration"
        case .notReadBack: return "gif"
        }
    }

    /// What is wrong, for the error line.
    public var message: String {
        switch self {
        case .noFrames: return "the scene has no frames"
        case .notReadBack: return "the GIF written for the snapshot cannot be read back"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
