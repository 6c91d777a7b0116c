import FrolicCore

/// What a layer is given when a composed scene starts: the scene, its own
/// seed (drawn from the scene's generator in layer order, so adding a layer
/// at the end changes no other layer), the pictures and the backdrop below.
package struct LayerContext {
    package var scene: SceneHeader
    package var seed: UInt64
    package var environment: SceneEnvironment
    package var backdrop: BackdropView

    /// The scene as an effect's own simulation should see it when it runs as
    /// a layer: the layer's seed, and no touch indicators (the composition
    /// draws those once, over every layer).
    var sceneForLayer: SceneHeader {
        var header = scene
        header.seed = seed
        header.showGestures = false
        return header
    }
}
