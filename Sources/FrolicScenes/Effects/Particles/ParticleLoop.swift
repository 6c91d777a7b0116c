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
    /// Ticks into the field the loop's first frame shows (`calmest`).
    private var shift = 0

    /// The births of `layer` over one period, each particle kept until it
    /// dies or, with `below`, until its top has passed that line (falling
    /// particles only speed up downwards, so it is gone for good).
    ///
    /// With `seam`, the loop starts where the step between two of its frames
    /// (`frameTicks` apart) moves least over `area`, so that its seam, from
    /// the last frame to the first, is one of its quietest steps.
    init(layer: EmitterLayer, period: Int, random: inout SeededRandom, below: Double? = nil,
         seam: (frameTicks: Int, area: Rect)? = nil) {
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
        if let seam { shift = calmest(frameTicks: seam.frameTicks, area: seam.area) }
    }

    /// The tick of the frame whose step from the frame before moves least
    /// over `area`: each particle there counts its size times how far it
    /// moved (its size at most, as a sprite that moves further changes no
    /// more pixels); one born in the step counts its whole area.
    private func calmest(frameTicks: Int, area: Rect) -> Int {
        guard frameTicks > 0, period % frameTicks == 0, period / frameTicks > 1 else { return 0 }
        var best = (movement: Double.infinity, tick: 0)
        for tick in stride(from: 0, to: period, by: frameTicks) {
            var movement = 0.0
            for (p, age) in alive(at: tick) {
                let cell = table[p.cell], size = max(cell.pictureSize.width, cell.pictureSize.height) * p.scale(at: age)
                let at = p.position(at: age)
                guard area.contains(at) else { continue }
                let before = age - Timeline.seconds(frameTicks)
                let moved = before < 0 ? size : min(size, (at - p.position(at: before)).length)
                movement += moved * size
            }
            if movement < best.movement { best = (movement, tick) }
        }
        return best.tick
    }

    /// The particles shown `tick` ticks into the loop, each with its age,
    /// oldest first (as an emitter draws them): order between two particles
    /// holds while both live, so it holds across the loop's seam too.
    func alive(at tick: Int) -> [(particle: Particle, age: Double)] {
        let t = (tick + shift) % period
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
