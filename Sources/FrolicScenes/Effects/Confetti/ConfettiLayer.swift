import Foundation
import FrolicCore

/// Paper confetti and ribbons: launched up from a tap (a cannon) or dropped
/// in from above the top edge, each piece tumbling (its apparent width
/// follows the cosine of its flip), turning, slowed by the air to a gentle
/// fall and swaying as it drifts off the bottom of the screen.
///
///     { "confetti": { "pieces": 200, "colors": ["#FF5E7E", "#26CCFF"] } }
package struct ConfettiLayer: LayerEffect, Sendable {
    package static let key = "confetti"
    package static let summary = "Paper confetti and ribbons in several colours, launched from a tap or dropped from the top edge, tumbling down off the screen"

    package var start = Trigger.time
    package var at = 0.3
    package var point: Point?
    package var pieces = 160
    package var launch = 1.0
    package var colors = ConfettiLayer.palette
    package var size = Size(9, 6)
    package var ribbons = 0.3
    package var speed = 700.0
    package var spread = 0.45
    package var gravity = 700.0
    package var drag = 2.0
    package var flips = 2.0
    package var sway = 14.0

    /// canvas-confetti's colours.
    package static let palette = [0x26CCFF, 0xA25AFD, 0xFF5E7E, 0x88FF5A, 0xFCFF42, 0xFFA62D, 0xFF36FF].map { Color(hex: $0) }
    /// The most pieces one start launches.
    static let maxPieces = 2000
    /// Speed of a piece dropped in from above the top edge, points per second.
    static let dropSpeed = 150.0
    /// How much lighter or heavier than the average a piece may be (± share of `drag`).
    static let dragRange = 0.35

    package init() {}

    package static let parameters: [Parameter<ConfettiLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "a tap's point when a tap starts it; otherwise the pieces drop in across the top edge",
               "where the pieces are launched from, upwards, points"),
        .integer("pieces", \.pieces, 1...maxPieces, "pieces launched by each start"),
        .number("launch", \.launch, 0...10, "seconds over which one start's pieces go out (0: all at once)"),
        .colors("colors", \.colors, count: 1...16, "the papers' colours, each piece one of them"),
        .size("size", \.size, sides: 1...100, "a paper piece's width and height, points (a ribbon is half as wide and twice as long)"),
        .number("ribbons", \.ribbons, 0...1, "the share of pieces that are ribbons"),
        .number("speed", \.speed, 0...5000, "launch speed from a point, points per second (±25 %)"),
        .number("spread", \.spread, 0...3.15, "± radians around straight up that a point launches into").beside(),
        .number("gravity", \.gravity, 0...10_000, "points per second²"),
        .number("drag", \.drag, 0.1...50, "air resistance per second (±35 % per piece): a piece falls at most gravity / drag points per second"),
        .number("flips", \.flips, 0...20, "tumbles per second (±40 % per piece)"),
        .number("sway", \.sway, 0...200, "how far a piece sways sideways as it falls, points"),
    ]

    /// Whether the pieces go up from a point (a tap's or `point`) rather than drop in from the top.
    var fromPoint: Bool { point != nil || start == .tap }

    package func playTime(height: Double) -> Double { launch + exitTime(height: max(height, PlayTime.phoneHeight)) }

    package func pictureUses(field: String) -> [PictureUse] { [] }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        let screen = context.scene.size
        var cannon = EmitterCell(picture: "", pictureSize: size)
        cannon.velocity = speed; cannon.velocityRange = speed / 4
        cannon.emissionLongitude = -.pi / 2; cannon.emissionRange = spread
        var drop = cannon
        drop.velocity = Self.dropSpeed; drop.velocityRange = Self.dropSpeed / 2
        drop.emissionLongitude = .pi / 2; drop.emissionRange = 0.3
        for i in [0, 1] {
            var c = [cannon, drop][i]
            var launched = self
            launched.point = i == 0 ? .zero : nil
            launched.start = i == 0 ? .tap : .time
            c.lifetime = launched.exitTime(height: screen.height)
            c.yAcceleration = gravity; c.damping = drag; c.dampingRange = drag * Self.dragRange
            c.spin = 0; c.spinRange = 3
            if i == 0 { cannon = c } else { drop = c }
        }
        let layer = EmitterLayer(shape: .line, size: Size(screen.width + 4 * size.width, 0), cells: [cannon, drop])
        return Running(self, start: PresetStart(start: start, at: at, point: point, fallback: .zero),
                       top: Point(screen.width / 2, -2 * size.width), layer: layer, seed: context.seed)
    }

    struct Running: RunningLayer {
        let look: ConfettiLayer
        let start: PresetStart
        /// Where pieces drop in: the middle of a line above the top edge.
        let top: Point
        var emitter: ParticleEmitter
        var random: SeededRandom
        let variety: ParticleVariety
        let launchTicks: Int
        /// The launch under way: its first tick, its cell and its point.
        var launch: (tick: Int, cell: Int, point: Point)?

        init(_ look: ConfettiLayer, start: PresetStart, top: Point, layer: EmitterLayer, seed: UInt64) {
            self.look = look; self.start = start; self.top = top
            emitter = ParticleEmitter(layer: layer)
            random = SeededRandom(seed: seed)
            variety = ParticleVariety(seed: seed)
            launchTicks = max(1, Timeline.ticks(look.launch))
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            emitter.step(random: &random)
            if let fired = start.fired(tick: tick, gestures: gestures) {
                launch = fired.placed ? (tick, 0, fired.point) : (tick, 1, top)
            }
            guard let l = launch else { return }
            // Pieces due by this tick of the launch, spread evenly over it.
            let k = tick - l.tick + 1
            let due = look.pieces * k / launchTicks - look.pieces * (k - 1) / launchTicks
            emitter.layer.shape = l.cell == 1 ? .line : .point
            emitter.layer.position = l.point
            emitter.burst(cell: l.cell, count: due, random: &random)
            if k >= launchTicks { launch = nil }
        }

        func draw() -> [DrawCommand] {
            let v = variety, colors = look.colors
            return emitter.particles.compactMap { p in
                let age = p.age(at: emitter.tick), s = p.serial
                let ribbon = v.unit(s, 0) < look.ribbons
                let grow = v.real(s, 1, 0.75, 1.25)
                let flip = cos(2 * .pi * look.flips * v.real(s, 2, 0.6, 1.4) * age + v.real(s, 3, 0, 2 * .pi))
                let swayIn = min(1, age / 0.6)
                let dx = look.sway * swayIn * sin(2 * .pi * v.real(s, 4, 0.3, 0.8) * age + v.real(s, 5, 0, 2 * .pi))
                var color = colors[v.pick(s, 6, colors.count)]
                // The back of the paper, turned away from the light.
                if flip < 0 { color = Color(color.r * 0.72, color.g * 0.72, color.b * 0.72, color.a) }
                let base = ribbon ? Size(look.size.height / 2, look.size.width * 2) : look.size
                let at = p.position(at: age)
                return ShapeParticle.draw([.rect(Rect(center: .zero, size: base), style: .fill(color))],
                                          center: Point(at.x + dx, at.y), rotation: v.real(s, 7, 0, 2 * .pi) + p.rotation(at: age),
                                          scaleX: grow * (abs(flip) < 0.08 ? 0.08 * (flip < 0 ? -1 : 1) : flip), scaleY: grow)
            }
        }
    }
}
