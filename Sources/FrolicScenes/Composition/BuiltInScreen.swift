import FrolicCore

/// The screens the five examples are drawn on, by the example's name, as a
/// backdrop for other effects: the example's effect with its defaults (the
/// originals' numbers), as its first frame shows it before any gesture; the
/// passcode board without its circles.
package enum BuiltInScreen: String, CaseIterable, Sendable {
    case snowGlobe = "snow-globe"
    case shelfBoom = "shelf-boom"
    case pixelHeader = "pixel-header"
    case pigBurst = "pig-burst"
    case passcode

    /// The key of the preset whose screen it is.
    var presetKey: String {
        switch self {
        case .snowGlobe: SnowGlobe.key
        case .shelfBoom: ShelfBoom.key
        case .pixelHeader: PixelHeader.key
        case .pigBurst: PigBurst.key
        case .passcode: Passcode.key
        }
    }

    /// The preset's original scene, whose first frame the screen is.
    private var original: Composition { allPresets.first { $0.key == presetKey }!.original }

    /// The screen's model with the original's settings, for a screen drawn as one.
    var model: (any ScreenModel)? {
        switch self {
        case .snowGlobe: DeliveryAppScreen()
        case .shelfBoom: ShelfScreen()
        case .pixelHeader: StretchyTableScreen()
        default: nil
        }
    }

    /// The example's size, for a scene that gives none.
    var size: Size { self == .passcode ? Size(500, 500) : Size(375, 667) }

    /// The picture the capture is kept as: a name no file lookup produces.
    var pictureName: String { "frolic:screen/\(rawValue)" }

    /// The screen laid out for `size`.
    func commands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand] {
        let header = SceneHeader(name: rawValue, size: size, fps: 1, duration: 1, seed: 1, script: Script([]), showGestures: false)
        if let model { return try model.commands(size: size, environment: environment) }
        switch self {
        // Twelve circles stacked at their start would read as one stray circle.
        case .passcode: return [.fill(Passcode().board.color)] + PasscodeSimulation(effect: PasscodeGame(), scene: header).bases()
        default: return try original.makeSimulation(scene: header, environment: environment).draw().commands
        }
    }

    /// The pictures the screen shows, checked like the scene's own.
    func pictureUses(field: String) -> [PictureUse] {
        // The delivery app is drawn with shapes; the flakes are the snow layer's.
        if let model { return model.pictureUses(field: field).map { PictureUse(field: field, name: $0.name) } }
        return original.pictureUses.map { PictureUse(field: field, name: $0.name) }
    }
}
