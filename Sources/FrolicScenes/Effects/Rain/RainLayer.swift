import Foundation
import FrolicCore

/// Rain: streaks falling fast at a slant across the screen, each landing
/// somewhere on it (the screen read as a surface seen from above) with a
/// small splash, a sub-emitter at its death: a few droplets thrown up and
/// a ripple ring spreading and fading. A streak's colour follows the light
/// under it (`contrast`: lighter over dark pixels, darker over light ones),
/// and each streak and ring has a faint dark edge, so that rain reads over
/// a dark code block as over a white page.
///
///     { "rain": { "duration": 3, "drops": 140, "angle": 0.3 } }
package struct RainLayer: LayerEffect, Sendable {
    package static let key = "rain"
    package static let summary = "Rain streaks falling at a slant, each landing on the screen with a small splash"

    package var start = Trigger.time
    package var at = 0.0
    package var region: Rect?
    package var duration = 3.0
    /// Seconds after which the rain repeats exactly; 0: it starts at `start` and falls for `duration`.
    package var loop = 0.0
    package var drops = 180.0
    package var angle = 0.22
    package var speed = 1100.0
    package var length = 26.0
    package var color = Color(0.5, 0.62, 0.85, 0.75)
    package var splash = 3
    package var contrast = 0.75

    /// Seconds a splash droplet and a ripple last.
    static let splashLife = 0.3

    package init() {}

    package static let parameters: [Parameter<RainLayer>] = Parameter.start(\.start, at: \.at) + [
        .rect("region", \.region, absent: "the whole screen", "the rectangle the rain falls in, clipped to it"),
        .number("duration", \.duration, 0.001...SceneLimits.seconds, "seconds of rain after the start (a new start restarts it)"),
        .number("loop", \.loop, 0...SceneLimits.seconds,
                "with more than 0, the rain falls steadily from the first frame and repeats every `loop` seconds, "
                + "for a GIF that loops seamlessly (`start`, `at` and `duration` are then unused)"),
        .number("drops", \.drops, 0...2000, "drops per second"),
        .number("angle", \.angle, -1.2...1.2, "slant from straight down, radians (positive: blown to the right)"),
        .number("speed", \.speed, 1...20_000, "points per second (±10 %)"),
        .number("length", \.length, 0.5...500, "a streak's length, points"),
        .color("color", \.color, "the streaks' and splashes' colour; alpha is opacity"),
        .integer("splash", \.splash, 0...20, "droplets thrown up where each drop lands (0: no splash)"),
        .number("contrast", \.contrast, 0...1,
                "how far a streak's colour moves towards white over dark pixels and towards black over light ones (0: `color` everywhere)"),
    ]

    /// The longest a drop falls, seconds, over a screen `height` points tall.
    func fallTime(height: Double) -> Double { (height + 2 * length) / (speed * 0.9 * cos(angle)) }

    package var loopTime: Double? { loop > 0 ? loop : nil }

    package func cutTime(height: Double) -> Double { duration }

    package func playTime(height: Double) -> Double {
        if let loopTime { return loopTime }
        return duration + fallTime(height: region?.height ?? max(height, PlayTime.tallestPhoneHeight)) + Self.splashLife
    }

    package var areas: [(field: String, rect: Rect)] { region.map { [("region", $0)] } ?? [] }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    /// Over a screenshot, rain is ambient: falling from the first frame in a
    /// loop of `PlayTime.ambientLoop` seconds.
    package static func overPicture(of size: Size) -> RainLayer {
        var rain = RainLayer()
        rain.loop = PlayTime.ambientLoop
        return rain
    }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        let area = region ?? Rect(origin: .zero, size: context.scene.size)
        // Landing evenly between a fifth of the way down and the bottom.
        let longest = fallTime(height: area.height), shortest = longest * 0.25
        var drop = EmitterCell(picture: "", pictureSize: Size(1.4, length))
        drop.birthRate = drops
        drop.lifetime = (longest + shortest) / 2; drop.lifetimeRange = (longest - shortest) / 2
        drop.velocity = speed; drop.velocityRange = speed / 10
        drop.color = color; drop.alphaRange = color.a / 4
        drop.emissionLongitude = .pi / 2 - angle
        var droplet = EmitterCell(picture: "", pictureSize: Size(2.2, 2.2))
        droplet.birthsAtDeath = splash; droplet.lifetime = Self.splashLife; droplet.lifetimeRange = 0.08
        droplet.velocity = 70; droplet.velocityRange = 30; droplet.emissionLongitude = -.pi / 2; droplet.emissionRange = 1.1
        droplet.yAcceleration = 600; droplet.alphaSpeed = -0.8 / Self.splashLife
        var ripple = EmitterCell(picture: "", pictureSize: Size(20, 6))
        ripple.birthsAtDeath = splash > 0 ? 1 : 0; ripple.lifetime = Self.splashLife
        ripple.scale = 0.25; ripple.scaleSpeed = 0.75 / Self.splashLife; ripple.alphaSpeed = -1 / Self.splashLife
        droplet.color = Color(1, 1, 1, color.a); ripple.color = Color(1, 1, 1, color.a)
        drop.emitterCells = [droplet, ripple]
        // The line drops start on: above the area, wide enough upwind that the slant still covers it.
        let shade = try RainShade(backdrop: context.backdrop, size: context.scene.size, contrast: contrast,
                                  pictures: context.environment.pictures)
        let reach = tan(angle) * (area.height + length)
        let layer = EmitterLayer(shape: .line, position: Point(area.center.x - reach / 2, area.minY - length),
                                 size: Size(area.width + abs(reach) + 2 * length, 0), cells: [drop])
        if loop > 0 {
            var random = SeededRandom(seed: context.seed)
            let seam = (frameTicks: Timeline.tickRate / max(1, context.scene.fps), area: area)
            return Looping(fall: ParticleLoop(layer: layer, period: Timeline.ticks(loop), random: &random, seam: seam),
                           clip: region, streak: Size(1.4, length), tilt: -angle, shade: shade)
        }
        var off = layer
        off.birthRate = 0
        return Running(start: start, startTick: Timeline.ticks(at), emissionTicks: Timeline.ticks(duration),
                       emitter: ParticleEmitter(layer: off), random: SeededRandom(seed: context.seed),
                       clip: region, streak: Size(1.4, length), tilt: -angle, shade: shade)
    }

    /// Rain that has always been falling: `ParticleLoop`'s field.
    struct Looping: RunningLayer {
        let fall: ParticleLoop
        let clip: Rect?
        let streak: Size
        let tilt: Double
        let shade: RainShade
        /// Ticks stepped so far.
        var now = 0

        mutating func step(tick: Int, gestures: [Gesture]) { now = tick + 1 }

        func draw() -> [DrawCommand] {
            let drawn = RainLayer.draw(fall.alive(at: now), table: fall.table, streak: streak, tilt: tilt, shade: shade)
            guard let clip else { return drawn }
            return [.layer(Layer(drawn, clip: clip))]
        }
    }

    /// The emitter, on while a start is less than `duration` ago; the
    /// splashes go on after it stops.
    struct Running: RunningLayer {
        let start: Trigger
        let startTick: Int
        let emissionTicks: Int
        var emitter: ParticleEmitter
        var random: SeededRandom
        var emitUntil = 0
        let clip: Rect?
        let streak: Size
        let tilt: Double
        let shade: RainShade

        init(start: Trigger, startTick: Int, emissionTicks: Int, emitter: ParticleEmitter, random: SeededRandom,
             clip: Rect?, streak: Size, tilt: Double, shade: RainShade) {
            self.start = start; self.startTick = startTick; self.emissionTicks = emissionTicks
            self.emitter = emitter; self.random = random; self.clip = clip; self.streak = streak; self.tilt = tilt
            self.shade = shade
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            if start.fires(tick: tick, startTick: startTick, gestures: gestures) { emitUntil = tick + emissionTicks }
            emitter.layer.birthRate = tick < emitUntil ? 1 : 0
            emitter.step(random: &random)
        }

        func draw() -> [DrawCommand] {
            let drawn = RainLayer.draw(emitter.particles.map { ($0, $0.age(at: emitter.tick)) }, table: emitter.table,
                                       streak: streak, tilt: tilt, shade: shade)
            guard let clip else { return drawn }
            return [.layer(Layer(drawn, clip: clip))]
        }
    }

    /// How dark a streak's or ring's edge is, and how opaque against the
    /// drop's own alpha: enough to show on white, too little to read as a
    /// dark line on a dark screen.
    static let edge = (shade: 0.3, alpha: 0.45, width: 1.3)

    /// Drops as streaks (a dark edge under a light core), droplets as dots,
    /// ripples as rings (with a dark ring under each).
    static func draw(_ particles: [(particle: Particle, age: Double)], table: CellTable, streak: Size, tilt: Double,
                     shade: RainShade) -> [DrawCommand] {
        particles.flatMap { p, age -> [DrawCommand] in
            let at = p.position(at: age), c = shade.tint(p.color(at: age), at: at)
            let dark = Color(c.r * edge.shade, c.g * edge.shade, c.b * edge.shade, c.a * edge.alpha)
            switch p.cell {
            case 0:
                let rim = Size(streak.width + edge.width, streak.height + edge.width)
                return [ShapeParticle.draw([.rect(Rect(center: .zero, size: rim), cornerRadius: rim.width / 2, style: .fill(dark)),
                                            .rect(Rect(center: .zero, size: streak), cornerRadius: streak.width / 2, style: .fill(c))],
                                           center: at, rotation: tilt)].compactMap { $0 }
            case 1:
                return [.ellipse(Rect(center: at, size: Size(2.2 + edge.width, 2.2 + edge.width)), style: .fill(dark)),
                        .ellipse(Rect(center: at, size: Size(2.2, 2.2)), style: .fill(c))]
            default:
                let cell = table[p.cell], s = p.scale(at: age)
                let ring = Rect(center: at, size: Size(cell.pictureSize.width * s, cell.pictureSize.height * s))
                return [.ellipse(ring, style: ShapeStyle(stroke: dark, lineWidth: 1.2 + edge.width)),
                        .ellipse(ring, style: ShapeStyle(stroke: c, lineWidth: 1.2))]
            }
        }
    }
}
