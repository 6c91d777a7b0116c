import FrolicCore

/// One of the five originals as a scene block (`"snow": { … }`): a plain
/// value made of its built-in screen and its layer, both with the original's
/// numbers, as Vortex's presets are values of one particle system. The
/// block's keys are parameters of that layer and that screen, mapped in
/// `parameters` and declared once there; the scene plays `composition`.
/// The preset also says which screen it draws, so that other effects can be
/// put over that screen (`backdrop.screen`).
protocol PresetModel: ParameterModel, Sendable {
    /// The block's key in a scene file, e.g. `"snow"`.
    static var key: String { get }
    /// One line for `frolic effects`: what the original is and where it comes from.
    static var summary: String { get }
    /// The name `backdrop.screen` gives the preset's screen: its example's, e.g. `"snow-globe"`.
    static var screenName: String { get }
    /// The example's size, for a scene on the screen that gives none.
    static var screenSize: Size { get }
    /// The screen laid out for `size`, as the original's first frame shows
    /// it before any gesture.
    static func screenCommands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand]
    /// The backdrop and layer this value stands for.
    var composition: Composition { get }
}

extension PresetModel {
    static var screenSize: Size { Size(375, 667) }

    /// The screen the preset draws, named for `backdrop.screen`.
    static var screen: BuiltInScreen { BuiltInScreen(Self.self) }

    /// The screen's model with the original's settings, for a preset whose
    /// screen is drawn as one (its backdrop's look); nil for one drawn by its layer.
    static var screenModel: (any ScreenModel)? { Self().composition.backdrop.look }

    /// The screen's model laid out, else the original's first frame.
    static func screenCommands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand] {
        if let model = screenModel { return try model.commands(size: size, environment: environment) }
        return try Self().composition.makeSimulation(scene: screenHeader(size: size), environment: environment).draw().commands
    }

    /// The header of a still of the screen: one frame, no gesture.
    static func screenHeader(size: Size) -> SceneHeader {
        SceneHeader(name: screenName, size: size, fps: 1, duration: 1, seed: 1, script: Script([]), showGestures: false)
    }

    /// The pictures the screen shows: its model's, else the original's.
    static func screenPictureUses(field: String) -> [PictureUse] {
        // The delivery app is drawn with shapes; the flakes are the snow layer's.
        let uses = screenModel.map { $0.pictureUses(field: field) } ?? Self().composition.pictureUses
        return uses.map { PictureUse(field: field, name: $0.name) }
    }
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
    package let screen: BuiltInScreen
    let model: any PresetModel.Type

    init<M: PresetModel>(_ model: M.Type) {
        key = M.key
        summary = M.summary
        layer = M().composition.layers.map { type(of: $0).key }.joined(separator: " + ")
        screen = M.screen
        self.model = model
    }

    /// The scene the block in `decoder` stands for.
    func decode(from decoder: Decoder) throws -> Composition {
        try model.decode(from: decoder).composition
    }

    /// The scene the preset plays with no keys given: the original.
    var original: Composition { model.init().composition }
}
