import FrolicCore
@testable import FrolicScenes

/// An effect made outside Frolic's sources, as a new one is made: this one
/// file, and one line where a registry is built
/// (`EffectRegistry.standard.adding(DotLayer.self)`). It shows a square of
/// one colour at a point from its start on.
///
///     { "dot": { "point": [6, 4], "size": 4, "color": "#FF0000" } }
struct DotLayer: LayerEffect, Sendable {
    static let key = "dot"
    static let summary = "A square of one colour at a point, from its start on"

    var start = Trigger.time
    var at = 0.0
    var point = Point(6, 4)
    var size = 4.0
    var color = Color(hex: 0xFF0000)

    init() {}

    static let parameters: [Parameter<DotLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, "the square's centre, points"),
        .number("size", \.size, 1...100, "the square's side, points"),
        .color("color", \.color, "the square's colour"),
    ]

    func pictureUses(field: String) -> [PictureUse] { [] }

    func makeLayer(_ context: LayerContext) throws -> any RunningLayer { Running(dot: self) }

    struct Running: RunningLayer {
        let dot: DotLayer
        var shown = false

        mutating func step(tick: Int, gestures: [Gesture]) {
            if dot.start.fires(tick: tick, startTick: Timeline.ticks(dot.at), gestures: gestures) { shown = true }
        }

        func draw() -> [DrawCommand] {
            shown ? [.rect(Rect(center: dot.point, size: Size(dot.size, dot.size)), style: .fill(dot.color))] : []
        }
    }
}
