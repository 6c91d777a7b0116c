import FrolicRaster

/// Where a play's frames go (`SceneRenderer.play`): the GIF, PNG files, a
/// snapshot's digests, key frames and changed frames. Every sink sees the
/// frames of the one play, painted and mapped only where they were damaged,
/// so a new kind of output is a new sink, not a second way to drive frames.
///
/// A sink takes each frame on the worker thread that made it, several at
/// once and in no order (`take`): it keeps what it needs by the frame's
/// index. A sink that needs the frames in order (the GIF) gets them again in
/// `order`, one at a time, and hands back work for any thread whose bytes
/// come back to `append` in the order handed out.
package protocol FrameSink: Sendable {
    /// On the worker that made the frame, several at once, in no order.
    func take(_ frame: PlayedFrame) throws
    /// In frame order, one frame at a time, after its `take`.
    func order(_ frame: PlayedFrame) throws -> [FrameSinkJob]
    /// The bytes of the jobs `order` handed out, in the order handed out (nil results skipped).
    func append(_ bytes: [UInt8]) throws
    /// After the last frame's jobs are appended.
    func finish() throws
    /// The play failed or was stopped: nothing of what the sink wrote is left.
    func cancel()
}

/// Work a sink hands out in `order`, run on any thread.
package typealias FrameSinkJob = @Sendable () throws -> [UInt8]?

extension FrameSink {
    package func take(_ frame: PlayedFrame) throws {}
    package func order(_ frame: PlayedFrame) throws -> [FrameSinkJob] { [] }
    package func append(_ bytes: [UInt8]) throws {}
    package func finish() throws {}
    package func cancel() {}
}

/// One frame of a play, as every sink sees it.
package struct PlayedFrame: Sendable {
    package var index: Int
    /// The truecolor frame: its pixels are those of the frame painted whole.
    package var frame: Frame
    /// The frame mapped to the GIF's palette.
    package var indexed: IndexedFrame
    /// Outside it, the frame and its indices are the frame before's (nil: not known; `ColorMapper.changedWithin`).
    package var changedWithin: ChangedRect?
    /// The frame of the same index of the scene played beside this one
    /// (`SceneRenderer.play(beside:)`), painted whole when asked for; nil
    /// without one, or past its last frame.
    package var beside: (@Sendable () throws -> Frame)?
}
