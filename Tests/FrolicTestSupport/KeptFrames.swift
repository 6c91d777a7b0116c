import FrolicRaster
import FrolicRender
import Synchronization

/// A sink that keeps the truecolor frames at some indices of a play, for
/// tests that look at frames (`SceneRenderer.playFrames(at:)`).
package final class KeptFrames: FrameSink {
    private let wanted: Set<Int>
    private let kept = Mutex<[Int: Frame]>([:])

    package init(_ indices: [Int]) { wanted = Set(indices) }

    package func take(_ played: PlayedFrame) throws {
        guard wanted.contains(played.index) else { return }
        kept.withLock { $0[played.index] = played.frame }
    }

    /// The frames kept, by index.
    package var frames: [Int: Frame] { kept.withLock { $0 } }
}

extension SceneRenderer {
    /// The truecolor frames at `indices` of one play of the scene, in that
    /// order (an index past the end is an error), and the play's palette.
    package func playFrames(at indices: [Int]) throws -> (frames: [Frame], palette: Palette) {
        let sink = KeptFrames(indices)
        let palette = try play(gif: nil, sinks: [sink]).palette
        let kept = sink.frames
        return (try indices.map { i in
            guard let frame = kept[i] else {
                throw SceneRenderError(scenePath: scenePath, problem: .pastTheEnd(frame: i, frames: timeline.frameCount))
            }
            return frame
        }, palette)
    }
}
