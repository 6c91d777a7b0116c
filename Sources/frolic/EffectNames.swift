import FrolicCore
import FrolicScenes

/// The layers `--effect` names, in order. No name, or one that is not a
/// layer, is an error that lists the layers, with the nearest to a typo.
func layers(named names: [String]) throws -> [any LayerEffect.Type] {
    try EffectRegistry.standard.layers(named: names, file: FrolicError.commandLine, field: "--effect")
}
