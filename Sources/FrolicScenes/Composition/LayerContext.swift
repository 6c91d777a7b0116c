import FrolicCore

/// What a layer is given when a composed scene starts: the scene, its own
/// seed (drawn from the scene's generator in layer order, so adding a layer
/// at the end changes no other layer), the pictures and the backdrop below.
public struct LayerContext {
    public var scene: SceneHeader
    public var seed: UInt64
    public var environment: SceneEnvironment
    public var backdrop: BackdropView
}
