import FrolicCore

/// A screen an example is drawn on, by the example's name (`"snow-globe"`),
/// as a backdrop for other effects: the preset's effect with its defaults
/// (the originals' numbers), as its first frame shows it before any gesture.
/// Each preset carries its own (`PresetModel.screenName` and the rest); the
/// names a scene file may give are the standard registry's presets' screens.
package struct BuiltInScreen: RawRepresentable, CaseIterable, Hashable, Sendable {
    package let rawValue: String
    /// The preset that draws the screen.
    private let preset: any PresetModel.Type

    init(_ preset: any PresetModel.Type) {
        rawValue = preset.screenName
        self.preset = preset
    }

    package init?(rawValue: String) {
        guard let screen = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = screen
    }

    /// The screens a scene file may name, in the presets' order.
    package static var allCases: [BuiltInScreen] { EffectRegistry.standard.screens }

    package static func == (a: BuiltInScreen, b: BuiltInScreen) -> Bool { a.rawValue == b.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The screen's model with the original's settings, for a screen drawn as one.
    var model: (any ScreenModel)? { preset.screenModel }

    /// The example's size, for a scene that gives none.
    var size: Size { preset.screenSize }

    /// The picture the capture is kept as: a name no file lookup produces.
    var pictureName: String { "frolic:screen/\(rawValue)" }

    /// The screen laid out for `size`.
    func commands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand] {
        try preset.screenCommands(size: size, environment: environment)
    }

    /// The pictures the screen shows, checked like the scene's own.
    func pictureUses(field: String) -> [PictureUse] { preset.screenPictureUses(field: field) }
}
