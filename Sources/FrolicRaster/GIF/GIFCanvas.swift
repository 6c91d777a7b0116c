/// What the GIF shows so far, as its writer has planned it: the last frame
/// planned and the canvas that frame is drawn over. `GIFWriter` keeps it and
/// alone changes it, as it plans frames; the lossy planner reads it to plan
/// the next frame over what shows.
package struct GIFCanvas: Sendable {
    /// The last frame planned, what the GIF shows once it is written; nil
    /// before the first frame.
    package internal(set) var shown: [UInt8]?
    /// What `shown` is drawn over: the frame written before it or, when that
    /// one is taken back, what was under it; the frame after `shown` is drawn
    /// over this too if `shown` is taken back. Nil until a frame is written:
    /// the first is sent whole, and cannot be taken back.
    package internal(set) var under: [UInt8]?

    init(shown: [UInt8]? = nil, under: [UInt8]? = nil) {
        self.shown = shown
        self.under = under
    }
}
