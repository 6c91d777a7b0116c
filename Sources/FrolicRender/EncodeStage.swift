import Dispatch
import FrolicRaster

/// Feeds the GIF writer on its own thread, one batch behind the rasterizer:
/// the writer encodes a batch's frames in parallel but appends them in
/// order, so overlapping it with the next batch's rasterizing hides most of
/// it. At most one batch waits, so memory stays flat; frames reach the writer
/// in order, so the bytes do not change.
final class EncodeStage: @unchecked Sendable {  // unchecked: state changes only on `queue`, read after `group.wait()`
    private let writer: GIFWriter
    private let queue = DispatchQueue(label: "frolic.encode")
    private let group = DispatchGroup()
    private var failure: Error?
    /// Seconds spent encoding; read only after `drain()`.
    private(set) var seconds = 0.0

    init(writer: GIFWriter) { self.writer = writer }

    /// Queues `frames` after the previous batch has been written (it waits for
    /// that first); rethrows an earlier batch's failure.
    func submit(_ frames: [IndexedFrame]) throws {
        try drain()
        queue.async(group: group) { [self] in
            let clock = ContinuousClock()
            let t0 = clock.now
            do {
                try writer.add(frames)
            } catch {
                failure = error
            }
            seconds += FrolicRender.seconds(clock.now - t0)
        }
    }

    /// Waits for everything queued; rethrows the first failure.
    func drain() throws {
        group.wait()
        if let failure { throw failure }
    }
}
