/// Turns frame numbers at a constant frame rate into GIF delays (centiseconds).
///
/// Frame k ideally starts at k·100/fps cs. A written frame that covers frames
/// start..<end gets `round(end·100/fps) − round(start·100/fps)`, so rounding
/// never accumulates: 30 fps comes out as 3, 3, 4, 3, 3, 4 … and any run of
/// frames sums to the exact duration (to the nearest centisecond).
///
/// Given the animation's `total` (its duration in cs), every frame start is
/// capped at `total − minimumDelay` and the end of the last frame is `total`,
/// so the GIF plays exactly `total` even when the duration is not a whole
/// number of frames (7.5 s at 25 fps: 188 frames, the last one 2 cs). A frame
/// the cap leaves shorter than `minimumDelay` is not written: the writer gives
/// its time to the frame after it, as it does above 50 fps.
struct FrameClock: Sendable {
    /// Browsers play delays of 0 or 1 cs as 10 cs, so none is written shorter.
    static let minimumDelay = 2

    let fps: Int
    /// The animation's duration in cs, when known (at least `minimumDelay`).
    let total: Int?

    init(fps: Int, total: Int? = nil) {
        self.fps = fps
        self.total = total.map { max($0, Self.minimumDelay) }
    }

    /// When frame `k` starts: `k·100/fps` rounded half up, in integers so it is
    /// exact for every fps, and no later than `total − minimumDelay`.
    func centiseconds(atFrame k: Int) -> Int {
        let ideal = (k * 200 + fps) / (2 * fps)
        guard let total, k > 0 else { return ideal }
        return min(ideal, total - Self.minimumDelay)
    }

    func delay(from start: Int, to end: Int) -> Int {
        centiseconds(atFrame: end) - centiseconds(atFrame: start)
    }

    /// The last frame's delay when it starts at frame `start`: up to `total`
    /// (or one frame's time without it), never below `minimumDelay`.
    func finalDelay(from start: Int, frames: Int) -> Int {
        let end = total ?? centiseconds(atFrame: frames)
        return max(Self.minimumDelay, end - centiseconds(atFrame: start))
    }
}
