/// Turns frame numbers at a constant frame rate into GIF delays (centiseconds).
///
/// Frame k ideally starts at k·100/fps cs. A written frame that covers frames
/// start..<end gets `round(end·100/fps) − round(start·100/fps)`, so rounding
/// never accumulates: 30 fps comes out as 3, 3, 4, 3, 3, 4 … and any run of
/// frames sums to the exact duration (to the nearest centisecond).
struct FrameClock: Sendable {
    /// Browsers play delays of 0 or 1 cs as 10 cs, so none is written shorter.
    static let minimumDelay = 2

    let fps: Int

    /// `k·100/fps` rounded half up, in integers so it is exact for every fps.
    func centiseconds(atFrame k: Int) -> Int {
        (k * 200 + fps) / (2 * fps)
    }

    func delay(from start: Int, to end: Int) -> Int {
        centiseconds(atFrame: end) - centiseconds(atFrame: start)
    }
}
