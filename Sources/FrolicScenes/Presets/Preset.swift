import FrolicCore

/// One of the five originals as a scene block (`"snow": { … }`): a plain
/// value made of its built-in screen and its layer, both with the original's
/// numbers, as Vortex's presets are values of one particle system. The
/// block's keys are parameters of that layer and that screen, mapped in
/// `parameters` and declared once there; the scene plays `composition`.
protocol Preset: Effect {
    /// The backdrop and layer this value stands for.
    var composition: Composition { get }
}

extension Preset {
    var pictureUses: [PictureUse] { composition.pictureUses }

    func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        try composition.makeSimulation(scene: scene, environment: environment)
    }

    func burstItems(for gesture: Gesture) -> Int { composition.burstItems(for: gesture) }
}
