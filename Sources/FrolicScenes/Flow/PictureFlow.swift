import Foundation
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
    /// names them; the first gives the size), `frame` around it; `fits`,
    /// one per picture, says how each of another size meets the screen.
    package static func scene(pictures: [String], pixels: Size, stem: String, effects: [any LayerEffect.Type],
                              content: ScreenContent, tap: Point?, frame: DeviceFrame.Device?,
                              fits: [Backdrop.Fit?] = []) -> PictureScene {
        var scene = PictureScene(picture: pictures[0], pixels: pixels, stem: stem, effects: effects, content: content)
        scene.frame = frame
        guard pictures.count > 1 else { return scene }
        scene.fits = Array(fits.dropFirst())
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
        let start = arrival(scene.flow)
        scene.layers = started(scene.layers, at: start)
        scene.duration = duration(after: start, layers: scene.layers, height: scene.size.height)
        return scene
    }

    /// `layers` as the flow's scene file gives them: each started at
    /// `start`, once the last screen is in, whatever its own start; an
    /// ambient loop (snow, rain) as a fall for the layer's own `duration`
    /// from then (snow's covers a phone's screen), as a loop plays from the
    /// first frame. Read back from the entries the file writes, so the scene
    /// is timed by what the file says.
    static func started(_ layers: [any LayerEffect], at start: Double) -> [any LayerEffect] {
        guard !layers.isEmpty else { return [] }
        let entries = layers.map { layer -> JSONValue in
            guard case .object(let outer) = PictureScene.entry(layer, at: start), let (key, value) = outer.first,
                  case .object(var pairs) = value else { return .null }
            if layer.loopTime != nil { pairs.removeAll { $0.0 == "loop" } }
            return .object([(key, .object(pairs))])
        }
        let data = Data(JSONValue.array(entries).compact.utf8)
        guard let read = try? JSONDecoder().decode(Entries.self, from: data) else {
            preconditionFailure("PictureFlow: a layer's own entry does not decode")
        }
        return read.layers
    }

    /// An `effects` array, read as a scene file reads it.
    private struct Entries: Decodable {
        let layers: [any LayerEffect]
        init(from decoder: Decoder) throws { layers = try Composition.decodeLayers(decoder, effects: .standard) }
    }

    /// When the last screen is in: its tap, then its push.
    static func arrival(_ flow: [FlowStep]) -> Double {
        rounded((flow.map { $0.at + $0.seconds }.max() ?? 0))
    }

    /// Until the layers, started at `start`, have played out (snow and rain
    /// until their last flake or drop is let go, as a scene may end with
    /// them in the air: `cutTime`), in whole frames; a flow with no layers
    /// holds its last screen.
    static func duration(after start: Double, layers: [any LayerEffect], height: Double) -> Double {
        let play = max(layers.map { $0.cutTime(height: height) + PlayTime.settle }.max() ?? 0, layers.isEmpty ? lastHold : 0)
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
