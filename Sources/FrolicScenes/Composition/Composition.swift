import FrolicCore

/// A backdrop and the effects drawn over it in order, like layers in Core
/// Animation or Lottie:
///
///     "backdrop": { "picture": "shots/home.png" },
///     "effects": [{ "snow": { "start": "shake", "duration": 5 } }]
package struct Composition: Sendable {
    package var backdrop: Backdrop
    package var layers: [any LayerEffect]
    /// The preset block it was read from (`snow`), nil for `effects`: its
    /// layer's fields are then the block's own (`snow.today`), and its layer
    /// draws from the scene's generator itself, as the block's effect always
    /// has, so that scenes written with the block keep their bytes.
    var preset: (any PresetModel)?
    var block: String? { preset.map { type(of: $0).key } }
    /// The gestures whose touches or badge are drawn (with `showGestures`).
    var indicated = IndicatedGestures.all
    /// A flow's screens, in place of `backdrop`, and the moves between them (`Flow`).
    package var flow: Flow?
    /// What the screen is shown in; the scene's size is the screen's grown by it.
    package var frame = DeviceFrame()

    package init(backdrop: Backdrop, layers: [any LayerEffect]) {
        self.backdrop = backdrop
        self.layers = layers
    }

    init(preset: any PresetModel, backdrop: Backdrop, layer: any LayerEffect, indicated: IndicatedGestures) {
        self.init(backdrop: backdrop, layers: [layer])
        self.preset = preset
        self.indicated = indicated
    }

    /// Where layer `i`'s fields are: `effects[i].snow`, or the block's key.
    func field(ofLayer i: Int) -> String { block ?? "effects[\(i)].\(type(of: layers[i]).key)" }

    /// Whether the scene is one seamless loop, its last frame leading into
    /// its first as the GIF starts over: every layer loops (ambient snow or
    /// rain), the scene lasts a whole number of each loop, and no gesture is
    /// drawn on it.
    package func loops(scene: SceneHeader) -> Bool {
        let ticks = Timeline.ticks(scene.duration)
        return !layers.isEmpty && scene.script.events.isEmpty && layers.allSatisfy { layer in
            guard let loop = layer.loopTime, Timeline.ticks(loop) > 0 else { return false }
            return ticks % Timeline.ticks(loop) == 0
        }
    }

    /// Whether the simulation reads `SceneEnvironment.remoteConfig`
    /// (`--config`): only a snow layer's season is remote configuration.
    package var readsRemoteConfig: Bool { layers.contains { $0.readsRemoteConfig } }

    /// One line for `frolic examples` when the file has no `description`.
    package var summary: String {
        if let preset { return type(of: preset).summary }
        if let flow {
            let moves = "a flow of \(flow.screens.count) screens"
            return layers.isEmpty ? moves : "\(layers.map { type(of: $0).key }.joined(separator: " + ")) after \(moves)"
        }
        let below = backdrop.shown.map { "\"\($0)\"" } ?? backdrop.screen.map { "the \($0.rawValue) screen" } ?? "a colour"
        return "\(layers.map { type(of: $0).key }.joined(separator: " + ")) over \(below)"
    }

    /// Every picture the scene names, with its field, checked before rendering.
    package var pictureUses: [PictureUse] {
        let screenUses = block.flatMap { backdrop.look?.pictureUses(field: $0) }
            ?? backdrop.screen?.pictureUses(field: "backdrop.screen") ?? []
        let backdropUse = (backdrop.shown.map { [PictureUse(field: backdrop.shownField("backdrop"), name: $0)] } ?? []) + screenUses
            + (flow?.pictureUses ?? [])
        return backdropUse + layers.indices.flatMap { layers[$0].pictureUses(field: field(ofLayer: $0)) }
    }

    /// How many items `gesture` bursts into the scene (`BurstLayer.maxItems`).
    package func burstItems(for gesture: Gesture) -> Int {
        (layers + (flow?.layers.flatMap { $0 } ?? [])).reduce(0) { $0 + $1.burstItems(for: gesture) }
    }

    /// The simulation of `framed` with this content, its device frame drawn around it.
    package func makeSimulation(scene framed: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        let scene = screenHeader(framed)
        let screen = try makeScreenSimulation(scene: scene, environment: environment)
        return frame.isVisible ? FramedSimulation(screen: screen, shapes: frame.shapes(screen: scene.size)) : screen
    }

    /// The recordings among the screens, each on a clock from when its screen first shows.
    private func movieClips(environment: SceneEnvironment) throws -> [MovieClip] {
        let backdrops = flow.map { f in f.screens.indices.map { ("\(Flow.screensKey)[\($0)]", f.screens[$0]) } } ?? [("backdrop", backdrop)]
        return try MovieClip.clips(of: backdrops, startTicks: flow?.arrivalTicks ?? [0], movies: environment.movies)
    }

    /// The scene as its screen sees it: the size without the frame around it.
    package func screenHeader(_ scene: SceneHeader) -> SceneHeader {
        var inner = scene
        inner.size = frame.screenSize(outer: scene.size)
        return inner
    }

    private func makeScreenSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        let player = try flow?.player(scene: scene, environment: environment)
        var view: BackdropView
        if let player {
            view = player.views[0]
        } else if let screen = backdrop.screen {
            view = try backdrop.view(of: screen, in: scene.size, environment: environment)
        } else {
            let pictureSize = try backdrop.shown.map { try environment.pictures.pixelSize(of: $0) }
            view = backdrop.view(in: scene.size, pictureSize: pictureSize)
        }
        let movies = try movieClips(environment: environment)
        var seeds = SeededRandom(seed: scene.seed)
        let running = try layers.enumerated().map { i, layer in
            do {
                let seed = block == nil ? seeds.next() : scene.seed
                // A layer sees the screen on show when it starts, a recording's frame then.
                let begin = Self.begin(of: layer, script: scene.script.events, duration: scene.duration).map(Timeline.ticks) ?? 0
                let below = MovieClip.still(player.map { p in p.views[p.flow.screen(at: begin)] } ?? view, clips: movies, tick: begin)
                return try layer.makeLayer(LayerContext(scene: scene, seed: seed, environment: environment, backdrop: below))
            } catch let error as SceneFieldError {
                throw SceneFieldError(field: "\(field(ofLayer: i)).\(error.field)", problem: error.problem)
            }
        }
        // A layer that drives the screen (a preset's) has it drawn live.
        let driver = layers.firstIndex { ($0 as? ScreenDriver)?.drivesScreen == true }
        if player != nil { view.live = nil }
        // A lone backdrop is a flow of one screen that never moves.
        let screens = player?.flow ?? FlowPlayer(size: scene.size, screens: [view.commands], steps: [])
        var simulation = ComposedSimulation(size: scene.size, flow: screens, live: driver.flatMap { d in view.live.map { ($0, d) } },
                                            wobble: backdrop.wobble && player == nil ? backdrop.color : nil,
                                            layers: running, indicators: GestureIndicators(enabled: scene.showGestures), indicated: indicated)
        simulation.movies = movies
        if let flow, let player {
            // A screen's own layers see it, and draw from the scene's generator after the scene's layers.
            let arrivals = flow.arrivalTicks
            simulation.screenLayers = try flow.layers.indices.flatMap { s in
                try flow.layers[s].indices.map { j in
                    do {
                        let context = LayerContext(scene: scene, seed: seeds.next(), environment: environment,
                                                   backdrop: MovieClip.still(player.views[s], clips: movies, tick: arrivals[s]))
                        return ScreenLayer(screen: s, layer: try flow.layers[s][j].makeLayer(context))
                    } catch let error as SceneFieldError {
                        throw SceneFieldError(field: "\(flow.layerField(screen: s, j)).\(error.field)", problem: error.problem)
                    }
                }
            }
        }
        return simulation
    }

    /// The `effects` array: each entry one object with one key, the layer's.
    static func decodeLayers(_ decoder: Decoder, effects: EffectRegistry) throws -> [any LayerEffect] {
        var c = try decoder.unkeyedContainer()
        var layers: [any LayerEffect] = []
        while !c.isAtEnd {
            let entry = try c.superDecoder()
            let keys = try entry.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue).sorted()
            let names = effects.layerNames
            if keys.count == 1, !names.contains(keys[0]) {
                throw DecodingError.scene(.unknownKey(expected: names), at: entry.codingPath + [AnyCodingKey(stringValue: keys[0])])
            }
            guard keys.count == 1, let kind = effects.layer(named: keys[0]) else {
                throw DecodingError.scene(.notAllowed("expected one effect, { \"<effect>\": { … } }, with <effect> one of: \(names.joined(separator: ", "))"),
                                          at: entry.codingPath)
            }
            layers.append(try kind.decode(from: entry.container(keyedBy: AnyCodingKey.self)
                .superDecoder(forKey: AnyCodingKey(stringValue: kind.key))))
        }
        guard !layers.isEmpty else {
            throw DecodingError.scene(.notAllowed("expected at least one effect"), at: decoder.codingPath)
        }
        return layers
    }
}

