import FrolicCore

/// The scene made for one picture and a few effects: what `frolic render
/// <picture> --effect NAME` renders and `frolic new` writes out. The picture
/// is the backdrop at its own size (the density rule), each layer has its
/// defaults, the script gives each start its gesture half a second in (a
/// shake; a tap at the centre; a pull down from a third of the way, lifted
/// after `pullDuration`), and the scene lasts until the last layer has played
/// out and settled.
///
/// It is rendered through its scene-file text, so that the file `frolic new`
/// writes is, by construction, the scene the one command renders.
package struct PictureScene {
    package var name: String
    /// The picture as the scene file names it (relative to the file's folder).
    package var picture: String
    /// The scene's size in points, from the picture's pixels.
    package var size: Size
    package var layers: [any LayerEffect]
    package var script: [ScriptEvent]
    package var duration: Double
    /// The pictures that follow the first in a flow (`PictureFlow`), each pushed in by a tap.
    package var screens: [String] = []
    /// The moves of a flow; the layers then start as the last screen is in.
    package var flow: [FlowStep] = []
    /// How each of `screens` meets the screen when its size is not the first's; nil: it is.
    package var fits: [Backdrop.Fit?] = []
    /// The device the screen is shown in; nil: none, the GIF the picture's size.
    package var frame: DeviceFrame.Device?
    /// Which of the pictures are screen recordings, named by `movie` rather than `picture`.
    package var movies: Set<String> = []

    /// Frames per second, as the examples have.
    package static let fps = 25
    /// When the script gives a start its gesture.
    static let gestureTime = 0.5
    /// How long a pull takes, and how far it goes down at most (points).
    static let pullDuration = 0.8, pullDistance = 160.0

    /// The layer a command line names, e.g. `confetti`.
    package static func layer(named name: String) -> (any LayerEffect.Type)? {
        EffectRegistry.standard.layer(named: name)
    }

    /// `effects` over `picture` (named as the scene file will name it), a
    /// picture of `pixels` showing `content` (in the scene's points); `stem`
    /// is the picture's file name without its extension, for the scene's name.
    package init(picture: String, pixels: Size, stem: String, effects: [any LayerEffect.Type],
                 content: ScreenContent = .unknown) {
        var backdrop = Backdrop()
        backdrop.picture = picture
        let size = backdrop.sceneSize(picturePixels: pixels)
        self.picture = picture
        self.size = size
        name = Self.name(stem: stem, effects: effects.map { $0.key })
        layers = effects.map { $0.overPicture(of: size, content: content) }
        script = Self.script(for: layers.map(\.start), points: effects.map { $0.gesturePoint(in: size, content: content) }, size: size)
        duration = PlayTime.duration(of: layers, height: size.height)
    }

    /// When `layer` starts playing out: its gesture (a pull once lifted), or `at`.
    static func begin(_ layer: any LayerEffect) -> Double {
        switch layer.start {
        case .time: return layer.at
        case .pull: return gestureTime + pullDuration
        case .shake, .tap: return gestureTime
        }
    }

    /// One gesture per start the layers wait for, in the order they first
    /// ask, at the first point a layer with that start asks for (`points`,
    /// one per start).
    static func script(for starts: [Trigger], points: [Point?] = [], size: Size) -> [ScriptEvent] {
        var seen: [Trigger] = []
        for start in starts where !seen.contains(start) { seen.append(start) }
        let centre = Point((size.width / 2).rounded(.down), (size.height / 2).rounded(.down))
        func point(for start: Trigger) -> Point? {
            starts.indices.lazy.filter { starts[$0] == start && $0 < points.count }.compactMap { points[$0] }.first
        }
        return seen.compactMap { start in
            switch start {
            case .time: return nil
            case .shake: return ScriptEvent(time: gestureTime, gesture: .shake)
            case .tap: return ScriptEvent(time: gestureTime, gesture: .tap(point(for: .tap) ?? centre))
            case .pull:
                let from = point(for: .pull) ?? Point(centre.x, (size.height * 0.3).rounded(.down))
                let pull = min(pullDistance, (size.height / 2).rounded(.down), max(0, size.height - from.y))
                return ScriptEvent(time: gestureTime, gesture: .drag(path: [from, Point(from.x, from.y + pull)],
                                                                     duration: pullDuration))
            }
        }
    }

    /// `<stem>-<effect>[-<effect>…]`, made a safe scene name (`SceneName`).
    static func name(stem: String, effects: [String]) -> String {
        var name = ""
        for c in ([stem] + effects).joined(separator: "-") {
            let safe = c.isLetter || c.isNumber || "_.".contains(c) ? c : "-"
            if safe == "-", name.isEmpty || name.hasSuffix("-") { continue }
            name.append(safe)
        }
        while let first = name.first, !(first.isLetter || first.isNumber) { name.removeFirst() }
        name = String(name.prefix(SceneName.maxLength))
        return name.isEmpty ? "picture" : name
    }

    /// The scene as a scene file: the keys every scene has, the backdrop, and
    /// each layer with its `start` (and `at`) and whatever differs from its
    /// defaults. Keys in the examples' order.
    package var json: JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("name", .string(name)),
            ("fps", .number(Double(Self.fps))),
            ("duration", .number(duration)),
            ("seed", .number(Double(SceneHeader().seed))),
        ]
        if !script.isEmpty { pairs.append(("script", .array(script.map(ScriptEventValue.json)))) }
        if screens.isEmpty {
            pairs.append(("backdrop", .object([(key(of: picture), .string(picture))])))
        } else {
            let fitted = [nil] + screens.indices.map { $0 < fits.count ? fits[$0] : nil }
            pairs.append((Flow.screensKey, .array(zip([picture] + screens, fitted).map { picture, fit in
                .object([(key(of: picture), .string(picture))] + (fit.map { [("fit", .string($0.rawValue))] } ?? []))
            })))
            pairs.append((Flow.flowKey, .array(flow.map(PictureFlow.json))))
        }
        if let frame { pairs.append((SceneFile.frameKey, .object([("device", .string(frame.rawValue))]))) }
        let start = screens.isEmpty ? nil : PictureFlow.arrival(flow)
        if !layers.isEmpty { pairs.append(("effects", .array(layers.map { Self.entry($0, at: start) }))) }
        return .object(pairs)
    }

    /// The backdrop key that names `picture`: `movie` for a recording.
    private func key(of picture: String) -> String { movies.contains(picture) ? "movie" : "picture" }

    /// The file's text: two-space indents, a value that fits on a line kept on one.
    package var text: String { SceneText.render(json) + "\n" }

    /// A layer's entry; with `at`, started then (`start: time`) whatever its own start.
    static func entry<L: LayerEffect>(_ layer: L, at: Double? = nil) -> JSONValue {
        // A loop falls from the first frame: a start would be a key that does nothing.
        let always = layer.loopTime != nil ? [] : layer.start == .time ? ["start", "at"] : ["start"]
        var pairs = changed(L.parameters, layer, L(), always: always)
        if layer.loopTime != nil, at == nil { pairs.removeAll { ["start", "at", "duration"].contains($0.0) } }
        if let at {
            pairs.removeAll { $0.0 == "start" || $0.0 == "at" }
            pairs.insert(("at", .number(at)), at: 0)
            pairs.insert(("start", .string(Trigger.time.rawValue)), at: 0)
        }
        return .object([(L.key, .object(pairs))])
    }

    /// The keys of `parameters` whose value in `model` differs from `base`'s,
    /// and those in `always`; a nested object when any of its keys is written.
    static func changed<M>(_ parameters: [Parameter<M>], _ model: M, _ base: M, always: [String]) -> [(String, JSONValue)] {
        parameters.compactMap { p in
            if !p.children.isEmpty {
                let inner = changed(p.children, model, base, always: [])
                return inner.isEmpty ? nil : (p.key, .object(inner))
            }
            guard let value = p.current(model) else { return nil }
            return always.contains(p.key) || p.current(base) != value ? (p.key, value) : nil
        }
    }
}

