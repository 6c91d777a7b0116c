/// One kind of particle, `CAEmitterCell`'s values in Core Animation's units:
/// seconds, points, radians, per-second rates.
///
/// Every `…Range` spreads its value uniformly over `[v − R, v + R)`. Apple's
/// documentation disagrees with itself here — some pages describe the range as
/// the total width (`±R/2`), others as the deviation on each side — and Frolic
/// uses `±R`, which is what emitters written against Core Animation look like.
package struct EmitterCell: Hashable, Sendable {
    /// The sprite picture each particle shows.
    package var picture: String
    /// The picture's size in points at scale 1 (the cell's `contents` size).
    package var pictureSize: Size

    /// Particles per second (multiplied by the layer's `birthRate`).
    package var birthRate: Double
    package var lifetime: Double
    package var lifetimeRange: Double

    /// Speed in points per second along the emission direction.
    package var velocity: Double
    package var velocityRange: Double
    /// Direction in radians from the +x axis; with y pointing down on screen,
    /// `+π/2` points down.
    package var emissionLongitude: Double
    package var emissionRange: Double
    /// Constant acceleration in points per second².
    package var xAcceleration: Double
    package var yAcceleration: Double

    /// Rotation speed in radians per second (clockwise on screen when positive);
    /// every particle starts unrotated, as in Core Animation.
    package var spin: Double
    package var spinRange: Double

    package var scale: Double
    package var scaleRange: Double
    /// Change of scale per second.
    package var scaleSpeed: Double

    /// The colour the picture is multiplied by; its alpha is the particle's opacity.
    package var color: Color
    package var redRange: Double
    package var greenRange: Double
    package var blueRange: Double
    package var alphaRange: Double
    /// Change of each channel per second.
    package var redSpeed: Double
    package var greenSpeed: Double
    package var blueSpeed: Double
    package var alphaSpeed: Double

    /// Velocity lost to the air: speed decays as e^(−damping·t) towards the
    /// terminal velocity acceleration / damping (Vortex's `dampingFactor`), so
    /// a particle launched fast slows down and then drifts; 0 for none.
    package var damping: Double = 0
    /// ± damping per particle (light and heavy confetti fall apart).
    package var dampingRange: Double = 0

    /// Its blend, halo and colour and size curves over its life; none by default.
    package var light = ParticleLight()

    /// Cells a particle of this cell emits itself, as `CAEmitterCell.emitterCells`
    /// (see `SubEmission`): a trail while it lives, a burst when it dies.
    package var emitterCells: [EmitterCell] = []
    /// As a sub-cell: particles born when the parent dies, at its position.
    package var birthsAtDeath = 0
    /// As a sub-cell: the part of the parent's velocity a particle starts
    /// with on top of its own (sparks carried on by the rocket).
    package var inheritedVelocity = 0.0

    /// A cell with Core Animation's defaults: nothing is born until `birthRate`
    /// and `lifetime` are set, white, scale 1, no motion.
    package init(picture: String, pictureSize: Size) {
        self.picture = picture; self.pictureSize = pictureSize
        birthRate = 0; lifetime = 0; lifetimeRange = 0
        velocity = 0; velocityRange = 0; emissionLongitude = 0; emissionRange = 0
        xAcceleration = 0; yAcceleration = 0
        spin = 0; spinRange = 0
        scale = 1; scaleRange = 0; scaleSpeed = 0
        color = .white
        redRange = 0; greenRange = 0; blueRange = 0; alphaRange = 0
        redSpeed = 0; greenSpeed = 0; blueSpeed = 0; alphaSpeed = 0
    }
}