/// A composed scene being played: the screens (a flow's, or the backdrop as
/// a flow of one), each layer in order, then the gesture indicators.
struct ComposedSimulation: Simulation {
    let size: Size
    /// The screens and the moves between them; a lone backdrop is one screen.
    var flow: FlowPlayer
    /// The backdrop's screen and the layer that drives it: the screen is then
    /// drawn on every frame, the layers between its content and its bars.
    let live: (screen: any LiveScreen, driver: Int)?
    /// The colour behind a backdrop that wobbles on a shake; nil: it stays put.
    let wobble: Color?
    var layers: [any RunningLayer]
    var indicators: GestureIndicators
    let indicated: IndicatedGestures
    /// The layers that belong to one screen of the flow.
    var screenLayers: [ScreenLayer] = []
    /// The screens that are recordings, which play on the scene's clock.
    var movies: [MovieClip] = []
    var tick = 0

    mutating func step(tick: Int, gestures: [Gesture]) {
        self.tick = tick
        flow.step(tick: tick)
        // A screen's layers start when it is in, then run while it shows,
        // on their clock: through the transition that takes it away too.
        if !screenLayers.isEmpty {
            let settled = flow.settled?.screen, showing = flow.stand.screens
            for i in screenLayers.indices where screenLayers[i].screen == settled
                || (screenLayers[i].ticks > 0 && showing.contains(screenLayers[i].screen)) {
                screenLayers[i].layer.step(tick: screenLayers[i].ticks, gestures: gestures)
                screenLayers[i].ticks += 1
            }
        }
        indicators.step(tick: tick)
        for g in gestures {
            switch g {
            case .shake: if indicated.contains(.shake) { indicators.shake() }
            case .tap(let p): if indicated.contains(.tap) { indicators.tap(at: p) }
            case .drag(let path, let duration): if indicated.contains(.drag) { indicators.drag(along: path, seconds: duration) }
            case .scroll(let to, let duration):
                guard indicated.contains(.scroll) else { break }
                // A screenshot has no content offset to read: the finger
                // starts a third of the way down and travels the pull.
                let touch = Point(size.width * 0.7, size.height / 3)
                indicators.drag(from: touch, to: touch + Point(0, -to), seconds: duration)
            case .tapTarget: break
            }
        }
        for i in layers.indices { layers[i].step(tick: tick, gestures: gestures) }
    }

