/// A frame as `LossyFrames` hands it to the writer: what the GIF shows, and
/// which of its pixels that look unchanged are sent as their colour rather
/// than as transparent. Both look the same; the lossy search picks one or
/// the other to line up the encoder's strings, so the writer sends exactly
/// that (`FramePatch`'s mixed patch) instead of choosing again.
public struct PlannedFrame: Sendable {
    public let frame: IndexedFrame
    /// Per pixel of the frame; nil when the writer chooses for itself.
    package let unchangedAsColour: [Bool]?

    public init(_ frame: IndexedFrame) {
        self.init(frame, unchangedAsColour: nil)
    }

    package init(_ frame: IndexedFrame, unchangedAsColour: [Bool]?) {
        precondition(unchangedAsColour.map { $0.count == frame.indices.count } ?? true, "plan does not match the frame")
        self.frame = frame
        self.unchangedAsColour = unchangedAsColour
    }
}
