import FrolicCore

/// One of the five effect blocks of a scene file (`"snow": { … }`): it
/// declares the block's keys, with the original's values as defaults. `snow`,
/// `pigBurst` and `passcode` are presets (`Preset`: a backdrop and a layer,
/// played as a composition); `shelfBoom` and `pixelHeader` still build a
/// simulation of their own, which their layers (`boom`, `pixelate`) run over
/// a backdrop.
public protocol Effect: ParameterModel, SceneContent, SendableMetatype {
    /// The block's key in a scene file, e.g. `"snow"`.
    static var key: String { get }
    /// One line for `frolic examples`: what the effect is and its original.
    static var summary: String { get }
}

/// Every effect a scene file may name. Order is the order `frolic examples`
/// and error messages list them in.
public let allEffects: [any Effect.Type] = [
    ShelfBoom.self,
    PigBurst.self,
    PixelHeader.self,
    SnowGlobe.self,
    Passcode.self,
]
