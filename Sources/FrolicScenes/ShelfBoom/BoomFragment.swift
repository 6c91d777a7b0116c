import FrolicCore

/// One disc of an explosion: a `CALayer` moved along a quadratic Bézier from
/// the view's centre, shrinking linearly and fading on its own timing curve.
/// Times are seconds from the moment fragments start flying.
struct BoomFragment: Hashable, Sendable {
    var start: Point
    var control: Point
    var end: Point
    var duration: Double
    var endScale: Double
    var diameter: Double
    var color: Color

    /// UIViewXXYBoom's `makeRandomPath`, duration and `makeScaleValue`, drawing
    /// random numbers in the original's order.
    init(view frame: Rect, color: Color, options o: BoomOptions, random r: inout SeededRandom) {
        let c = frame.center, w = frame.width, h = frame.height
        start = c
        let endX = c.x - o.endSpread * w + 2 * o.endSpread * w * Double(r.integer(0, 100)) / 100
        let controlY = c.y - o.riseBase * h - Double(Self.below(o.riseRange * h, &r))
        let endY = c.y + o.dropBase * h + Double(Self.below(o.dropRange * h, &r))
        end = Point(endX, endY)
        control = Point((start.x + end.x) / 2, controlY)
        duration = o.fragmentDuration + o.fragmentDurationStep * Double(r.integer(0, o.fragmentDurationSteps))
        endScale = 1 - o.scaleDrop * Double(r.integer(0, o.scaleSteps)) / o.scaleDivisor
        diameter = min(w, h) / Double(o.fragmentGrid)
        self.color = color
    }

    /// `arc4random() % Int(limit)`: U{0..⌊limit⌋−1}. The original divides by
    /// zero for a limit below 1; Frolic answers 0 there.
    private static func below(_ limit: Double, _ r: inout SeededRandom) -> Int {
        let n = Int(limit.rounded(.down))
        return n >= 1 ? r.integer(0, n - 1) : 0
    }

    /// The point at curve parameter `t` (0 = start, 1 = end).
    func point(at t: Double) -> Point {
        let u = 1 - t
        return start * (u * u) + control * (2 * u * t) + end * (t * t)
    }

    /// The disc at `time` seconds after fragments start, or nil when it is not
    /// visible (before its start, after its fade, or fully transparent).
    func disc(at time: Double, pathCurve: TimingCurve, opacityCurve: TimingCurve) -> DrawCommand? {
        guard time >= 0, time < duration else { return nil }
        let progress = time / duration
        let opacity = 1 - opacityCurve.value(at: progress)
        let alpha = color.a * opacity
        guard alpha > 0 else { return nil }
        let scale = 1.0.lerp(to: endScale, progress)
        let d = diameter * scale
        let rect = Rect(center: point(at: pathCurve.value(at: progress)), size: Size(d, d))
        return .ellipse(rect, style: .fill(color.withAlpha(alpha)))
    }
}
