/// A Core Animation / CSS timing curve: a cubic Bézier from (0,0) to (1,1) with
/// two control points. `value(at:)` solves x(t) = progress for t and returns y(t),
/// which is what `CAMediaTimingFunction` does.
package struct TimingCurve: Hashable, Sendable {
    package var c1: Point
    package var c2: Point

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x1, y1); c2 = Point(x2, y2)
    }

    package static let linear = TimingCurve(0, 0, 1, 1)
    package static let easeIn = TimingCurve(0.42, 0, 1, 1)
    package static let easeOut = TimingCurve(0, 0, 0.58, 1)
    package static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`.
    package static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// Eased progress for linear progress `x`, both in 0…1 (clamped).
    package func value(at x: Double) -> Double {
        let x = x.clamped(0, 1)
        if x == 0 || x == 1 { return x }
        return bezier(solveT(x), c1.y, c2.y)
    }

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// Newton's method first (fast where the slope is healthy), bisection as
    /// the fallback, which always converges because x(t) is monotonic for
    /// control x values in 0…1.
    private func solveT(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = bezier(t, c1.x, c2.x) - x
            if abs(err) < 1e-9 { return t }
            let slope = derivative(t, c1.x, c2.x)
            if abs(slope) < 1e-6 { break }
            t -= err / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = bezier(t, c1.x, c2.x)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
