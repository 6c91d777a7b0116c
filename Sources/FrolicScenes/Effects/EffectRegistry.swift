import FrolicCore

/// Every effect a scene file may name, in one place: the layers an `effects`
/// entry or `--effect` names, and the presets a scene's block names, each
/// carrying the screen `backdrop.screen` names. The scene-file reader, the
/// docs' tables, `frolic schema`, `frolic effects` and the command line's
/// effect names all take their lists from a registry, in its order.
///
/// It is a plain value: `standard` is Frolic's, and a registry with one more
/// layer is `standard.adding(MyLayer.self)`, passed where a scene is read or
/// listed, so that nothing global changes. A new effect is its own folder
/// under `Effects/` and one line here.
package struct EffectRegistry: Sendable {
    /// The layers, in the order `frolic effects`, the docs and errors list them.
    package private(set) var layers: [any LayerEffect.Type]
    /// The presets, in the order `frolic effects`, the docs and errors list them.
    package private(set) var presets: [Preset]

    init(layers: [any LayerEffect.Type], presets: [Preset]) {
        self.layers = []
        self.presets = []
        for layer in layers { self = adding(layer) }
        for preset in presets {
            precondition(!self.presets.contains { $0.key == preset.key || $0.screen == preset.screen },
                         "two presets named \(preset.key) or drawing \(preset.screen.rawValue)")
            self.presets.append(preset)
        }
    }

    /// Frolic's effects.
    package static let standard = EffectRegistry(
        layers: [
            SnowLayer.self,
            BurstLayer.self,
            BoomLayer.self,
            PixelateLayer.self,
            BounceLayer.self,
            ConfettiLayer.self,
            FireworksLayer.self,
            HeartsLayer.self,
            SparklesLayer.self,
            RainLayer.self,
        ],
        presets: [
            Preset(ShelfBoom.self),
            Preset(PigBurst.self),
            Preset(PixelHeader.self),
            Preset(SnowGlobe.self),
            Preset(Passcode.self),
        ])

    /// This registry with `layer` after its own layers; its key must be new.
    package func adding(_ layer: any LayerEffect.Type) -> EffectRegistry {
        precondition(self.layer(named: layer.key) == nil, "two layers named \(layer.key)")
        var more = self
        more.layers.append(layer)
        return more
    }

    /// The layers' keys, in order.
    package var layerNames: [String] { layers.map { $0.key } }

    /// The presets' block keys, in order.
    package var presetNames: [String] { presets.map(\.key) }

    /// The screens of the presets, in their order.
    package var screens: [BuiltInScreen] { presets.map(\.screen) }

    /// The layer an `effects` entry or the command line names, e.g. `confetti`.
    package func layer(named name: String) -> (any LayerEffect.Type)? {
        layers.first { $0.key == name }
    }

    /// The preset whose block is `key`, e.g. `snow`.
    package func preset(named key: String) -> Preset? {
        presets.first { $0.key == key }
    }

    /// The layers `names` name, in order, for `--effect`. No name, or one that
    /// is not a layer's, is an error at `field` of `file` that lists the
    /// layers, with the nearest to a typo.
    package func layers(named names: [String], file: String, field: String) throws(FrolicError) -> [any LayerEffect.Type] {
        let known = layerNames.joined(separator: ", ")
        guard !names.isEmpty else {
            throw FrolicError(file: file, field: field, "give at least one effect to put over the picture (effects: \(known))")
        }
        return try names.map { name throws(FrolicError) in
            guard let layer = layer(named: name) else {
                var message = "unknown effect \(FrolicError.quoted(name))"
                if let near = NearestName.of(name, in: layerNames) { message += "; did you mean \(near)?" }
                throw FrolicError(file: file, field: field, message + " (effects: \(known))")
            }
            return layer
        }
    }
}
