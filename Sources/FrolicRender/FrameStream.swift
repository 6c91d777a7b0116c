import FrolicCore
import FrolicRaster

/// One play of a scene, rasterized on demand, for a snapshot comparing some
/// frames of two plays: frames are asked for in ascending order, a batch at a
/// time, and painted whole in parallel. Only the batch is in memory, so every
/// frame of a long animation can be checked in flat memory. (A play of every
/// frame is `SceneRenderer.play`.)
package struct FrameStream {
    private var sequence: FrameSequence
    private let rasterizer: Rasterizer
    private let threads: Int
    private let renderer: SceneRenderer

    package init(_ renderer: SceneRenderer) throws {
        self.renderer = renderer
        sequence = try renderer.makeFrames()
        rasterizer = renderer.makeRasterizer()
        threads = renderer.options.threads
    }

    /// Rasterizes the frames at `indices` (ascending, after any asked for
    /// before) and applies `body` to each on the worker thread that drew it;
    /// results in the order of `indices`.
    package mutating func map<R>(_ indices: [Int], _ body: @Sendable (Int, Frame) throws -> R) throws -> [R] {
        let lists = try indices.map { index in
            guard let list = sequence.frame(index) else {
                throw SceneRenderError(scenePath: renderer.scenePath, problem: .pastTheEnd(frame: index, frames: renderer.timeline.frameCount))
            }
            return (index, list)
        }
        let rasterizer = rasterizer
        return try lists.parallelMap(threads: threads) { index, list in try body(index, try rasterizer.render(list)) }
    }
}
