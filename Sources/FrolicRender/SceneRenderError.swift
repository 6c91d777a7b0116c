import FrolicCore
import FrolicRaster

/// Why a scene file that decoded cannot be rendered: its pictures, its size
/// at the render's scale, or its frames; at the scene field at fault.
package struct SceneRenderError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    package var scenePath: String
    package var problem: Problem

    package enum Problem: Hashable, Sendable {
        /// The picture named at `field` cannot be used.
        case picture(PictureError, field: String)
        /// The scene's size (given at `size`, or taken from the picture at
        /// `backdrop.picture`) cannot be rendered at the render's scale.
        case size(CanvasSizeProblem, field: String)
        /// The picture `name` at `field`, `width`×`height` pixels, brings the
        /// scene's decoded pictures to `bytes`, past `PictureLimits.decodedBudget`.
        case picturesPastBudget(name: String, field: String, width: Int, height: Int, bytes: Int)
        /// The simulation ran out before the timeline's `frames`.
        case endedEarly(frames: Int)
        /// Frame `frame` was asked of a scene of `frames` frames.
        case pastTheEnd(frame: Int, frames: Int)
    }

    package init(scenePath: String, problem: Problem) { self.scenePath = scenePath; self.problem = problem }

    package var file: String { scenePath }

    package var field: String {
        switch problem {
        case let .picture(_, field), let .size(_, field), let .picturesPastBudget(_, field, _, _, _): return field
        case .endedEarly, .pastTheEnd: return "duration"
        }
    }

    package var message: String {
        switch problem {
        case let .picture(error, _): return error.description
        case let .size(problem, _): return problem.description
        case let .picturesPastBudget(name, _, width, height, bytes):
            func mebibytes(_ n: Int) -> Int { (n + (1 << 20) - 1) >> 20 }
            return "\(FrolicError.quoted(name)) is \(width)×\(height) pixels, which brings the scene's "
                + "pictures to \(mebibytes(bytes)) MiB decoded (4 bytes a pixel); "
                + "a scene's pictures may take at most \(mebibytes(PictureLimits.decodedBudget)) MiB"
        case let .endedEarly(frames): return "the scene ended before its \(frames) frames"
        case let .pastTheEnd(frame, frames): return "frame \(frame) is past the end (\(frames) frames)"
        }
    }

    package var description: String { message }
}
