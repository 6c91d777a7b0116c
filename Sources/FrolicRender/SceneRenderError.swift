import FrolicCore
import FrolicRaster

/// Why a scene file that decoded cannot be rendered: a picture it names is
/// missing or unusable, or its size does not fit the render's scale; at the
/// scene field at fault. Thrown by `SceneRenderer.init` before any frame is
/// drawn, so a caller that lets users pick pictures or scales can switch on
/// `problem` and ask again, instead of only showing the line.
public struct SceneRenderError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The scene file, as the caller named it.
    public package(set) var scenePath: String
    /// What is wrong, and at which field.
    public package(set) var problem: Problem

    /// What is wrong with the scene, and the field (`backdrop.picture`,
    /// `size`, `effects[0].snow.flakes.pictures[2]`) the error line names.
    public enum Problem: Hashable, Sendable {
        /// The picture named at `field` cannot be used.
        case picture(PictureError, field: String)
        /// The screen recording named at `field` cannot be used.
        case movie(MovieError, field: String)
        /// The scene's size (given at `size`, or taken from the picture at
        /// `backdrop.picture`) cannot be rendered at the render's scale.
        case size(CanvasSizeProblem, field: String)
        /// The picture `name` at `field`, `width`×`height` pixels, brings the
        /// scene's decoded pictures to `bytes`, past `PictureLimits.decodedBudget`.
        case picturesPastBudget(name: String, field: String, width: Int, height: Int, bytes: Int)
        /// The file `name` at `field` is a recording where a picture goes
        /// (`isMovie`), or a picture where a recording goes (`movie`).
        case wrongKind(name: String, field: String, isMovie: Bool)
        /// The simulation ran out before the timeline's `frames`.
        case endedEarly(frames: Int)
        /// Frame `frame` was asked of a scene of `frames` frames.
        case pastTheEnd(frame: Int, frames: Int)
    }

    package init(scenePath: String, problem: Problem) { self.scenePath = scenePath; self.problem = problem }

    /// The scene file.
    public var file: String { scenePath }

    /// The scene field at fault; `duration` for the frames.
    public var field: String {
        switch problem {
        case let .picture(_, field), let .movie(_, field), let .size(_, field), let .picturesPastBudget(_, field, _, _, _), let .wrongKind(_, field, _): return field
        case .endedEarly, .pastTheEnd: return "duration"
        }
    }

    /// What is wrong, for the error line.
    public var message: String {
        switch problem {
        case let .picture(error, _): return error.description
        case let .movie(error, _): return error.description
        case let .size(problem, _): return problem.description
        case let .picturesPastBudget(name, _, width, height, bytes):
            func mebibytes(_ n: Int) -> Int { (n + (1 << 20) - 1) >> 20 }
            return "\(FrolicError.quoted(name)) is \(width)×\(height) pixels, which brings the scene's "
                + "pictures to \(mebibytes(bytes)) MiB decoded (4 bytes a pixel); "
                + "a scene's pictures may take at most \(mebibytes(PictureLimits.decodedBudget)) MiB"
        case let .wrongKind(name, _, true):
            return "\(FrolicError.quoted(name)) is a screen recording; name it with `movie`"
        case let .wrongKind(name, _, false):
            return "\(FrolicError.quoted(name)) is a picture, not a screen recording; name it with `picture`"
        case let .endedEarly(frames): return "the scene ended before its \(frames) frames"
        case let .pastTheEnd(frame, frames): return "frame \(frame) is past the end (\(frames) frames)"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}

extension SceneRenderError.Problem {
    /// The same problem at another field: where an edge that wrote the
    /// scene itself says it came from (`PictureSceneFile`).
    package func at(_ field: String) -> Self {
        switch self {
        case let .picture(error, _): return .picture(error, field: field)
        case let .movie(error, _): return .movie(error, field: field)
        case let .size(problem, _): return .size(problem, field: field)
        case let .picturesPastBudget(name, _, width, height, bytes):
            return .picturesPastBudget(name: name, field: field, width: width, height: height, bytes: bytes)
        case let .wrongKind(name, _, isMovie): return .wrongKind(name: name, field: field, isMovie: isMovie)
        case .endedEarly, .pastTheEnd: return self
        }
    }
}