    func draw() -> DisplayList {
        var list: DisplayList
        if let live {
            let between = layers.flatMap { $0.draw() }
            list = DisplayList(size: size, commands: live.screen.draw(driver: layers[live.driver], between: between))
            list.append(contentsOf: indicators.draw(in: size))
            return list
        }
        if let behind = wobble {
            let dx = indicators.wobble
            list = DisplayList(size: size, commands: [.fill(behind)])
            let backdrop = flow.screens[0]
            list.append(contentsOf: dx == 0 ? backdrop : [.layer(Layer(backdrop, transform: .translation(dx, 0)))])
        } else {
            // A screen's started layers move with it.
            list = DisplayList(size: size, commands: flow.draw { s in
                screenLayers.filter { $0.screen == s && $0.ticks > 0 }.flatMap { $0.layer.draw() }
            })
        }
        for layer in layers { list.append(contentsOf: layer.draw()) }
        list.append(contentsOf: indicators.draw(in: size))
        // The frame shows the moment after its last tick, as the flow's screens do.
        if !movies.isEmpty { list.commands = MovieClip.shown(list.commands, clips: movies, tick: tick + 1) }
        return list
    }
}

/// A layer of one screen of a flow and how many ticks it has run: its clock
/// starts when the screen first comes in and stops while it does not show.
struct ScreenLayer {
    let screen: Int
    var layer: any RunningLayer
    var ticks = 0
}

