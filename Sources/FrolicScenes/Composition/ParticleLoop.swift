import FrolicCore

/// An emitter's steady fall as a loop of `period` ticks, for ambient snow and
/// rain: the particles of one period's births (their splashes included),
/// each shown at every age it has at a moment of the loop, so that the field
/// is full from the first frame and its last frame leads into its first, as
/// a GIF that loops for ever needs.
struct ParticleLoop: Sendable {
    /// Ticks after which every particle is where it was.
    let period: Int
    /// Every cell, sub-cells included, as the emitter numbered them.
    let table: CellTable
    /// One period's particles, birth ticks counted from the loop's start.
    private let particles: [Particle]

    /// The births of `layer` over one period, each particle kept until it
    /// dies or, with `below`, until its top has passed that line (falling
    /// particles only speed up downwards, so it is gone for good).
    init(layer: EmitterLayer, period: Int, random: inout SeededRandom, below: Double? = nil) {
        var emitter = ParticleEmitter(layer: layer)
        var born: [Particle] = []
        while emitter.tick < period || !emitter.particles.isEmpty {
            if emitter.tick == period { emitter.layer.birthRate = 0 }
            emitter.step(random: &random)
            for p in emitter.particles.reversed() {
                guard p.birthTick == emitter.tick else { break }
                born.append(p)
            }
        }
        table = emitter.table
        self.period = max(1, period)
        particles = born.map { p in
            guard let below else { return p }
            var p = p
            let cell = emitter.table[p.cell]
            let half = max(cell.pictureSize.width, cell.pictureSize.height) * max(p.scale, 0) / 2
            if let gone = PlayTime.fall(below + half - p.origin.y, speed: p.velocity.y, acceleration: p.acceleration.y) {
                p.lifetime = min(p.lifetime, gone)
            }
            return p
        }.sorted { ($0.birthTick, $0.serial) < ($1.birthTick, $1.serial) }
    }

    /// The particles shown `tick` ticks into the loop, each with its age,
    /// oldest first (as an emitter draws them): order between two particles
    /// holds while both live, so it holds across the loop's seam too.
    func alive(at tick: Int) -> [(particle: Particle, age: Double)] {
        let t = tick % period
        var shown: [(particle: Particle, age: Double, ticks: Int)] = []
        for p in particles {
            var k = ((t - p.birthTick) % period + period) % period
            while Timeline.seconds(k) < p.lifetime {
                shown.append((p, Timeline.seconds(k), k))
                k += period
            }
        }
        shown.sort { ($0.ticks, $1.particle.serial) > ($1.ticks, $0.particle.serial) }
        return shown.map { ($0.particle, $0.age) }
    }

    /// The particles at `tick` as an emitter draws them: each cell's picture
    /// at the particle's size, turn, opacity and tint.
    func sprites(at tick: Int) -> [DrawCommand] {
        alive(at: tick).compactMap { p, age in
            let scale = p.scale(at: age), color = p.color(at: age)
            guard scale > 0, color.a > 0 else { return nil }
            let cell = table[p.cell]
            let tint: Color? = color.r == 1 && color.g == 1 && color.b == 1 ? nil : Color(color.r, color.g, color.b)
            return .sprite(Sprite(picture: cell.picture, center: p.position(at: age),
                                  size: Size(cell.pictureSize.width * scale, cell.pictureSize.height * scale),
                                  rotation: p.rotation(at: age), opacity: color.a, tint: tint))
        }
    }
}