/// JSON as the examples lay out scene files: two-space indents, any value
/// that fits in `width` characters on one line (`{ "at": 0.5, "gesture": "shake" }`),
/// but a list of several objects, or of objects holding objects (`effects`), one item a line.
enum SceneText {
    static let width = 100

    static func render(_ value: JSONValue, depth: Int = 0) -> String {
        let line = inline(value)
        let pad = String(repeating: "  ", count: depth)
        guard depth == 0 || pad.count + line.count > width || listsApart(value) else { return line }
        switch value {
        case .object(let pairs) where !pairs.isEmpty:
            return "{\n" + pairs.map { pad + "  " + JSONValue.string($0.0).compact + ": " + render($0.1, depth: depth + 1) }
                .joined(separator: ",\n") + "\n" + pad + "}"
        case .array(let items) where !items.isEmpty:
            return "[\n" + items.map { pad + "  " + render($0, depth: depth + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        default:
            return line
        }
    }

    private static func listsApart(_ value: JSONValue) -> Bool {
        guard case .array(let items) = value else { return false }
        let objects = items.compactMap { item -> [(String, JSONValue)]? in if case .object(let pairs) = item { return pairs }; return nil }
        return !objects.isEmpty && (objects.count > 1 || objects.contains { $0.contains { if case .object = $0.1 { return true }; return false } })
    }

    private static func inline(_ value: JSONValue) -> String {
        switch value {
        case .object(let pairs) where !pairs.isEmpty:
            return "{ " + pairs.map { JSONValue.string($0.0).compact + ": " + inline($0.1) }.joined(separator: ", ") + " }"
        case .array(let items):
            return "[" + items.map(inline).joined(separator: ", ") + "]"
        default:
            return value.compact
        }
    }
}
