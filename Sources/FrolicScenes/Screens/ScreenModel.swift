import FrolicCore

/// A built-in screen with the settings a preset gives it (the delivery app's
/// title, the shelf's products): drawn as a backdrop, below the layers.
protocol ScreenModel: ParameterModel, Sendable {
    /// The screen laid out for `size`.
    func commands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand]
    /// The pictures the screen draws, checked like the scene's own.
    func pictureUses(field: String) -> [PictureUse]
}

extension ScreenModel {
    func pictureUses(field: String) -> [PictureUse] { [] }
}
