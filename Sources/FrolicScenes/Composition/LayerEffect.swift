import FrolicCore

/// An effect that can be put over any screen, one of the `effects` of a
/// composed scene: `{ "snow": { … } }`. Its parameters are declared like an
/// effect block's, with the original's values as defaults.
public protocol LayerEffect: ParameterModel, SendableMetatype {
    /// The layer's key in an `effects` entry, e.g. `"snow"`.
    static var key: String { get }
    /// One line for the docs: what it does and its original.
    static var summary: String { get }
    /// Every picture the layer names; `field` is the layer's own path (`effects[1].snow`).
    func pictureUses(field: String) -> [PictureUse]
    /// The running layer in the scene `context` describes.
    func makeLayer(_ context: LayerContext) throws -> any EffectLayer
}

/// A layer being played: stepped on the scene's ticks, drawn over what is
/// below it.
public protocol EffectLayer {
    mutating func step(tick: Int, gestures: [Gesture])
    func draw() -> [DrawCommand]
}

/// Every effect an `effects` entry may name.
public let allLayers: [any LayerEffect.Type] = [
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
]