/// The gestures a composed scene draws (touch circles, the shake badge): all
/// of them, or those its preset's original showed.
struct IndicatedGestures: OptionSet, Sendable {
    let rawValue: Int
    static let shake = IndicatedGestures(rawValue: 1), tap = IndicatedGestures(rawValue: 2)
    static let drag = IndicatedGestures(rawValue: 4), scroll = IndicatedGestures(rawValue: 8)
    static let all: IndicatedGestures = [.shake, .tap, .drag, .scroll]
}

/// What a scene file asks for that renders, but not as its author likely
/// meant: each a field and what is wrong there, for `warning:` lines.
extension Composition {
    /// A layer whose start never comes (a tap it waits for that the script
    /// never makes, a moment past the end), a `duration` that ends the scene
    /// before a layer has played out, a region wholly off the screen, a
    /// picture moved wholly off it, a flow step past the end. A preset's
    /// scene is the original's and is not second-guessed.
    package func warnings(scene framed: SceneHeader) -> [(field: String, message: String)] {
        guard preset == nil else { return [] }
        let scene = screenHeader(framed)
        let screen = Rect(origin: .zero, size: scene.size)
        var found: [(field: String, message: String)] = []
        // A size a picture gives is known only once the picture is read (`SceneRenderer`).
        let sized = scene.size.width > 0 && scene.size.height > 0
        let backdrops = flow.map { f in f.screens.indices.map { ("screens[\($0)]", f.screens[$0]) } } ?? [("backdrop", backdrop)]
        for (field, b) in backdrops where sized && b.shown != nil && Rect(origin: b.offset, size: scene.size).intersection(screen) == nil {
            found.append(("\(field).offset", "moves the picture wholly off the \(Self.size(scene.size)) screen: only its `color` shows"))
        }
        for (i, step) in (flow?.steps ?? []).enumerated() where Timeline.ticks(step.at) >= Timeline.ticks(scene.duration) {
            found.append(("flow[\(i)].at", "\(FrolicError.number(step.at)) s is at or past the scene's end (`duration` "
                          + "\(FrolicError.number(scene.duration)) s): screen \(step.show) never comes in"))
        }
        for (i, layer) in layers.enumerated() {
            let field = field(ofLayer: i), key = type(of: layer).key
            for (name, area) in layer.areas where area.intersection(screen) == nil {
                found.append(("\(field).\(name)", "lies wholly off the \(Self.size(scene.size)) screen: the \(key) shows nothing"))
            }
            guard layer.loopTime == nil else { continue }
            guard let begin = Self.begin(of: layer, script: scene.script.events, duration: scene.duration) else {
                let message: String
                switch layer.start {
                case .time: message = "\(FrolicError.number(layer.at)) s is at or past the scene's end (`duration` \(FrolicError.number(scene.duration)) s): the \(key) never starts"
                case .tap: message = "a tap starts the \(key), but the script has no tap: it never starts"
                case .shake: message = "a shake starts the \(key), but the script has no shake: it never starts"
                case .pull: message = "a pull starts the \(key), but the script has no scroll or drag: it never starts"
                }
                found.append(("\(field).\(layer.start == .time ? "at" : "start")", message))
                continue
            }
            let end = begin + layer.cutTime(height: scene.size.height)
            if scene.duration + Self.cutSlack < end {
                found.append(("duration", "\(FrolicError.number(scene.duration)) s ends the scene before \(field) has played out "
                              + "(about \(FrolicError.number((end * 10).rounded(.up) / 10)) s)"))
            }
        }
        return found
    }

    /// How far a layer's play may run past the end unwarned: `playTime` is
    /// a bound, and its last moments are the quietest.
    static let cutSlack = 0.5

    /// When `layer` starts playing out (a pull once the finger lifts): its
    /// first gesture in `script` before the end, or `at`; nil if never.
    static func begin(of layer: any LayerEffect, script: [ScriptEvent], duration: Double) -> Double? {
        let end = Timeline.ticks(duration)
        if layer.start == .time { return Timeline.ticks(layer.at) < end ? layer.at : nil }
        for event in script where event.tick < end && layer.start.fires(tick: event.tick, startTick: -1, gestures: [event.gesture]) {
            switch event.gesture {
            case .drag(_, let seconds), .scroll(_, let seconds): return event.time + seconds
            default: return event.time
            }
        }
        return nil
    }

    static func size(_ s: Size) -> String { "\(FrolicError.number(s.width))×\(FrolicError.number(s.height))" }
}
