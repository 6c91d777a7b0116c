/// A frame as `LossyPlanner` hands it to the writer: what the GIF shows,
/// which of its pixels that look unchanged are sent as their colour rather
/// than as transparent, whether the frame before is taken back first, and
/// where it can differ from what it is drawn over.
/// Both kinds of unchanged pixel look the same; the lossy search picks one
/// or the other to line up the encoder's strings, so the writer sends
/// exactly that (`FramePatch`'s mixed patch) instead of choosing again.
package struct PlannedFrame: Sendable {
    package let frame: IndexedFrame
    /// Per pixel of the frame; nil when the writer chooses for itself.
    package let unchangedAsColour: [Bool]?
    /// How the frame shown before this one is disposed of (`Disposal`).
    package let disposalBefore: Disposal
    /// A rectangle outside which the frame equals the canvas it is drawn
    /// over (the frame planned before it, or, taking that one back, what was
    /// under it): the writer compares only inside it. Nil when not known.
    let changedWithin: ChangedRect?

    package init(_ frame: IndexedFrame) {
        self.init(frame, unchangedAsColour: nil, disposalBefore: .keep)
    }

    package init(_ frame: IndexedFrame, unchangedAsColour: [Bool]?, disposalBefore: Disposal) {
        self.init(frame, unchangedAsColour: unchangedAsColour, disposalBefore: disposalBefore, changedWithin: nil)
    }

    init(_ frame: IndexedFrame, unchangedAsColour: [Bool]?, disposalBefore: Disposal, changedWithin: ChangedRect?) {
        precondition(unchangedAsColour.map { $0.count == frame.indices.count } ?? true, "plan does not match the frame")
        self.frame = frame
        self.unchangedAsColour = unchangedAsColour
        self.disposalBefore = disposalBefore
        self.changedWithin = changedWithin
    }
}
