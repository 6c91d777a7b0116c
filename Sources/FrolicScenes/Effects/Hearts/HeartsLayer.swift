import Foundation
import FrolicCore

/// Live-stream reactions: a stream of hearts floats up from a tap, each
/// popping in (growing past its size and settling), swaying from side to
/// side as it rises and slows, and fading out near the top of its climb.
///
///     { "hearts": { "hearts": 20, "colors": ["#FF2D55"] } }
package struct HeartsLayer: LayerEffect, Sendable {
    package static let key = "hearts"
    package static let summary = "Hearts floating up from a tap, swaying, popping in and fading out, as reactions on a live stream"

    package var start = Trigger.tap
    package var at = 0.0
    package var point: Point?
    package var hearts = 14
    package var duration = 1.6
    package var colors = HeartsLayer.palette
    package var size = 30.0
    package var rise = 230.0
    package var sway = 16.0
    package var life = 2.2

    package static let palette = [0xFF2D55, 0xFF6B9A, 0xFF9F0A, 0xBF5AF2, 0xFF453A].map { Color(hex: $0) }
    /// Seconds a heart takes to pop in, and the share of its life it fades over at the end.
    static let popIn = 0.3, fadeShare = 0.4

    package init() {}

    package static let parameters: [Parameter<HeartsLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "a tap's point, else the screen's centre", "where the hearts rise from, points"),
        .integer("hearts", \.hearts, 1...500, "hearts each start sends"),
        .number("duration", \.duration, 0...60, "seconds over which one start's hearts go out, evenly"),
        .colors("colors", \.colors, count: 1...16, "the hearts' colours, each heart one of them"),
        .number("size", \.size, 1...300, "a heart's width, points (±15 %)"),
        .number("rise", \.rise, 0...3000, "speed a heart sets off upwards at, points per second (±20 %)"),
        .number("sway", \.sway, 0...300, "how far a heart sways sideways, points"),
        .number("life", \.life, 0.1...20, "seconds a heart lives (±15 %)"),
    ]

    package func playTime(height: Double) -> Double { duration + life * 1.15 }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        let screen = context.scene.size
        var heart = EmitterCell(picture: "", pictureSize: Size(size, size))
        heart.lifetime = life; heart.lifetimeRange = life * 0.15
        heart.velocity = rise; heart.velocityRange = rise / 5
        heart.emissionLongitude = -.pi / 2; heart.emissionRange = 0.22
        heart.damping = 0.35
        let start = PresetStart(start: start, at: at, point: point, fallback: Point(screen.width / 2, screen.height / 2))
        return Running(look: self, bursts: BurstStream(start: start, stream: EvenStream(count: hearts, seconds: duration),
                                                       layer: EmitterLayer(cells: [heart]), seed: context.seed))
    }

    /// A heart `width` wide centred on the origin: a square turned 45° with a
    /// disc on each of its upper sides.
    static func shape(width: Double, color: Color) -> [DrawCommand] {
        let a = width / (0.5.squareRoot() + 1), h = a / 2.squareRoot(), shift = (0.854 - 0.707) / 2 * a
        let square = Layer([.rect(Rect(center: .zero, size: Size(a, a)), style: .fill(color))],
                           transform: Transform.rotation(.pi / 4, about: .zero).then(.translation(0, shift)))
        return [.layer(square),
                .ellipse(Rect(center: Point(-h / 2, -h / 2 + shift), size: Size(a, a)), style: .fill(color)),
                .ellipse(Rect(center: Point(h / 2, -h / 2 + shift), size: Size(a, a)), style: .fill(color))]
    }

    struct Running: RunningLayer {
        let look: HeartsLayer
        var bursts: BurstStream

        mutating func step(tick: Int, gestures: [Gesture]) { bursts.step(tick: tick, gestures: gestures) }

        func draw() -> [DrawCommand] {
            let emitter = bursts.emitter, variety = bursts.variety
            return emitter.particles.compactMap { p in
                let age = p.age(at: emitter.tick), s = p.serial
                let t = min(1, age / HeartsLayer.popIn)
                // An ease-out with overshoot: 0 → 1.1 → 1 as it pops in.
                let pop = 1 + 2.7 * pow(t - 1, 3) + 1.7 * pow(t - 1, 2)
                let fade = min(1, (p.lifetime - age) / (p.lifetime * HeartsLayer.fadeShare))
                let f = 2 * .pi * variety.real(s, 0, 0.6, 1.1), phase = variety.real(s, 1, 0, 2 * .pi)
                let swayIn = min(1, age / 0.5)
                let at = p.position(at: age)
                let grow = variety.real(s, 2, 0.85, 1.15)
                let color = look.colors[variety.pick(s, 3, look.colors.count)]
                return ShapeParticle.draw(HeartsLayer.shape(width: look.size, color: color),
                                          center: Point(at.x + look.sway * swayIn * sin(f * age + phase), at.y),
                                          rotation: 0.22 * swayIn * cos(f * age + phase),
                                          scaleX: grow * max(0.01, pop), scaleY: grow * max(0.01, pop), opacity: fade)
            }
        }
    }
}
