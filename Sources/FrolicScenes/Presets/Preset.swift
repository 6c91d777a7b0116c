import FrolicCore

/// One of the five originals as a scene block (`"snow": { … }`): a plain
/// value made of its built-in screen and its layer, both with the original's
/// numbers, as Vortex's presets are values of one particle system. The
/// block's keys are parameters of that layer and that screen, mapped in
/// `parameters` and declared once there; the scene plays `composition`.
protocol PresetModel: ParameterModel, SendableMetatype {
    /// The block's key in a scene file, e.g. `"snow"`.
    static var key: String { get }
    /// One line for `frolic effects`: what the original is and where it comes from.
    static var summary: String { get }
    /// The backdrop and layer this value stands for.
    var composition: Composition { get }
}

/// A preset as a scene file names it: its block's key, what it plays, the
/// layer it is a value of and the screen it is drawn on. Reading the block,
/// its reference table and its JSON Schema all come from its model.
package struct Preset: Sendable {
    package let key: String
    package let summary: String
    /// The key of the layer the preset is a value of (`boom`).
    package let layer: String
    /// The example's screen the preset draws (`shelf-boom`), as `backdrop.screen` names it.
    package var screen: BuiltInScreen { BuiltInScreen.allCases.first { $0.presetKey == key }! }
    let model: any PresetModel.Type

    init<M: PresetModel>(_ model: M.Type) {
        key = M.key
        summary = M.summary
        layer = M().composition.layers.map { type(of: $0).key }.joined(separator: " + ")
        self.model = model
    }

    /// The scene the block in `decoder` stands for.
    func decode(from decoder: Decoder) throws -> Composition {
        try model.decode(from: decoder).composition
    }

    /// The scene the preset plays with no keys given: the original.
    var original: Composition { model.init().composition }
}

/// Every preset a scene file may name, in the order `frolic effects` and
/// error messages list them.
package let allPresets: [Preset] = [
    Preset(ShelfBoom.self),
    Preset(PigBurst.self),
    Preset(PixelHeader.self),
    Preset(SnowGlobe.self),
    Preset(Passcode.self),
]
