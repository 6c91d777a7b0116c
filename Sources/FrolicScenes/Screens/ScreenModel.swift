import FrolicCore

/// A built-in screen with the settings a preset gives it (the delivery app's
/// title, the shelf's products): drawn as a backdrop, below the layers.
protocol ScreenModel: ParameterModel, Sendable {
    /// The screen laid out for `size`.
    func commands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand]
    /// The pictures the screen draws, checked like the scene's own.
    func pictureUses(field: String) -> [PictureUse]
    /// The screen laid out for `size` for a layer to drive, if it changes while the scene plays.
    func liveScreen(size: Size) -> (any LiveScreen)?
}

extension ScreenModel {
    func pictureUses(field: String) -> [PictureUse] { [] }
    func liveScreen(size: Size) -> (any LiveScreen)? { nil }
}
