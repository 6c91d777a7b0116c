import Dispatch
import FrolicRaster

/// Feeds the GIF writer on its own thread, one batch behind the rasterizer:
/// the writer encodes a batch's frames in parallel but appends them in
/// order, so overlapping it with the next batch's rasterizing hides most of
/// it. At most one batch waits, so memory stays flat; frames reach the writer
/// in order, so the bytes do not change.
///
/// With `--lossy`, frames pass through `LossyFrames` here first (in order:
/// each depends on what the GIF showed before it); the quality measure then
/// compares what the GIF shows, not the mapped frames.
final class EncodeStage: @unchecked Sendable {  // unchecked: state changes only on `queue`, read after `group.wait()`
    private let writer: GIFWriter
    private let lossy: LossyFrames?
    private let measuresQuality: Bool
    private let queue = DispatchQueue(label: "frolic.encode")
    private let group = DispatchGroup()
    private var failure: Error?
    /// Seconds spent encoding; read only after `drain()`.
    private(set) var seconds = 0.0
    /// Summed squared error (over RGB channels) of the shown frames against
    /// the truecolor frames submitted with them; read only after `drain()`.
    private(set) var squaredError = 0.0

    init(writer: GIFWriter, lossy: LossyFrames?, measuresQuality: Bool) {
        self.writer = writer; self.lossy = lossy; self.measuresQuality = measuresQuality
    }

    /// Queues `frames` after the previous batch has been written (it waits for
    /// that first); rethrows an earlier batch's failure. `truecolor` are the
    /// same frames before mapping, needed for `--lossy` and to measure
    /// quality (empty otherwise).
    func submit(_ frames: [IndexedFrame], truecolor: [Frame]) throws {
        try drain()
        queue.async(group: group) { [self] in
            let clock = ContinuousClock()
            let t0 = clock.now
            let shown = lossy.map { lossy in zip(frames, truecolor).map { lossy.simplify($0, truecolor: $1) } } ?? frames
            do {
                try writer.add(shown)
            } catch {
                failure = error
            }
            seconds += FrolicRender.seconds(clock.now - t0)
            if measuresQuality { squaredError += Self.squaredError(truecolor, shown, writer.palette) }
        }
    }

    /// Waits for everything queued; rethrows the first failure.
    func drain() throws {
        group.wait()
        if let failure { throw failure }
    }

    private static func squaredError(_ frames: [Frame], _ shown: [IndexedFrame], _ palette: Palette) -> Double {
        let sums: [Int] = (try? Array(0..<frames.count).parallelMap { (k: Int) -> Int in
            let pixels = frames[k].pixels, indices = shown[k].indices
            var sum = 0
            for i in 0..<pixels.count {
                let a = pixels[i], b = palette.colors[Int(indices[i])]
                let dr = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
                let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
                let db = Int(a & 0xFF) - Int(b & 0xFF)
                sum += dr * dr + dg * dg + db * db
            }
            return sum
        }) ?? []
        return Double(sums.reduce(0, +))
    }
}
