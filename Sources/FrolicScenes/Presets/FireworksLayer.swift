import Foundation
import FrolicCore

/// Fireworks: rockets rise from the bottom edge one after another, each
/// leaving a trail of golden sparks (a sub-emitter while it lives), and
/// burst near their peak into a sphere of sparks in the rocket's colour (a
/// sub-emitter at its death) that spread, slow, fall and fade.
///
///     { "fireworks": { "rockets": 6, "colors": ["#FF375F", "#FFD60A"] } }
package struct FireworksLayer: LayerEffect, Sendable {
    package static let key = "fireworks"
    package static let summary = "Rockets rising from the bottom edge with a trail and bursting into coloured sparks that fall and fade"

    package var start = Trigger.time
    package var at = 0.3
    package var point: Point?
    package var area = Size(240, 200)
    package var rockets = 5
    package var interval = 0.35
    package var sparks = 90
    package var colors = FireworksLayer.palette
    package var burstSpeed = 210.0
    package var sparkLife = 1.3
    package var gravity = 90.0
    package var trail = 160.0
    package var dim = 0.55

    package static let palette = [0xFF375F, 0xFFD60A, 0x30D158, 0x64D2FF, 0xBF5AF2, 0xFF9F0A].map { Color(hex: $0) }
    /// A rocket's deceleration, points per second²: with its speed set by
    /// the height it must reach, it slows to burst just before its peak.
    static let rocketGravity = 800.0
    /// The part of the time to its peak a rocket flies before it bursts.
    static let peakShare = 0.92
    /// Seconds a trail spark glows.
    static let trailLife = 0.4
    /// Seconds the night sky takes to fall, and to lift once the last spark is out.
    static let dusk = 0.15, dawn = 0.25

    package init() {}

    package static let parameters: [Parameter<FireworksLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "a tap's point, else the screen's centre", "the centre of the area the rockets burst in, points"),
        .size("area", \.area, sides: 0...2000, "width and height of the area around `point` the bursts are spread over, points"),
        .integer("rockets", \.rockets, 1...50, "rockets each start launches"),
        .number("interval", \.interval, 0...10, "seconds between one rocket's launch and the next"),
        .integer("sparks", \.sparks, 0...400, "sparks in each burst"),
        .colors("colors", \.colors, count: 1...16, "the bursts' colours, each rocket one of them"),
        .number("burstSpeed", \.burstSpeed, 0...2000, "speed the sparks fly out at, points per second (±25 %)"),
        .number("sparkLife", \.sparkLife, 0.05...10, "seconds a spark lives and fades (±20 %)"),
        .number("gravity", \.gravity, 0...5000, "how fast the sparks fall, points per second²"),
        .number("trail", \.trail, 0...600, "trail sparks per second behind a rising rocket"),
        .number("dim", \.dim, 0...1, "how dark the screen turns while the fireworks play, as a night sky (0: not at all)"),
    ]

    /// Seconds a rocket rises to burst `height` points above its launch.
    static func rise(height: Double) -> Double { peakShare * (2 * max(height, 1) / rocketGravity).squareRoot() }

    /// The last rocket's rise to the highest burst (from the bottom of a
    /// screen `height` tall, no less than a phone's), then its sparks' life.
    package func playTime(height: Double) -> Double {
        let screen = max(height, PlayTime.tallestPhoneHeight)
        let highest = screen - (point?.y ?? screen / 2) + area.height / 2 + 20
        return Double(rockets - 1) * interval + Self.rise(height: highest) + sparkLife * 1.2 + (dim > 0 ? Self.dawn : 0)
    }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        let screen = context.scene.size
        var streak = EmitterCell(picture: "", pictureSize: Size(2, 2))
        streak.birthRate = trail; streak.lifetime = Self.trailLife; streak.lifetimeRange = 0.1
        streak.velocity = 30; streak.velocityRange = 25; streak.emissionLongitude = .pi / 2; streak.emissionRange = 0.9
        streak.yAcceleration = 40; streak.alphaSpeed = -1 / Self.trailLife
        var spark = EmitterCell(picture: "", pictureSize: Size(3, 3))
        spark.birthsAtDeath = sparks; spark.lifetime = sparkLife; spark.lifetimeRange = sparkLife / 5
        spark.velocity = burstSpeed; spark.velocityRange = burstSpeed / 4; spark.emissionRange = .pi
        spark.yAcceleration = gravity; spark.damping = 1.2; spark.inheritedVelocity = 0.3
        spark.alphaSpeed = -0.8 / sparkLife
        var rocket = EmitterCell(picture: "", pictureSize: Size(3, 3))
        rocket.yAcceleration = Self.rocketGravity
        rocket.emitterCells = [streak, spark]
        let centre = Point(screen.width / 2, screen.height / 2)
        return Running(self, start: PresetStart(start: start, at: at, point: point, fallback: centre),
                       bottom: screen.height + 6, layer: EmitterLayer(cells: [rocket]), seed: context.seed)
    }

    struct Running: EffectLayer {
        let look: FireworksLayer
        let start: PresetStart
        let bottom: Double
        var emitter: ParticleEmitter
        var random: SeededRandom
        let variety: ParticleVariety
        /// Rockets still to launch: the next one's tick and the burst centre.
        var queue: (next: Int, left: Int, centre: Point)?
        /// The tick the night sky fell, and the one it starts to lift on:
        /// once every rocket is launched and the last spark is out.
        var night: (from: Int, until: Int?)?

        init(_ look: FireworksLayer, start: PresetStart, bottom: Double, layer: EmitterLayer, seed: UInt64) {
            self.look = look; self.start = start; self.bottom = bottom
            emitter = ParticleEmitter(layer: layer)
            random = SeededRandom(seed: seed)
            variety = ParticleVariety(seed: seed)
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            emitter.step(random: &random)
            if let fired = start.fired(tick: tick, gestures: gestures) {
                queue = (tick, look.rockets, fired.point)
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
            let height = bottom - target.y
            let g = FireworksLayer.rocketGravity
            let speed = (2 * g * max(height, 1)).squareRoot()
            let life = FireworksLayer.rise(height: height)
            // Aimed so that it drifts from x0 to the target's x by its burst.
            let dx = (target.x - x0) / life
            emitter.layer.cells[0].velocity = (speed * speed + dx * dx).squareRoot()
            emitter.layer.cells[0].emissionLongitude = atan2(-speed, dx)
            emitter.layer.cells[0].lifetime = life
            emitter.layer.cells[0].color = color
            emitter.layer.position = Point(x0, bottom)
            emitter.burst(cell: 0, count: 1, random: &random)
        }

        func draw() -> [DrawCommand] {
            sky() + emitter.particles.flatMap { p -> [DrawCommand] in
                let age = p.age(at: emitter.tick), c = p.color(at: age), at = p.position(at: age)
                switch p.cell {
                case 0:
                    return [.ellipse(Rect(center: at, size: Size(4, 4)), style: .fill(mix(.white, c, 0.25)))]
                case 1:
                    let gold = Color(1, 0.78, 0.42)
                    return [.ellipse(Rect(center: at, size: Size(2.6, 2.6)), style: .fill(mix(gold, c, 0.3).withAlpha(c.a * 0.9)))]
                default:
                    let life = age / p.lifetime
                    // White-hot at first, then the colour, glittering as it fades.
                    let glitter = life > 0.55 ? 0.55 + 0.45 * cos(40 * age + variety.real(p.serial, 0, 0, 2 * .pi)) : 1
                    let color = mix(.white, c, min(1, age / 0.18))
                    let d = 4 * (1 - 0.7 * life)
                    // A comet: the spark and two fainter dots where it just was.
                    return [(0.08, 0.35, 0.6), (0.04, 0.6, 0.8), (0, 1, 1)].compactMap { back, alpha, size in
                        guard age >= back else { return nil }
                        return .ellipse(Rect(center: p.position(at: age - back), size: Size(d * size, d * size)),
                                        style: .fill(color.withAlpha(c.a * glitter * alpha)))
                    }
                }
            }
        }

        /// The night sky over the screen while the fireworks play.
        private func sky() -> [DrawCommand] {
            guard look.dim > 0, let n = night else { return [] }
            let t = emitter.tick - 1
            let fall = Double(t - n.from) / Double(max(1, Timeline.ticks(FireworksLayer.dusk)))
            let lift = n.until.map { Double(t - $0) / Double(max(1, Timeline.ticks(FireworksLayer.dawn))) } ?? 0
            let dark = look.dim * min(1, max(0, fall)) * (1 - min(1, max(0, lift)))
            return dark > 0 ? [.fill(Color(0.01, 0.01, 0.08, dark))] : []
        }

        private func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
            Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, b.a)
        }
    }
}
