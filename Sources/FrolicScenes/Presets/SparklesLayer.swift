import Foundation
import FrolicCore

/// A "magic" tap: four-pointed stars twinkle in around a point (or over a
/// region), each growing and shrinking over its short life while it pulses
/// in size and brightness, drifting a little upwards.
///
///     { "sparkles": { "radius": 90, "colors": ["#FFD60A", "#FFFFFF"] } }
package struct SparklesLayer: LayerEffect, Sendable {
    package static let key = "sparkles"
    package static let summary = "Twinkling four-pointed stars around a tap or over a region, pulsing in size and brightness"

    package var start = Trigger.tap
    package var at = 0.0
    package var point: Point?
    package var region: Rect?
    package var radius = 80.0
    package var sparkles = 36
    package var duration = 1.2
    package var colors = SparklesLayer.palette
    package var size = 26.0
    package var life = 1.0
    package var twinkles = 2.5

    package static let palette = [0xFFB800, 0xF59E0B, 0xFF4FD8, 0xA259FF].map { Color(hex: $0) }

    package init() {}

    package static let parameters: [Parameter<SparklesLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "a tap's point, else the screen's centre", "the centre the stars twinkle around, points"),
        .rect("region", \.region, absent: "a square `radius` around the point", "the rectangle the stars twinkle in"),
        .number("radius", \.radius, 0...2000, "how far from the point a star may appear, points"),
        .integer("sparkles", \.sparkles, 1...1000, "stars each start brings"),
        .number("duration", \.duration, 0...60, "seconds over which one start's stars appear, evenly"),
        .colors("colors", \.colors, count: 1...16, "the stars' colours, each star one of them"),
        .number("size", \.size, 1...300, "a star's span at its largest, points (±30 %)"),
        .number("life", \.life, 0.05...20, "seconds a star shines (±30 %)"),
        .number("twinkles", \.twinkles, 0...30, "pulses per second while it shines (±30 %)"),
    ]

    package func playTime(height: Double) -> Double { duration + life * 1.3 }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        let screen = context.scene.size
        var star = EmitterCell(picture: "", pictureSize: Size(size, size))
        star.lifetime = life; star.lifetimeRange = life * 0.3
        star.velocity = 10; star.velocityRange = 8; star.emissionRange = .pi
        star.yAcceleration = -12
        let area = region
        var layer = EmitterLayer(shape: .rectangle, cells: [star])
        layer.size = area?.size ?? Size(2 * radius, 2 * radius)
        let fallback = area?.center ?? Point(screen.width / 2, screen.height / 2)
        return Running(look: self, bursts: BurstStream(start: PresetStart(start: start, at: at, point: point ?? area?.center, fallback: fallback),
                                                       stream: EvenStream(count: sparkles, seconds: duration), layer: layer, seed: context.seed))
    }

    /// A star of span 1 centred on the origin: a long thin diamond-like cross
    /// of two ellipses, a white core and a faint halo in its colour.
    static func shape(color: Color) -> [DrawCommand] {
        [.ellipse(Rect(center: .zero, size: Size(0.7, 0.7)), style: .fill(color.withAlpha(color.a * 0.3))),
         .ellipse(Rect(center: .zero, size: Size(1, 0.16)), style: .fill(color)),
         .ellipse(Rect(center: .zero, size: Size(0.16, 1)), style: .fill(color)),
         .ellipse(Rect(center: .zero, size: Size(0.22, 0.22)), style: .fill(.white))]
    }

    struct Running: EffectLayer {
        let look: SparklesLayer
        var bursts: BurstStream

        mutating func step(tick: Int, gestures: [Gesture]) { bursts.step(tick: tick, gestures: gestures) }

        func draw() -> [DrawCommand] {
            let emitter = bursts.emitter, variety = bursts.variety
            return emitter.particles.flatMap { p -> [DrawCommand] in
                let age = p.age(at: emitter.tick), s = p.serial
                let shine = sin(.pi * min(1, age / p.lifetime))
                let pulse = 0.5 + 0.5 * cos(2 * .pi * look.twinkles * variety.real(s, 0, 0.7, 1.3) * age + variety.real(s, 1, 0, 2 * .pi))
                let span = look.size * variety.real(s, 2, 0.7, 1.3) * shine * (0.55 + 0.45 * pulse)
                let opacity = shine * (0.55 + 0.45 * pulse)
                guard span > 0.3, opacity > 0.01 else { return [] }
                let color = look.colors[variety.pick(s, 3, look.colors.count)]
                let at = p.position(at: age)
                // Drawn straight in screen space: four axis-aligned ellipses need no group.
                return SparklesLayer.shape(color: color).compactMap { command in
                    guard case let .ellipse(r, style) = command, let fill = style.fill else { return nil }
                    let rect = Rect(center: Point(at.x + r.center.x * span, at.y + r.center.y * span),
                                    size: Size(r.width * span, r.height * span))
                    return .ellipse(rect, style: .fill(fill.withAlpha(fill.a * opacity)))
                }
            }
        }
    }
}
