import FrolicRaster

/// Where a play's frames go besides the GIF (`SceneRenderer.play`): PNG
/// files, a snapshot's digests and key frames. Every sink sees the frames of
/// the one play, painted and mapped only where they were damaged, so a new
/// kind of output is a new sink, not a second way to drive frames.
///
/// A sink takes each frame on the worker thread that made it, several at
/// once and in no order: it keeps what it needs by the frame's index.
package protocol FrameSink: Sendable {
    func take(_ frame: PlayedFrame) throws
}

/// One frame of a play, as every sink sees it.
package struct PlayedFrame: Sendable {
    package var index: Int
    /// The truecolor frame: its pixels are those of the frame painted whole.
    package var frame: Frame
    /// The frame mapped to the GIF's palette.
    package var indexed: IndexedFrame
}
