import FrolicCore

/// A backdrop and the effects drawn over it in order, like layers in Core
/// Animation or Lottie:
///
///     "backdrop": { "picture": "shots/home.png" },
///     "effects": [{ "snow": { "start": "shake", "duration": 5 } }]
public struct Composition: SceneContent {
    public var backdrop: Backdrop
    public var layers: [any LayerEffect]

    public var summary: String {
        let below = backdrop.picture.map { "\"\($0)\"" } ?? backdrop.screen.map { "the \($0.rawValue) screen" } ?? "a colour"
        return "\(layers.map { type(of: $0).key }.joined(separator: " + ")) over \(below)"
    }

    public var pictureUses: [PictureUse] {
        let backdropUse = (backdrop.picture.map { [PictureUse(field: "backdrop.picture", name: $0)] } ?? [])
            + (backdrop.screen?.pictureUses(field: "backdrop.screen") ?? [])
        return backdropUse + layers.enumerated().flatMap { i, layer in
            layer.pictureUses(field: "effects[\(i)].\(type(of: layer).key)")
        }
    }

    public func burstItems(for gesture: Gesture) -> Int {
        layers.reduce(0) { $0 + (($1 as? BurstLayer)?.burstItems(for: gesture) ?? 0) }
    }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        let view: BackdropView
        if let screen = backdrop.screen {
            view = try backdrop.view(of: screen, in: scene.size, environment: environment)
        } else {
            let pictureSize = try backdrop.picture.map { try environment.pictures.pixelSize(of: $0) }
            view = backdrop.view(in: scene.size, pictureSize: pictureSize)
        }
        var seeds = SeededRandom(seed: scene.seed)
        let running = try layers.enumerated().map { i, layer in
            do {
                return try layer.makeLayer(LayerContext(scene: scene, seed: seeds.next(), environment: environment, backdrop: view))
            } catch let error as SceneFieldError {
                throw SceneFieldError(field: "effects[\(i)].\(type(of: layer).key).\(error.field)", error.message)
            }
        }
        return ComposedSimulation(size: scene.size, backdrop: view.commands,
                                  layers: running, indicators: GestureIndicators(enabled: scene.showGestures))
    }

    /// The `effects` array: each entry one object with one key, the layer's.
    static func decodeLayers(_ decoder: Decoder) throws -> [any LayerEffect] {
        var c = try decoder.unkeyedContainer()
        var layers: [any LayerEffect] = []
        while !c.isAtEnd {
            let entry = try c.superDecoder()
            let keys = try entry.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue).sorted()
            let names = allLayers.map { $0.key }
            guard keys.count == 1, let kind = allLayers.first(where: { $0.key == keys[0] }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: entry.codingPath, debugDescription:
                    "expected one effect, { \"<effect>\": { … } }, with <effect> one of: \(names.joined(separator: ", "))"))
            }
            layers.append(try kind.decode(from: entry.container(keyedBy: AnyCodingKey.self)
                .superDecoder(forKey: AnyCodingKey(stringValue: kind.key))))
        }
        guard !layers.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected at least one effect"))
        }
        return layers
    }
}

/// A composed scene being played: the backdrop, each layer in order, then the
/// gesture indicators.
struct ComposedSimulation: Simulation {
    let size: Size
    let backdrop: [DrawCommand]
    var layers: [any EffectLayer]
    var indicators: GestureIndicators

    mutating func step(tick: Int, gestures: [Gesture]) {
        indicators.step(tick: tick)
        for g in gestures {
            switch g {
            case .shake: indicators.shake()
            case .tap(let p): indicators.tap(at: p)
            case .drag(let path, let duration): indicators.drag(along: path, seconds: duration)
            case .scroll(let to, let duration):
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
        var list = DisplayList(size: size, commands: backdrop)
        for layer in layers { list.append(contentsOf: layer.draw()) }
        list.append(contentsOf: indicators.draw(in: size))
        return list
    }
}
