import Foundation
import FrolicCore

/// Rain: streaks falling fast at a slant across the screen, each landing
/// somewhere on it (the screen read as a surface seen from above) with a
/// small splash, a sub-emitter at its death: a few droplets thrown up and
/// a ripple ring spreading and fading.
///
///     { "rain": { "duration": 3, "drops": 140, "angle": 0.3 } }
package struct RainLayer: LayerEffect, Sendable {
    package static let key = "rain"
    package static let summary = "Rain streaks falling at a slant, each landing on the screen with a small splash"

    package var start = Trigger.time
    package var at = 0.0
    package var region: Rect?
    package var duration = 3.0
    package var drops = 180.0
    package var angle = 0.22
    package var speed = 1100.0
    package var length = 26.0
    package var color = Color(0.5, 0.62, 0.85, 0.75)
    package var splash = 3

    /// Seconds a splash droplet and a ripple last.
    static let splashLife = 0.3

    package init() {}

    package static let parameters: [Parameter<RainLayer>] = Parameter.start(\.start, at: \.at) + [
        .rect("region", \.region, absent: "the whole screen", "the rectangle the rain falls in, clipped to it"),
        .number("duration", \.duration, 0.001...SceneLimits.seconds, "seconds of rain after the start (a new start restarts it)"),
        .number("drops", \.drops, 0...2000, "drops per second"),
        .number("angle", \.angle, -1.2...1.2, "slant from straight down, radians (positive: blown to the right)"),
        .number("speed", \.speed, 1...20_000, "points per second (±10 %)"),
        .number("length", \.length, 0.5...500, "a streak's length, points"),
        .color("color", \.color, "the streaks' and splashes' colour; alpha is opacity"),
        .integer("splash", \.splash, 0...20, "droplets thrown up where each drop lands (0: no splash)"),
    ]

    /// The longest a drop falls, seconds, over a screen `height` points tall.
    func fallTime(height: Double) -> Double { (height + 2 * length) / (speed * 0.9 * cos(angle)) }

    package func playTime(height: Double) -> Double {
        duration + fallTime(height: region?.height ?? max(height, PlayTime.tallestPhoneHeight)) + Self.splashLife
    }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
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
        let reach = tan(angle) * (area.height + length)
        let layer = EmitterLayer(shape: .line, position: Point(area.center.x - reach / 2, area.minY - length),
                                 size: Size(area.width + abs(reach) + 2 * length, 0), cells: [drop])
        var off = layer
        off.birthRate = 0
        return Running(start: start, startTick: Timeline.ticks(at), emissionTicks: Timeline.ticks(duration),
                       emitter: ParticleEmitter(layer: off), random: SeededRandom(seed: context.seed),
                       clip: region, streak: Size(1.4, length), tilt: -angle)
    }

    /// The emitter, on while a start is less than `duration` ago; the
    /// splashes go on after it stops.
    struct Running: EffectLayer {
        let start: Trigger
        let startTick: Int
        let emissionTicks: Int
        var emitter: ParticleEmitter
        var random: SeededRandom
        var emitUntil = 0
        let clip: Rect?
        let streak: Size
        let tilt: Double

        init(start: Trigger, startTick: Int, emissionTicks: Int, emitter: ParticleEmitter, random: SeededRandom,
             clip: Rect?, streak: Size, tilt: Double) {
            self.start = start; self.startTick = startTick; self.emissionTicks = emissionTicks
            self.emitter = emitter; self.random = random; self.clip = clip; self.streak = streak; self.tilt = tilt
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            if start.fires(tick: tick, startTick: startTick, gestures: gestures) { emitUntil = tick + emissionTicks }
            emitter.layer.birthRate = tick < emitUntil ? 1 : 0
            emitter.step(random: &random)
        }

        func draw() -> [DrawCommand] {
            let drawn = RainLayer.draw(emitter, streak: streak, tilt: tilt)
            guard let clip else { return drawn }
            return [.layer(Layer(drawn, clip: clip))]
        }
    }

    static func draw(_ emitter: ParticleEmitter, streak: Size, tilt: Double) -> [DrawCommand] {
        emitter.particles.compactMap { p in
            let age = p.age(at: emitter.tick), c = p.color(at: age), at = p.position(at: age)
            switch p.cell {
            case 0:
                return ShapeParticle.draw([.rect(Rect(center: .zero, size: streak), cornerRadius: streak.width / 2, style: .fill(c))],
                                          center: at, rotation: tilt)
            case 1:
                return .ellipse(Rect(center: at, size: Size(2.2, 2.2)), style: .fill(c))
            default:
                let cell = emitter.table[p.cell], s = p.scale(at: age)
                return .ellipse(Rect(center: at, size: Size(cell.pictureSize.width * s, cell.pictureSize.height * s)),
                                style: ShapeStyle(stroke: c, lineWidth: 1.2))
            }
        }
    }
}
