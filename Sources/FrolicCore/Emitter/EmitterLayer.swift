/// The emitter itself, `CAEmitterLayer`'s values: where particles are born and
/// the layer-wide multipliers that scale every cell at once (a birth rate of
/// 0 stops emission while live particles live out their lifetimes).
public struct EmitterLayer: Hashable, Sendable {
    public var shape: EmitterShape
    public var position: Point
    public var size: Size
    public var cells: [EmitterCell]

    /// Multiplies every cell's `birthRate`.
    public var birthRate: Double
    /// Multiplies every particle's sampled lifetime.
    public var lifetime: Double
    /// Multiplies every particle's sampled speed.
    public var velocity: Double
    /// Multiplies every particle's sampled scale (and its scale speed).
    public var scale: Double
    /// Multiplies every particle's sampled spin.
    public var spin: Double

    public init(shape: EmitterShape = .point, position: Point = .zero, size: Size = Size(0, 0),
                cells: [EmitterCell] = [], birthRate: Double = 1, lifetime: Double = 1,
                velocity: Double = 1, scale: Double = 1, spin: Double = 1) {
        self.shape = shape; self.position = position; self.size = size; self.cells = cells
        self.birthRate = birthRate; self.lifetime = lifetime; self.velocity = velocity
        self.scale = scale; self.spin = spin
    }
}
