import FrolicCore

/// A scene's screens and the moves between them: an app in use, one screen
/// giving way to the next as UIKit draws it (`Transition`).
///
///     "screens": [{ "picture": "home.png" }, { "picture": "detail.png" }],
///     "flow": [{ "at": 1.2, "tap": [196, 420], "show": 1 }]
///
/// Each screen takes a backdrop's keys. Every picture must come to the
/// scene's size in points unless its screen says how it meets it (`fit`).
package struct Flow: Sendable {
    package var screens: [Backdrop]
    /// Whether each screen gave its `fit`.
    package var fits: [Bool]
    package var steps: [FlowStep]
    /// Each screen's own effects (`screens[i].effects`), on a clock that
    /// starts when it is in (so `at: 0` is its arrival) and runs while it
    /// shows, drawn with it wherever a transition moves it.
    package var layers: [[any LayerEffect]]

    package init(screens: [Backdrop], fits: [Bool]? = nil, steps: [FlowStep], layers: [[any LayerEffect]]? = nil) {
        self.screens = screens
        self.fits = fits ?? screens.map { _ in false }
        self.steps = steps
        self.layers = layers ?? screens.map { _ in [] }
    }

    static let screensKey = "screens", flowKey = "flow"

    var pictureUses: [PictureUse] {
        screens.indices.flatMap { i in
            let s = screens[i]
            return (s.shown.map { [PictureUse(field: s.shownField("screens[\(i)]"), name: $0)] } ?? [])
                + (s.screen?.pictureUses(field: "screens[\(i)].screen") ?? [])
                + layers[i].indices.flatMap { j in layers[i][j].pictureUses(field: layerField(screen: i, j)) }
        }
    }

    /// The taps and swipes the steps make, for the script.
    var taps: [ScriptEvent] {
        steps.flatMap { step in
            (step.tapPoint.map { [ScriptEvent(time: step.at, gesture: .tap($0))] } ?? [])
                + (step.swipe.map { [ScriptEvent(time: step.at, gesture: .drag(path: $0, duration: step.seconds))] } ?? [])
        }
    }

    /// Each screen laid out on the scene's screen, and the player of the
    /// moves; a picture of another size with no `fit`, or a tap off the
    /// screen, is an error at its field.
    func player(scene: SceneHeader, environment: SceneEnvironment) throws -> (views: [BackdropView], flow: FlowPlayer) {
        let size = scene.size
        let views = try screens.indices.map { i -> BackdropView in
            let s = screens[i]
            if let screen = s.screen {
                do { return try s.view(of: screen, in: size, environment: environment) } catch let error as SceneFieldError {
                    throw SceneFieldError(field: "screens[\(i)].\(error.field.replacingOccurrences(of: "backdrop.", with: ""))", problem: error.problem)
                }
            }
            let pixels = try s.shown.map { try environment.pictures.pixelSize(of: $0) }
            if let pixels, !fits[i] {
                let points = s.sceneSize(picturePixels: pixels)
                if abs(points.width - size.width) > 0.5 || abs(points.height - size.height) > 0.5 {
                    throw SceneFieldError(field: s.shownField("screens[\(i)]"), problem: .notAllowed(
                        "is \(Self.text(points)) points, the scene's screen \(Self.text(size)): "
                            + "give this screen a `fit` (\"fill\", \"fit\" or \"stretch\") to say how it meets the screen"))
                }
            }
            return s.view(in: size, pictureSize: pixels)
        }
        let screen = Rect(origin: .zero, size: size)
        for (i, step) in steps.enumerated() {
            if let tap = step.tap, !screen.contains(tap.center) || (tap.width > 0 && !screen.contains(tap)) {
                throw SceneFieldError(field: "flow[\(i)].tap", problem: .outOfRange(
                    "\(tap.width > 0 ? "the rectangle" : "the point") is outside the \(Self.text(size)) screen"))
            }
            if let swipe = step.swipe, let n = swipe.firstIndex(where: { !Rect(x: 0, y: 0, width: size.width + 1e-9, height: size.height + 1e-9).contains($0) }) {
                throw SceneFieldError(field: "flow[\(i)].swipe[\(n)]", problem: .outOfRange("the point is outside the \(Self.text(size)) screen"))
            }
        }
        let carded = Set(steps.filter { $0.transition.move.showsCard }.map(\.show))
        let colors = try views.indices.map { i in carded.contains(i) ? try Self.edgeColor(of: views[i], size: size, pictures: environment.pictures) : views[i].color }
        return (views, FlowPlayer(size: size, screens: views.map(\.commands), steps: steps, cardColors: colors))
    }

    /// The colour most often down a screen's left and right edges: its
    /// page's colour, which a card (a sheet's) shows beside the screen.
    static func edgeColor(of view: BackdropView, size: Size, pictures: PictureSource) throws -> Color {
        let rows = 48
        let edges = try [0, size.width - 1].flatMap { x in
            try view.colors(in: Rect(x: x, y: 0, width: 1, height: size.height), width: 1, height: rows, pictures: pictures)
        }
        let bytes = edges.map { c in [c.r, c.g, c.b].map { UInt32(($0 * 255).rounded()) }.reduce(0) { $0 << 8 | $1 } }
        var counts: [UInt32: Int] = [:]
        for b in bytes { counts[b, default: 0] += 1 }
        // The first of the most frequent, in edge order: no dictionary order reaches the result.
        let best = bytes.first { counts[$0] == counts.values.max() } ?? 0xFFFFFF
        return Color(hex: best)
    }

    /// The tick each screen first begins to come in: 0 for the first, the
    /// first move that shows it for the rest (the end of the scene for one never shown).
    var arrivalTicks: [Int] {
        screens.indices.map { i in
            i == 0 ? 0 : steps.filter { $0.show == i }.map { Timeline.ticks($0.at) }.min() ?? Int.max / 2
        }
    }

    /// Where a screen's layer's fields are: `screens[1].effects[0].confetti`.
    func layerField(screen i: Int, _ j: Int) -> String { "screens[\(i)].effects[\(j)].\(type(of: layers[i][j]).key)" }

    static func text(_ s: Size) -> String { "\(FrolicError.number(s.width))×\(FrolicError.number(s.height))" }

    /// `screens` and `flow` from the scene's object.
    static func decode(_ c: KeyedDecodingContainer<AnyCodingKey>, effects: EffectRegistry) throws -> Flow {
        let screensKey = AnyCodingKey(stringValue: screensKey), flowKey = AnyCodingKey(stringValue: flowKey)
        var list = try c.nestedUnkeyedContainer(forKey: screensKey)
        var screens: [Backdrop] = [], fits: [Bool] = [], layers: [[any LayerEffect]] = []
        let effectsKey = AnyCodingKey(stringValue: SceneFile.effectsKey)
        while !list.isAtEnd {
            let entry = try list.superDecoder()
            screens.append(try Backdrop.decode(from: entry, alongside: [SceneFile.effectsKey]))
            let keys = try entry.container(keyedBy: AnyCodingKey.self)
            fits.append(keys.contains(AnyCodingKey(stringValue: "fit")))
            layers.append(keys.contains(effectsKey) ? try Composition.decodeLayers(keys.superDecoder(forKey: effectsKey), effects: effects) : [])
        }
        guard (1...FlowStep.maxScreens).contains(screens.count) else {
            throw DecodingError.scene(.outOfRange("expected 1 to \(FlowStep.maxScreens) screens, got \(screens.count)"), forKey: screensKey, in: c)
        }
        var steps: [FlowStep] = []
        if c.contains(flowKey) {
            var items = try c.nestedUnkeyedContainer(forKey: flowKey)
            while !items.isAtEnd {
                let entry = try items.superDecoder()
                let step = try FlowStep.decode(from: entry)
                guard step.show < screens.count else {
                    throw DecodingError.scene(.notAllowed("no screen \(step.show): `screens` has \(screens.count == 1 ? "only screen 0" : "screens 0…\(screens.count - 1)")"),
                                              at: entry.codingPath + [AnyCodingKey(stringValue: "show")])
                }
                steps.append(step)
            }
        }
        return Flow(screens: screens, fits: fits, steps: steps, layers: layers)
    }
}
