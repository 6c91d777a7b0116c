import Foundation
import FrolicCore

/// Fireworks: under a night veil, glowing rockets rise from the bottom edge
/// one after another, each leaving a fading trail of golden sparks (a
/// sub-emitter while it lives), and burst near their peak (a sub-emitter at
/// its death) into a peony (a full sphere of sparks), a ring or a willow
/// (slow golden sparks that droop and linger). Sparks start white-hot, glow
/// in the rocket's colour, cool and fade as they fall, and each may end in
/// a crackle of tiny glints (a third generation of sub-emitters).
///
/// Light adds (`ParticleLight`, blend `add`): where sparks cross they burn
/// brighter, as real ones do, which is why the screen is veiled first.
///
///     { "fireworks": { "rockets": 6, "colors": ["#FF375F", "#FFD60A"], "burst": "ring" } }
package struct FireworksLayer: LayerEffect, Sendable {
    package static let key = "fireworks"
    package static let summary = "Glowing rockets rising from the bottom edge with a fading trail and bursting into peonies, rings and willows of sparks that crackle and fade"

    /// The shape of a burst.
    package enum Burst: String, Hashable, Sendable, CaseIterable {
        /// The three in turn: peony, ring, peony, willow, and again.
        case mixed
        /// A sphere of sparks in the rocket's colour.
        case peony
        /// Sparks all at one speed: a circle that grows.
        case ring
        /// Slow golden sparks with long trails that droop and linger.
        case willow
    }

    package var start = Trigger.time
    package var at = 0.3
    package var point: Point?
    package var area = Size(280, 220)
    package var rockets = 5
    package var interval = 0.35
    package var burst = Burst.mixed
    package var sparks = 110
    package var colors = FireworksLayer.palette
    package var burstSpeed = 215.0
    package var sparkLife = 1.4
    package var gravity = 70.0
    package var trail = 160.0
    package var crackle = 1
    package var dim = 0.86
    package var spark = FireworksLayer.sparkLight

    package static let palette = [0xFF375F, 0xFFD60A, 0x30D158, 0x64D2FF, 0xBF5AF2, 0xFF9F0A].map { Color(hex: $0) }
    /// Sparks add light, glow 3 radii wide, and cool from their colour to embers as they fade and shrink.
    package static let sparkLight = ParticleLight(
        blend: .add, glow: 3,
        colorOverLife: [Color(1, 1, 1, 1), Color(1, 1, 1, 1), Color(1, 0.8, 0.6, 0.75), Color(1, 0.45, 0.25, 0)],
        sizeOverLife: [1.25, 1, 0.8, 0.5])
    /// A rocket's deceleration, points per second²: with its speed set by
    /// the height it must reach, it slows to burst just before its peak.
    static let rocketGravity = 800.0
    /// The part of the time to its peak a rocket flies before it bursts.
    static let peakShare = 0.92
    /// Seconds a trail spark glows.
    static let trailLife = 0.45
    /// Seconds a crackle glint flashes (±40 %).
    static let crackleLife = 0.22
    /// Seconds a burst's bloom lasts.
    static let flash = 0.25
    /// A willow's sparks live this much longer than others.
    static let willowLife = 1.7
    /// Seconds the night sky takes to fall, and to lift once the last spark is out.
    static let dusk = 0.15, dawn = 0.25
    /// The night's colour.
    static let night = Color(0.01, 0.01, 0.06)
    /// A willow's gold, and a trail's.
    static let gold = Color(1, 0.72, 0.32)

    package init() {}

    package static let parameters: [Parameter<FireworksLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "a tap's point, else the screen's centre", "the centre of the area the rockets burst in, points"),
        .size("area", \.area, sides: 0...2000, "width and height of the area around `point` the bursts are spread over, points"),
        .integer("rockets", \.rockets, 1...50, "rockets each start launches"),
        .number("interval", \.interval, 0...10, "seconds between one rocket's launch and the next"),
        .choice("burst", \.burst, "the bursts' shape: `peony` (a sphere), `ring`, `willow` (drooping gold), or `mixed`"),
        .integer("sparks", \.sparks, 0...400, "sparks in each burst"),
        .colors("colors", \.colors, count: 1...16, "the bursts' colours, each rocket one of them"),
        .number("burstSpeed", \.burstSpeed, 0...2000, "speed the sparks fly out at, points per second"),
        .number("sparkLife", \.sparkLife, 0.05...10, "seconds a spark lives and fades (±20 %)"),
        .number("gravity", \.gravity, 0...5000, "how fast the sparks fall, points per second²"),
        .number("trail", \.trail, 0...600, "trail sparks per second behind a rising rocket"),
        .integer("crackle", \.crackle, 0...10, "glints each spark of a peony or a ring crackles into as it dies"),
        .number("dim", \.dim, 0...1, "how dark the night veil over the screen is while the fireworks play (0: none)"),
        .group("spark", "how the sparks shine", EmitterParameters.light(\.spark)),
    ]

    /// Seconds a rocket rises to burst `height` points above its launch.
    static func rise(height: Double) -> Double { peakShare * (2 * max(height, 1) / rocketGravity).squareRoot() }

    /// The burst shapes a rocket may take, in the order of their cells.
    static let shapes: [Burst] = [.peony, .ring, .willow]

    /// The shape of the `k`-th rocket of a start.
    func shape(ofRocket k: Int) -> Burst {
        burst == .mixed ? [.peony, .ring, .peony, .willow][k % 4] : burst
    }

    /// Seconds a burst of `shape` shines at most: its longest-lived spark and that spark's crackle.
    func burstLife(_ shape: Burst) -> Double {
        shape == .willow ? sparkLife * Self.willowLife * 1.2 : sparkLife * 1.2 + (crackle > 0 ? Self.crackleLife * 1.4 : 0)
    }

    /// The latest any rocket's burst ends, each risen to the highest burst
    /// (from the bottom of a screen `height` tall, no less than a phone's),
    /// then the dawn.
    package func playTime(height: Double) -> Double {
        let screen = max(height, PlayTime.tallestPhoneHeight)
        let highest = screen - (point?.y ?? screen / 2) + area.height / 2 + 20
        let end = (0 ..< rockets).map { Double($0) * interval + burstLife(shape(ofRocket: $0)) }.max() ?? 0
        return Self.rise(height: highest) + end + (dim > 0 ? Self.dawn : 0)
    }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    /// A rocket cell for each shape, each with its trail and burst; a peony's
    /// and a ring's sparks crackle.
    func rocketCells() -> [EmitterCell] {
        Self.shapes.map { shape in
            var streak = EmitterCell(picture: "", pictureSize: Size(2, 2))
            streak.birthRate = trail; streak.lifetime = Self.trailLife; streak.lifetimeRange = 0.12
            streak.velocity = 22; streak.velocityRange = 18; streak.emissionLongitude = .pi / 2; streak.emissionRange = 0.9
            streak.yAcceleration = 40; streak.alphaSpeed = -1 / Self.trailLife
            var spark = EmitterCell(picture: "", pictureSize: Size(3.4, 3.4))
            spark.lifetime = sparkLife; spark.lifetimeRange = sparkLife / 5
            spark.velocity = burstSpeed; spark.emissionRange = .pi
            spark.yAcceleration = gravity; spark.damping = 1.2; spark.inheritedVelocity = 0.3
            spark.light = self.spark
            spark.birthsAtDeath = sparks
            switch shape {
            case .peony, .mixed:
                spark.velocityRange = burstSpeed / 5
            case .ring:
                spark.velocityRange = burstSpeed / 40
                spark.birthsAtDeath = sparks * 3 / 4
            case .willow:
                spark.velocity = burstSpeed * 0.75; spark.velocityRange = burstSpeed / 4
                spark.lifetime = sparkLife * Self.willowLife; spark.lifetimeRange = spark.lifetime / 5
                spark.damping = 2; spark.yAcceleration = gravity * 1.2
            }
            if crackle > 0, shape != .willow {
                var glint = EmitterCell(picture: "", pictureSize: Size(2, 2))
                glint.birthsAtDeath = crackle
                glint.lifetime = Self.crackleLife; glint.lifetimeRange = Self.crackleLife * 0.4
                glint.velocity = 28; glint.velocityRange = 20; glint.emissionRange = .pi
                glint.yAcceleration = 30; glint.inheritedVelocity = 0.5
                spark.emitterCells = [glint]
            }
            var rocket = EmitterCell(picture: "", pictureSize: Size(3, 3))
            rocket.yAcceleration = Self.rocketGravity
            rocket.emitterCells = [streak, spark]
            return rocket
        }
    }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        let screen = context.scene.size
        let centre = Point(screen.width / 2, screen.height / 2)
        return Running(self, start: PresetStart(start: start, at: at, point: point, fallback: centre),
                       bottom: screen.height + 6, layer: EmitterLayer(cells: rocketCells()), seed: context.seed)
    }

    /// What a cell of the emitter's table is.
    enum Role: Equatable {
        case rocket, trail, spark(Burst), glint
    }

    /// The roles of `table`'s cells: the rockets first, then each rocket's
    /// trail and sparks, then the sparks' glints.
    static func roles(_ table: CellTable) -> [Role] {
        var roles = [Role](repeating: .rocket, count: table.cells.count)
        for (i, shape) in shapes.enumerated() where i < table.children.count {
            let subs = table.children[i]
            if subs.count > 0 { roles[subs[0]] = .trail }
            if subs.count > 1 {
                roles[subs[1]] = .spark(shape)
                for g in table.children[subs[1]] { roles[g] = .glint }
            }
        }
        return roles
    }

    struct Running: RunningLayer {
        let look: FireworksLayer
        let start: PresetStart
        let bottom: Double
        var emitter: ParticleEmitter
        var random: SeededRandom
        let variety: ParticleVariety
        let roles: [Role]
        /// Rockets still to launch: the next one's tick and the burst centre.
        var queue: (next: Int, left: Int, centre: Point)?
        /// Rockets launched since the last start.
        var launched = 0
        /// The tick the night sky fell, and the one it starts to lift on:
        /// once every rocket is launched and the last spark is out.
        var night: (from: Int, until: Int?)?

        init(_ look: FireworksLayer, start: PresetStart, bottom: Double, layer: EmitterLayer, seed: UInt64) {
            self.look = look; self.start = start; self.bottom = bottom
            emitter = ParticleEmitter(layer: layer)
            random = SeededRandom(seed: seed)
            variety = ParticleVariety(seed: seed)
            roles = FireworksLayer.roles(emitter.table)
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            emitter.step(random: &random)
            if let fired = start.fired(tick: tick, gestures: gestures) {
                queue = (tick, look.rockets, fired.point)
                launched = 0
                // A start in the dark keeps it dark; after the dawn began, night falls again.
                night = (night.flatMap { $0.until == nil ? $0.from : nil } ?? tick, nil)
            }
            while let q = queue, q.next == tick, q.left > 0 {
                launch(around: q.centre)
                queue = q.left > 1 ? (tick + max(1, Timeline.ticks(look.interval)), q.left - 1, q.centre) : nil
                if look.interval == 0, queue != nil { queue!.next = tick }
            }
            if let n = night, n.until == nil, queue == nil, emitter.particles.isEmpty { night = (n.from, tick) }
        }

        /// One rocket from the bottom edge, fast enough to burst at a point of the area.
        private mutating func launch(around centre: Point) {
            let target = Point(centre.x + look.area.width * (random.unit() - 0.5),
                               centre.y + look.area.height * (random.unit() - 0.5))
            let x0 = target.x + 40 * (random.unit() - 0.5)
            let color = look.colors[random.integer(0, look.colors.count - 1)]
            let shape = FireworksLayer.shapes.firstIndex(of: look.shape(ofRocket: launched)) ?? 0
            launched += 1
            let height = bottom - target.y
            let g = FireworksLayer.rocketGravity
            let speed = (2 * g * max(height, 1)).squareRoot()
            let life = FireworksLayer.rise(height: height)
            // Aimed so that it drifts from x0 to the target's x by its burst.
            let dx = (target.x - x0) / life
            var rocket = emitter.layer.cells[shape]
            rocket.velocity = (speed * speed + dx * dx).squareRoot()
            rocket.emissionLongitude = atan2(-speed, dx)
            rocket.lifetime = life
            rocket.color = color
            emitter.layer.cells[shape] = rocket
            emitter.layer.position = Point(x0, bottom)
            emitter.burst(cell: shape, count: 1, random: &random)
        }

        func draw() -> [DrawCommand] {
            var out = sky()
            // The burst a spark belongs to: its birth tick and place, shared by its sisters.
            var burst: (tick: Int, at: Point)?
            for p in emitter.particles {
                let age = p.age(at: emitter.tick), c = p.color(at: age), at = p.position(at: age)
                switch roles[p.cell] {
                case .rocket:
                    // A white-hot head stretched along its flight, in a halo of its colour.
                    out += streak(p, age: age, back: 0.035, radius: 1.9, color: mix(.white, c, 0.3).withAlpha(1),
                                  core: 0.8, halo: 4, haloStrength: 0.45)
                case .trail:
                    let flicker = 0.7 + 0.3 * cos(55 * age + variety.real(p.serial, 0, 0, 2 * .pi))
                    let color = mix(FireworksLayer.gold, c, 0.2).withAlpha(c.a * c.a * flicker)
                    out.append(.glow(Glow(center: at, radius: 1.1, color: color, halo: 2.5, haloStrength: 0.3)))
                case let .spark(shape):
                    if age < FireworksLayer.flash, burst.map({ $0.tick != p.birthTick || $0.at != p.origin }) ?? true {
                        burst = (p.birthTick, p.origin)
                        out.append(flash(p, age: age))
                    }
                    out += spark(p, age: age, shape: shape)
                case .glint:
                    let life = age / p.lifetime
                    // On and off a few times, each flash a tiny four-pointed star.
                    let flash = max(0, sin(.pi * life * variety.real(p.serial, 0, 2, 4) + variety.real(p.serial, 1, 0, 1)))
                    guard flash > 0.05 else { continue }
                    out.append(.glow(Glow(center: at, radius: 1.2, color: Color(1, 0.93, 0.78, flash * (1 - 0.4 * life)),
                                          core: 1, halo: 2.5, haloStrength: 0.3, rays: 4, rayLength: 3.5, rayWidth: 0.5,
                                          rotation: variety.real(p.serial, 2, 0, .pi / 2))))
                }
            }
            return out
        }

        /// The bloom of a burst: one wide soft light where it broke, fading fast.
        private func flash(_ p: Particle, age: Double) -> DrawCommand {
            let fade = 1 - age / FireworksLayer.flash
            let c = p.color(at: age)
            return .glow(Glow(center: p.origin, radius: 34 * (0.6 + 0.4 * (1 - fade)), color: mix(.white, c, 0.5).withAlpha(0.5 * fade * fade),
                              core: 0.25, blend: look.spark.blend))
        }

        /// A burst spark: white-hot at first, then its colour cooling by the
        /// spark's light curves, a short streak where it just was, a halo, and
        /// a glitter as it dies. A willow's golden sparks leave a long fading trail.
        private func spark(_ p: Particle, age: Double, shape: Burst) -> [DrawCommand] {
            let light = look.spark
            let life = min(1, age / p.lifetime)
            var base = p.color(at: age)
            if shape == .willow { base = mix(FireworksLayer.gold, base, 0.15).withAlpha(base.a) }
            let c = light.tinted(base, at: life)
            let glitter = life > 0.6 ? 0.6 + 0.4 * cos(38 * age + variety.real(p.serial, 0, 0, 2 * .pi)) : 1
            let bright = variety.real(p.serial, 1, 0.75, 1)
            let r = 2.1 * light.size(at: life) * variety.real(p.serial, 2, 0.8, 1.15)
            guard c.a * glitter > 0.004, r > 0.05 else { return [] }
            // White-hot for its first fifth of a second.
            let hot = max(0, 1 - age / 0.22)
            let color = mix(.white, c, 1 - 0.7 * hot).withAlpha(c.a * glitter * bright)
            var out: [DrawCommand] = []
            if shape == .willow {
                // A long drooping tail: thin streaks back along its path, fainter with age.
                for k in stride(from: 4, through: 1, by: -1) {
                    let t1 = age - 0.07 * Double(k), t0 = t1 - 0.07
                    guard t1 > 0 else { continue }
                    let a = p.position(at: max(0, t0)), b = p.position(at: t1)
                    let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                    let fade = 1 - Double(k) / 5, thin = r * 0.55
                    out.append(.glow(Glow(center: Point((a.x + b.x) / 2, (a.y + b.y) / 2), radius: thin,
                                          color: color.withAlpha(color.a * 0.5 * fade), rotation: atan2(dy, dx),
                                          stretch: (length / 2 + thin) / thin, blend: light.blend)))
                }
            }
            // Their halos grow in, so a burst's sparks, all in one spot at first, do not merge into a disc.
            out += streak(p, age: age, back: 0.07, radius: r, color: color.withAlpha(color.a * min(1, 0.35 + age / 0.15)),
                          core: 0.5 * hot + 0.2, halo: light.glow, haloStrength: 0.35 * min(1, age / 0.3), blend: light.blend)
            return out
        }

        /// A round head where `p` is, and a thinner, fainter streak back to
        /// where it was `back` seconds ago (its motion, as the eye smears it).
        private func streak(_ p: Particle, age: Double, back: Double, radius: Double, color: Color, core: Double,
                            halo: Double, haloStrength: Double, blend: BlendMode = .add) -> [DrawCommand] {
            let now = p.position(at: age), then = p.position(at: max(0, age - back))
            let dx = now.x - then.x, dy = now.y - then.y
            let length = (dx * dx + dy * dy).squareRoot()
            let head = DrawCommand.glow(Glow(center: now, radius: radius, color: color, core: core, halo: halo,
                                             haloStrength: haloStrength, blend: blend))
            guard length > radius else { return [head] }
            let thin = radius * 0.75
            let tail = DrawCommand.glow(Glow(center: Point(now.x - dx / 2, now.y - dy / 2), radius: thin,
                                             color: color.withAlpha(color.a * 0.6), rotation: atan2(dy, dx),
                                             stretch: (length / 2 + thin) / thin, blend: blend))
            return [tail, head]
        }

        /// The night sky over the screen while the fireworks play.
        private func sky() -> [DrawCommand] {
            guard look.dim > 0, let n = night else { return [] }
            let t = emitter.tick - 1
            let fall = Double(t - n.from) / Double(max(1, Timeline.ticks(FireworksLayer.dusk)))
            let lift = n.until.map { Double(t - $0) / Double(max(1, Timeline.ticks(FireworksLayer.dawn))) } ?? 0
            let dark = look.dim * min(1, max(0, fall)) * (1 - min(1, max(0, lift)))
            return dark > 0 ? [.fill(FireworksLayer.night.withAlpha(dark))] : []
        }

        private func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
            Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, b.a)
        }
    }
}
