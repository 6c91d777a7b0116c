import FrolicCore

/// The flow `frolic render a.png b.png [c.png] --effect NAME` makes: each
/// screen shows for a moment, a tap (at the centre, or where `--tap` says)
/// pushes the next, and the effects start once the last screen is in.
package enum PictureFlow {
    /// Seconds each screen shows before the tap that pushes the next.
    static let hold = 1.0
    /// Seconds the last screen shows with no effect over it.
    static let lastHold = 1.5

    /// The scene for a flow through `pictures` (named as the scene file
    /// names them; the first gives the size), `frame` around it.
    package static func scene(pictures: [String], pixels: Size, stem: String, effects: [any LayerEffect.Type],
                              content: ScreenContent, tap: Point?, frame: DeviceFrame.Device?) -> PictureScene {
        var scene = PictureScene(picture: pictures[0], pixels: pixels, stem: stem, effects: effects, content: content)
        scene.frame = frame
        guard pictures.count > 1 else { return scene }
        scene.name = PictureScene.name(stem: stem, effects: ["flow"] + effects.map { $0.key })
        let point = tap ?? Point((scene.size.width / 2).rounded(.down), (scene.size.height / 2).rounded(.down))
        scene.screens = Array(pictures.dropFirst())
        scene.flow = (1..<pictures.count).map { i in
            var step = FlowStep()
            step.at = rounded(hold + Double(i - 1) * (hold + Transition.push.defaultDuration))
            step.show = i
            step.tap = Rect(origin: point, size: Size(0, 0))
            return step
        }
        scene.script = []
        scene.duration = duration(after: arrival(scene.flow), layers: scene.layers, height: scene.size.height)
        return scene
    }

    /// When the last screen is in: its tap, then its push.
    static func arrival(_ flow: [FlowStep]) -> Double {
        rounded((flow.map { $0.at + $0.seconds }.max() ?? 0))
    }

    /// Until the layers, started at `start`, have played out (a loop once
    /// through), in whole frames; a flow with no layers holds its last screen.
    static func duration(after start: Double, layers: [any LayerEffect], height: Double) -> Double {
        let once = layers.filter { $0.loopTime == nil }.map { $0.playTime(height: height) + PlayTime.settle }.max()
        let loop = layers.compactMap(\.loopTime).max()
        let play = max(once ?? 0, loop ?? 0, layers.isEmpty ? lastHold : 0)
        let fps = Double(PictureScene.fps)
        return min(SceneLimits.seconds, ((start + play) * fps - 1e-9).rounded(.up) / fps)
    }

    static func rounded(_ t: Double) -> Double { (t * 100).rounded() / 100 }

    /// A step as the scene file writes it.
    static func json(_ step: FlowStep) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("at", .number(step.at))]
        if let tap = step.tapPoint { pairs.append(("tap", JSONValue.point(tap))) }
        pairs.append(("show", .number(Double(step.show))))
        pairs.append(("transition", .string(step.transition.rawValue)))
        return .object(pairs)
    }
}
