/// A value that can be blended linearly, so that a `Tween` can animate it.
package protocol Interpolatable {
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    package static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}

extension Point: Interpolatable {
    package static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}

extension Color: Interpolatable {
    package static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t)
    }
}

/// One animated property, like a `CABasicAnimation`: `from` until `delay`,
/// then along `curve` to `to` over `duration`, then `to` (fill mode forwards).
/// Times are seconds from the tween's own start.
package struct Tween<Value: Interpolatable & Sendable>: Sendable {
    package var from: Value
    package var to: Value
    package var delay: Double
    package var duration: Double
    package var curve: TimingCurve

    package init(from: Value, to: Value, delay: Double = 0, duration: Double, curve: TimingCurve = .linear) {
        self.from = from; self.to = to; self.delay = delay; self.duration = duration; self.curve = curve
    }

    package var endTime: Double { delay + duration }

    package func value(at time: Double) -> Value {
        if time <= delay { return from }
        if duration <= 0 || time >= delay + duration { return to }
        return Value.interpolate(from, to, curve.value(at: (time - delay) / duration))
    }
}

/// Values at evenly spaced key times, linearly interpolated: what a
/// `CAKeyframeAnimation` with no `keyTimes` does.
package struct Keyframes<Value: Interpolatable & Sendable>: Sendable {
    package var values: [Value]
    package var duration: Double

    package init(values: [Value], duration: Double) {
        precondition(!values.isEmpty)
        self.values = values; self.duration = duration
    }

    package func value(at time: Double) -> Value {
        guard values.count > 1, duration > 0 else { return values[values.count - 1] }
        let p = (time / duration).clamped(0, 1) * Double(values.count - 1)
        let i = min(Int(p), values.count - 2)
        return Value.interpolate(values[i], values[i + 1], p - Double(i))
    }
}
