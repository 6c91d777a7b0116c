/// The emitter itself, `CAEmitterLayer`'s values: where particles are born and
/// the layer-wide multipliers that scale every cell at once (a birth rate of
/// 0 stops emission while live particles live out their lifetimes).
package struct EmitterLayer: Hashable, Sendable {
    package var shape: EmitterShape
    package var position: Point
    package var size: Size
    package var cells: [EmitterCell]

    /// Multiplies every cell's `birthRate`.
    package var birthRate: Double
    /// Multiplies every particle's sampled lifetime.
    package var lifetime: Double
    /// Multiplies every particle's sampled speed.
    package var velocity: Double
    /// Multiplies every particle's sampled scale (and its scale speed).
    package var scale: Double
    /// Multiplies every particle's sampled spin.
    package var spin: Double

    package init(shape: EmitterShape = .point, position: Point = .zero, size: Size = Size(0, 0),
                 cells: [EmitterCell] = [], birthRate: Double = 1, lifetime: Double = 1,
                 velocity: Double = 1, scale: Double = 1, spin: Double = 1) {
        self.shape = shape; self.position = position; self.size = size; self.cells = cells
        self.birthRate = birthRate; self.lifetime = lifetime; self.velocity = velocity
        self.scale = scale; self.spin = spin
    }
}
