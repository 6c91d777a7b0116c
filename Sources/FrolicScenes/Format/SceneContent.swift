import FrolicCore

/// What a scene file shows under its common keys: a backdrop with layers of
/// effects over it (`Composition`), written out or as a preset's block.
package protocol SceneContent {
    /// One line for `frolic examples` when the file has no `description`.
    var summary: String { get }
    /// Every picture the content names, with its field, checked before rendering.
    var pictureUses: [PictureUse] { get }
    /// The simulation of `scene` with this content.
    func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation
    /// How many items `gesture` bursts into the scene (`BurstLayer.maxItems`).
    func burstItems(for gesture: Gesture) -> Int
}

extension SceneContent {
    package func burstItems(for gesture: Gesture) -> Int { 0 }

    /// Whether the simulation reads `SceneEnvironment.remoteConfig`
    /// (`--config`): only a snow layer's season is remote configuration.
    package var readsRemoteConfig: Bool {
        (self as? Composition)?.hasSeasonalSnow ?? false
    }
}
