import FrolicCore

/// One of the five effects, as the block of a scene file that configures it.
/// Each effect declares its block's parameters (with the original's values as
/// defaults) and builds its simulation.
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
