import FrolicCore

/// CRPixellatedView's timed animation, driven by a display link.
///
/// On every display frame after the start, `t = elapsed/duration`; the block
/// size is `scale·t` (pixelating) or `scale − scale·t` (reversing). The link is
/// removed after the first frame with `t > 1`, so the last block overshoots
/// (pixelating 0.8 s at 60 Hz ends at `20·49/48 ≈ 20.42`; reversing at
/// `−0.42`, i.e. no pixelation). Until the first frame after the start the
/// view keeps showing what it showed. Starting again while running restarts
/// from the new direction's beginning (the original leaks the old display
/// link in that case; Frolic does not reproduce that).
struct PixelAnimation: Sendable {
    let scale: Double
    /// The duration in ticks (kept fractional: `t` must be exactly what
    /// `elapsed/duration` is in seconds).
    let durationTicks: Double
    /// The current block size in points; below 1 means no pixelation.
    private(set) var block: Double = 0
    private var running: (start: Int, reverse: Bool)?

    init(scale: Double, duration: Double) {
        self.scale = scale
        durationTicks = duration * Double(Timeline.tickRate)
    }

    var isRunning: Bool { running != nil }

    mutating func start(reverse: Bool, at tick: Int) { running = (tick, reverse) }

    /// One display-link callback at `tick`.
    mutating func displayFrame(at tick: Int) {
        guard let r = running, tick > r.start else { return }
        let t = Double(tick - r.start) / durationTicks
        block = r.reverse ? scale - scale * t : scale * t
        if t > 1 { running = nil }
    }
}
