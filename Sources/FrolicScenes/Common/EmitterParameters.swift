import FrolicCore

/// `CAEmitterLayer` and `CAEmitterCell` values as scene-file parameters, for
/// any block that holds an emitter (the snow scene, a snow layer): declared
/// once here, placed into each model through its key paths.
enum EmitterParameters {
    /// The layer's shape and its multipliers; position and size are the
    /// block's own (their defaults depend on the screen).
    static func layer<M>(_ layer: WritableKeyPath<M, EmitterLayer> & Sendable) -> [Parameter<M>] {
        [Parameter<EmitterLayer>]([
            .choice("shape", \.shape, "where particles are born: a point, a horizontal line, a rectangle"),
            .number("birthRate", \.birthRate, 0...10, "multiplies every cell's birthRate"),
            .number("lifetime", \.lifetime, 0...10, "multiplies every particle's lifetime").beside(),
            .number("velocity", \.velocity, -10...10, "multiplies every particle's speed").beside(),
            .number("scale", \.scale, 0...10, "multiplies every particle's scale").beside(),
            .number("spin", \.spin, -10...10, "multiplies every particle's spin").beside(),
        ]).mapped(into: layer)
    }

    /// Every value of a cell but its picture. Each `…Range` spreads over ±R.
    static func cell<M>(_ cell: WritableKeyPath<M, EmitterCell> & Sendable) -> [Parameter<M>] {
        [Parameter<EmitterCell>]([
            .size("pictureSize", \.pictureSize, sides: 0.001...1000,
                  "the picture's size in points at scale 1 (it is drawn stretched to it)").beside(),
            .number("birthRate", \.birthRate, 0...200, "particles per second, per picture"),
            .number("lifetime", \.lifetime, 0...120, "seconds a particle lives"),
            .number("lifetimeRange", \.lifetimeRange, 0...120, "± seconds").spread(),
            .number("velocity", \.velocity, -10_000...10_000, "speed, points per second"),
            .number("velocityRange", \.velocityRange, 0...10_000, "± points per second").spread(),
            .number("emissionLongitude", \.emissionLongitude, -100...100, "direction, radians from +x (π/2 is straight down)"),
            .number("emissionRange", \.emissionRange, 0...100, "± radians").spread(),
            .number("xAcceleration", \.xAcceleration, -10_000...10_000, "points per second²"),
            .number("yAcceleration", \.yAcceleration, -10_000...10_000, "points per second²").beside(),
            .number("spin", \.spin, -100...100, "radians per second"),
            .number("spinRange", \.spinRange, 0...100, "± radians per second").spread(),
            .number("scale", \.scale, 0...100, "scale of the picture"),
            .number("scaleRange", \.scaleRange, 0...100, "± scale").spread(),
            .number("scaleSpeed", \.scaleSpeed, -100...100, "change of scale per second").beside(),
            .color("color", \.color, "multiplies the picture; alpha is opacity"),
            .number("redRange", \.redRange, 0...1, "± red"),
            .number("greenRange", \.greenRange, 0...1, "± green").beside(),
            .number("blueRange", \.blueRange, 0...1, "± blue").beside(),
            .number("alphaRange", \.alphaRange, 0...1, "± alpha").beside(),
            .number("redSpeed", \.redSpeed, -10...10, "change of red per second"),
            .number("greenSpeed", \.greenSpeed, -10...10, "change of green per second").beside(),
            .number("blueSpeed", \.blueSpeed, -10...10, "change of blue per second").beside(),
            .number("alphaSpeed", \.alphaSpeed, -10...10, "change of alpha per second").beside(),
        ] + light(\.light)).mapped(into: cell)
    }

    /// How particles shine (`ParticleLight`): the keys every particle block
    /// that glows shares, with its own defaults.
    static func light<M>(_ light: WritableKeyPath<M, ParticleLight> & Sendable) -> [Parameter<M>] {
        [Parameter<ParticleLight>]([
            .choice("blend", \.blend,
                    "how particles meet what is under them: `add` and `screen` add light (overlaps glow; nothing shows on white)"),
            .number("glow", \.glow, 0...20, "a soft halo around each particle, as a multiple of its radius (at most 1: none)"),
            .colors("colorOverLife", \.colorOverLife, count: 0...16,
                    "colours multiplied into a particle's own, spread evenly from its birth to its death (alpha fades it)"),
            .numbers("sizeOverLife", \.sizeOverLife, count: 0...16, 0...100,
                     "multipliers of a particle's size, spread evenly from its birth to its death"),
        ]).mapped(into: light)
    }

    /// The most particles a block may keep alive at once: every live one is
    /// stored and drawn each frame.
    static let maxLive = Double(ParticleEmitter.maxParticles)

    /// The default emitter line: this many points above the top of what it
    /// snows on, so that flakes enter from outside, and this much wider.
    static let emitterAbove = 16.0, emitterMargin = 40.0

    /// Particles alive at once at most, for the `maxLive` check.
    static func liveBound(pictures: Int, cell: EmitterCell, layer: EmitterLayer) -> Double {
        Double(pictures) * cell.birthRate * layer.birthRate * (cell.lifetime + cell.lifetimeRange) * layer.lifetime
    }
}

extension EmitterParameters {
    /// The `emitter` and `flakes` objects of a snow block: the layer with its
    /// position and size (absent: just above the top edge, as wide as the
    /// screen and a margin), and the flake pictures with the values they share.
    /// `area` names what the emitter spans by default: the screen, or the layer's region.
    static func snow<M>(layer: WritableKeyPath<M, EmitterLayer> & Sendable, position: WritableKeyPath<M, Point?> & Sendable,
                        size: WritableKeyPath<M, Size?> & Sendable, pictures: WritableKeyPath<M, [String]> & Sendable,
                        cell: WritableKeyPath<M, EmitterCell> & Sendable, area: String = "the screen") -> [Parameter<M>] {
        [
            .group("emitter", "the CAEmitterLayer", Self.layer(layer) + [
                .point("position", position, absent: "\(FrolicError.number(emitterAbove)) pt above the top edge of \(area), centred on it",
                       "where the shape is centred"),
                .size("size", size, sides: 0...100_000, absent: "the width of \(area) + \(FrolicError.number(emitterMargin)), height 0", "the shape's size"),
            ]),
            .group("flakes", "one CAEmitterCell per picture, all with these values",
                   [.strings("pictures", pictures, count: 1...64, "the flake pictures (see Pictures above)")] + Self.cell(cell)),
        ]
    }
}
