import Foundation

/// One live particle: the values drawn at its birth. Everything it shows at a
/// later moment is a closed-form function of its age, so the motion does not
/// depend on how often it is sampled and no error accumulates over ticks.
package struct Particle: Hashable, Sendable {
    /// Index of its cell in the layer's `cells`.
    package var cell: Int
    /// The emitter tick it was born on.
    package var birthTick: Int
    package var lifetime: Double
    package var origin: Point
    package var velocity: Point
    package var acceleration: Point
    package var spin: Double
    package var scale: Double
    package var scaleSpeed: Double
    package var color: Color
    package var colorSpeed: Color
    /// Velocity lost per second to the air (`EmitterCell.damping`).
    package var damping = 0.0
    /// Its place among the emitter's births (0 for the first): a number no
    /// other particle of the emitter has, from which a layer can derive more
    /// variety (a flip, a sway) without drawing from the generator.
    package var serial = 0

    /// Seconds since birth after `tick`.
    package func age(at tick: Int) -> Double { Timeline.seconds(tick - birthTick) }

    package func position(at age: Double) -> Point {
        guard damping > 0 else {
            return Point(origin.x + velocity.x * age + 0.5 * acceleration.x * age * age,
                         origin.y + velocity.y * age + 0.5 * acceleration.y * age * age)
        }
        // v(t) = vt + (v0 − vt)·e^(−kt) with the terminal velocity vt = a/k, integrated.
        let k = damping, decay = (1 - exp(-k * age)) / k
        let tx = acceleration.x / k, ty = acceleration.y / k
        return Point(origin.x + tx * age + (velocity.x - tx) * decay, origin.y + ty * age + (velocity.y - ty) * decay)
    }

    /// Its velocity at `age`, points per second.
    package func velocity(at age: Double) -> Point {
        guard damping > 0 else { return Point(velocity.x + acceleration.x * age, velocity.y + acceleration.y * age) }
        let k = damping, e = exp(-k * age)
        let tx = acceleration.x / k, ty = acceleration.y / k
        return Point(tx + (velocity.x - tx) * e, ty + (velocity.y - ty) * e)
    }

    package func rotation(at age: Double) -> Double { spin * age }

    /// Never negative: a shrinking particle vanishes instead of flipping.
    package func scale(at age: Double) -> Double { max(0, scale + scaleSpeed * age) }

    /// Channels clamped to 0…1, as Core Animation clamps them.
    package func color(at age: Double) -> Color {
        Color((color.r + colorSpeed.r * age).clamped(0, 1), (color.g + colorSpeed.g * age).clamped(0, 1),
              (color.b + colorSpeed.b * age).clamped(0, 1), (color.a + colorSpeed.a * age).clamped(0, 1))
    }
}
