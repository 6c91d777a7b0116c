import Foundation

/// A running `EmitterLayer`: births, ages and retires particles one
/// `Timeline` tick (1/600 s) at a time and draws them as sprites.
///
/// Births are counted in "particle-ticks": each tick a cell earns its rate in
/// particles per second, and every `Timeline.tickRate` earned is one birth. A
/// fraction therefore carries over between ticks (5.5/s for 10 s gives 55
/// particles, not 50), and for rates that are exact binary fractions the count
/// is exact, with no floating-point drift over long runs.
///
/// Sub-cells (`EmitterCell.emitterCells`) are emitted by the particles
/// themselves: at `birthRate` per second of each particle's age (its trail;
/// the layer's `birthRate` does not scale it, so stopping emission leaves
/// trails whole), and `birthsAtDeath` at once where a particle dies. A
/// sub-particle starts at its parent's position with the parent's colour
/// multiplied into its own (white keeps the parent's) and `inheritedVelocity`
/// of its velocity.
package struct ParticleEmitter: Sendable {
    /// The most particles alive at once: a birth beyond it is skipped, so a
    /// trail of trails cannot grow without bound. Every live particle is
    /// stored and drawn each frame.
    package static let maxParticles = 50_000

    package var layer: EmitterLayer {
        didSet { if layer.cells != oldValue.cells { table = CellTable(layer.cells) } }
    }
    /// Every cell, sub-cells included; `Particle.cell` indexes it.
    package private(set) var table: CellTable
    /// Live particles, oldest first (the order they are drawn in).
    package private(set) var particles: [Particle] = []
    /// Ticks stepped so far.
    package private(set) var tick = 0
    /// Particles born so far, dead or alive.
    package private(set) var births = 0
    private var credit: [Double]

    package init(layer: EmitterLayer) {
        self.layer = layer
        table = CellTable(layer.cells)
        credit = Array(repeating: 0, count: layer.cells.count)
    }

    /// Advances one tick: particles whose age reaches their lifetime die
    /// (their death births join), live particles emit their trails, then this
    /// tick's births join at age 0. Every random value comes from `random`.
    package mutating func step(random: inout SeededRandom) {
        tick += 1
        let now = tick
        if table.hasSubCells {
            stepSubCells(now: now, random: &random)
        } else {
            particles.removeAll { $0.age(at: now) >= $0.lifetime }
        }
        if credit.count != layer.cells.count { credit = Array(repeating: 0, count: layer.cells.count) }
        let perTick = Double(Timeline.tickRate)
        for (i, cell) in layer.cells.enumerated() {
            let rate = cell.birthRate * layer.birthRate
            guard rate > 0, rate.isFinite else { continue }
            credit[i] += rate
            while credit[i] >= perTick {
                credit[i] -= perTick
                give(spawn(cell: i, random: &random))
            }
        }
    }

    /// Births `count` particles of the layer's cell `cell` at once, on the
    /// current tick, whatever the birth rates (Vortex's `burst()`): a tap's
    /// confetti, a rocket launched on cue.
    package mutating func burst(cell: Int, count: Int, random: inout SeededRandom) {
        guard layer.cells.indices.contains(cell) else { return }
        for _ in 0 ..< max(0, count) { give(spawn(cell: cell, random: &random)) }
    }

    /// Deaths with their births, then the trails of those still alive.
    private mutating func stepSubCells(now: Int, random: inout SeededRandom) {
        let before = particles
        particles.removeAll(keepingCapacity: true)
        var dead: [Particle] = []
        for p in before {
            if p.age(at: now) >= p.lifetime { dead.append(p) } else { particles.append(p) }
        }
        let alive = particles
        for p in dead {
            for sub in table.children[p.cell] where table[sub].birthsAtDeath > 0 {
                for _ in 0 ..< table[sub].birthsAtDeath { give(spawn(sub: sub, from: p, age: p.lifetime, random: &random)) }
            }
        }
        let perTick = Double(Timeline.tickRate)
        for p in alive {
            let k = Double(now - p.birthTick)
            for sub in table.children[p.cell] {
                let rate = table[sub].birthRate
                guard rate > 0, rate.isFinite else { continue }
                let due = Int((k * rate / perTick).rounded(.down)) - Int(((k - 1) * rate / perTick).rounded(.down))
                for _ in 0 ..< due { give(spawn(sub: sub, from: p, age: p.age(at: now), random: &random)) }
            }
        }
    }

    /// Counts a birth and keeps the particle if it lives and there is room.
    private mutating func give(_ p: Particle) {
        guard particles.count < Self.maxParticles else { return }
        births += 1
        if p.lifetime > 0 { particles.append(p) }
    }

    /// The live particles as sprites, oldest first: size is the cell's picture
    /// size times the particle's scale, opacity its alpha, tint its colour
    /// (none for white, which leaves the picture as it is). A cell with light
    /// (`ParticleLight`) follows its curves, blends as it says and has a soft
    /// halo of its colour drawn under it.
    package func draw() -> [DrawCommand] {
        particles.flatMap { p -> [DrawCommand] in
            let age = p.age(at: tick)
            let picture = table[p.cell], light = picture.light
            let life = p.lifetime > 0 ? age / p.lifetime : 1
            let scale = p.scale(at: age) * light.size(at: life)
            let color = light.colorOverLife.isEmpty ? p.color(at: age) : light.tinted(p.color(at: age), at: life)
            guard scale > 0, color.a > 0 else { return [] }
            let tint: Color? = color.r == 1 && color.g == 1 && color.b == 1 ? nil : Color(color.r, color.g, color.b)
            let size = Size(picture.pictureSize.width * scale, picture.pictureSize.height * scale)
            let at = p.position(at: age)
            let sprite = DrawCommand.sprite(Sprite(picture: picture.picture, center: at, size: size,
                                                   rotation: p.rotation(at: age), opacity: color.a, tint: tint, blend: light.blend))
            guard light.glow > 1 else { return [sprite] }
            let r = max(size.width, size.height) / 2
            return [.glow(Glow(center: at, radius: r * light.glow, color: Color(color.r, color.g, color.b, color.a * 0.6))), sprite]
        }
    }

    /// One particle of the layer's cell `i`, its values drawn in a fixed order
    /// so a seed always gives the same particles.
    private func spawn(cell i: Int, random: inout SeededRandom) -> Particle {
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
        return particle(cell: i, origin: origin, random: &random)
    }

    /// One particle of sub-cell `sub`, born from `parent` at the parent's `age`.
    private func spawn(sub: Int, from parent: Particle, age: Double, random: inout SeededRandom) -> Particle {
        var p = particle(cell: sub, origin: parent.position(at: age), random: &random)
        let c = table[sub], tint = parent.color(at: age)
        p.velocity = p.velocity + parent.velocity(at: age) * c.inheritedVelocity
        p.color = Color(p.color.r * tint.r, p.color.g * tint.g, p.color.b * tint.b, p.color.a)
        return p
    }

    private func particle(cell i: Int, origin: Point, random: inout SeededRandom) -> Particle {
        let c = table[i]
        let lifetime = random.spread(c.lifetime, c.lifetimeRange) * layer.lifetime
        let speed = random.spread(c.velocity, c.velocityRange) * layer.velocity
        let angle = random.spread(c.emissionLongitude, c.emissionRange)
        let scale = random.spread(c.scale, c.scaleRange) * layer.scale
        let spin = random.spread(c.spin, c.spinRange) * layer.spin
        let color = Color(random.spread(c.color.r, c.redRange), random.spread(c.color.g, c.greenRange),
                          random.spread(c.color.b, c.blueRange), random.spread(c.color.a, c.alphaRange))
        // Drawn last and only when asked for, so cells without it draw what they always drew.
        let damping = c.dampingRange > 0 ? max(0, random.spread(c.damping, c.dampingRange)) : c.damping
        return Particle(cell: i, birthTick: tick, lifetime: lifetime, origin: origin,
                        velocity: Point(speed * cos(angle), speed * sin(angle)),
                        acceleration: Point(c.xAcceleration, c.yAcceleration),
                        spin: spin, scale: scale, scaleSpeed: c.scaleSpeed * layer.scale,
                        color: color, colorSpeed: Color(c.redSpeed, c.greenSpeed, c.blueSpeed, c.alphaSpeed),
                        damping: damping, serial: births)
    }
}
