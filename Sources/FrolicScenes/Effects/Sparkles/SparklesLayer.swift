import Foundation
import FrolicCore

/// A "magic" tap: four-pointed stars twinkle in around a point (or over a
/// region), each growing and shrinking over its short life (the light's
/// size curve) while it pulses in size and brightness, drifting a little
/// upwards. A star is drawn as light, not as shapes: a white-hot core, four
/// long rays and four short ones that taper to nothing, and a soft halo of
/// its colour, with no edge anywhere. It blends normally by default so that
/// it shows on a white screen too; `"star": { "blend": "add" }` makes stars
/// over a dark screen burn brighter where they cross.
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
    package var sparkles = 200
    package var duration = 2.0
    package var colors = SparklesLayer.palette
    package var size = 22.0
    package var life = 1.2
    package var twinkles = 2.5
    package var star = SparklesLayer.starLight

    package static let palette = [0xFFB800, 0xF59E0B, 0xFF4FD8, 0xA259FF].map { Color(hex: $0) }
    /// Stars grow in fast, shine, and shrink away; their halo reaches 3.5 core radii.
    package static let starLight = ParticleLight(blend: .normal, glow: 3.5, colorOverLife: [],
                                                 sizeOverLife: [0, 0.85, 1, 0.8, 0])

    package init() {}

    package static let parameters: [Parameter<SparklesLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "a tap's point, else the screen's centre", "the centre the stars twinkle around, points"),
        .rect("region", \.region, absent: "a square `radius` around the point", "the rectangle the stars twinkle in"),
        .number("radius", \.radius, 0...2000, "how far from the point a star may appear, points"),
        .integer("sparkles", \.sparkles, 1...1000, "stars each start brings"),
        .number("duration", \.duration, 0...60, "seconds over which one start's stars appear, evenly"),
        .colors("colors", \.colors, count: 1...16, "the stars' colours, each star one of them"),
        .number("size", \.size, 1...300, "a star's span at its largest, points (±40 %)"),
        .number("life", \.life, 0.05...20, "seconds a star shines (±30 %)"),
        .number("twinkles", \.twinkles, 0...30, "pulses per second while it shines (±30 %)"),
        .group("star", "how the stars shine", EmitterParameters.light(\.star)),
    ]

    package func playTime(height: Double) -> Double { duration + life * 1.3 }

    package var areas: [(field: String, rect: Rect)] { region.map { [("region", $0)] } ?? [] }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
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

    /// A star of span `span` (tip to tip) at `at`: four long rays turned by
    /// `rotation`, four short ones between them, a white core and a halo.
    static func star(at: Point, span: Double, rotation: Double, color: Color, halo: Double, blend: BlendMode) -> [DrawCommand] {
        let core = span * 0.14
        // A white-hot centre only where light adds: painted on white it would read as a hole.
        let main = Glow(center: at, radius: core, color: color, core: blend == .normal ? 0.35 : 0.9, halo: halo, haloStrength: 0.6,
                        rays: 4, rayLength: span / 2 / core, rayWidth: max(0.6, span * 0.12), rotation: rotation, blend: blend)
        var small = main
        small.radius = core * 0.6; small.halo = 0; small.core = 0
        small.rayLength = span * 0.2 / small.radius; small.rayWidth = max(0.4, span * 0.03)
        small.rotation = rotation + .pi / 4; small.color = color.withAlpha(color.a * 0.8)
        return [.glow(small), .glow(main)]
    }

    struct Running: RunningLayer {
        let look: SparklesLayer
        var bursts: BurstStream

        mutating func step(tick: Int, gestures: [Gesture]) { bursts.step(tick: tick, gestures: gestures) }

        func draw() -> [DrawCommand] {
            let emitter = bursts.emitter, variety = bursts.variety, light = look.star
            return emitter.particles.flatMap { p -> [DrawCommand] in
                let age = p.age(at: emitter.tick), s = p.serial
                let life = min(1, age / p.lifetime)
                let shine = light.size(at: life)
                let pulse = 0.5 + 0.5 * cos(2 * .pi * look.twinkles * variety.real(s, 0, 0.7, 1.3) * age + variety.real(s, 1, 0, 2 * .pi))
                let span = look.size * variety.real(s, 2, 0.6, 1.4) * shine * (0.7 + 0.3 * pulse)
                let base = look.colors[variety.pick(s, 3, look.colors.count)]
                let color = light.tinted(base, at: life)
                let opacity = color.a * min(1, 1.6 * shine) * (0.6 + 0.4 * pulse)
                guard span > 0.3, opacity > 0.01 else { return [] }
                let rotation = variety.real(s, 4, -0.25, 0.25) + 0.35 * age * (variety.unit(s, 5) < 0.5 ? -1 : 1)
                return SparklesLayer.star(at: p.position(at: age), span: span, rotation: rotation,
                                          color: color.withAlpha(opacity), halo: light.glow, blend: light.blend)
            }
        }
    }
}
