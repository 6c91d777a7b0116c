import Foundation

/// A running `EmitterLayer`: births, ages and retires particles one
/// `Timeline` tick (1/600 s) at a time and draws them as sprites.
///
/// Births are counted in "particle-ticks": each tick a cell earns its rate in
/// particles per second, and every `Timeline.tickRate` earned is one birth. A
/// fraction therefore carries over between ticks (5.5/s for 10 s gives 55
/// particles, not 50), and for rates that are exact binary fractions the count
/// is exact, with no floating-point drift over long runs.
public struct ParticleEmitter: Sendable {
    public var layer: EmitterLayer
    /// Live particles, oldest first (the order they are drawn in).
    public private(set) var particles: [Particle] = []
    /// Ticks stepped so far.
    public private(set) var tick = 0
    /// Particles born so far, dead or alive.
    public private(set) var births = 0
    private var credit: [Double]

    public init(layer: EmitterLayer) {
        self.layer = layer
        credit = Array(repeating: 0, count: layer.cells.count)
    }

    /// Advances one tick: particles whose age reaches their lifetime die, then
    /// this tick's births join at age 0. Every random value comes from `random`.
    public mutating func step(random: inout SeededRandom) {
        tick += 1
        let now = tick
        particles.removeAll { $0.age(at: now) >= $0.lifetime }
        if credit.count != layer.cells.count { credit = Array(repeating: 0, count: layer.cells.count) }
        let perTick = Double(Timeline.tickRate)
        for (i, cell) in layer.cells.enumerated() {
            let rate = cell.birthRate * layer.birthRate
            guard rate > 0, rate.isFinite else { continue }
            credit[i] += rate
            while credit[i] >= perTick {
                credit[i] -= perTick
                births += 1
                let p = spawn(cell: i, random: &random)
                if p.lifetime > 0 { particles.append(p) }
            }
        }
    }

    /// The live particles as sprites, oldest first: size is the cell's picture
    /// size times the particle's scale, opacity its alpha, tint its colour
    /// (none for white, which leaves the picture as it is).
    public func draw() -> [DrawCommand] {
        particles.compactMap { p in
            let age = p.age(at: tick)
            let scale = p.scale(at: age)
            let color = p.color(at: age)
            guard scale > 0, color.a > 0 else { return nil }
            let picture = layer.cells[p.cell]
            let tint: Color? = color.r == 1 && color.g == 1 && color.b == 1 ? nil : Color(color.r, color.g, color.b)
            return .sprite(Sprite(picture: picture.picture, center: p.position(at: age),
                                  size: Size(picture.pictureSize.width * scale, picture.pictureSize.height * scale),
                                  rotation: p.rotation(at: age), opacity: color.a, tint: tint))
        }
    }

    /// One particle of cell `i`, its values drawn in a fixed order so a seed
    /// always gives the same particles.
    private func spawn(cell i: Int, random: inout SeededRandom) -> Particle {
        let c = layer.cells[i]
        let origin: Point
        switch layer.shape {
        case .point:
            origin = layer.position
        case .line:
            origin = Point(layer.position.x + layer.size.width * (random.unit() - 0.5), layer.position.y)
        case .rectangle:
            let x = layer.position.x + layer.size.width * (random.unit() - 0.5)
            origin = Point(x, layer.position.y + layer.size.height * (random.unit() - 0.5))
        }
        let lifetime = random.spread(c.lifetime, c.lifetimeRange) * layer.lifetime
        let speed = random.spread(c.velocity, c.velocityRange) * layer.velocity
        let angle = random.spread(c.emissionLongitude, c.emissionRange)
        let scale = random.spread(c.scale, c.scaleRange) * layer.scale
        let spin = random.spread(c.spin, c.spinRange) * layer.spin
        let color = Color(random.spread(c.color.r, c.redRange), random.spread(c.color.g, c.greenRange),
                          random.spread(c.color.b, c.blueRange), random.spread(c.color.a, c.alphaRange))
        return Particle(cell: i, birthTick: tick, lifetime: lifetime, origin: origin,
                        velocity: Point(speed * cos(angle), speed * sin(angle)),
                        acceleration: Point(c.xAcceleration, c.yAcceleration),
                        spin: spin, scale: scale, scaleSpeed: c.scaleSpeed * layer.scale,
                        color: color, colorSpeed: Color(c.redSpeed, c.greenSpeed, c.blueSpeed, c.alphaSpeed))
    }
}
