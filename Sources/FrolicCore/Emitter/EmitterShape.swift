/// Where an emitter gives birth, `CAEmitterLayer.emitterShape` with the
/// default `volume` mode (births fill the shape, not only its outline).
package enum EmitterShape: String, Hashable, Sendable, CaseIterable {
    /// Every particle starts at the emitter's position.
    case point
    /// Uniform on the horizontal segment from `position.x − size.width/2` to
    /// `position.x + size.width/2` at `position.y`; the height is ignored, as in
    /// Core Animation.
    case line
    /// Uniform inside the rectangle of `size` centred on the position.
    case rectangle
}
