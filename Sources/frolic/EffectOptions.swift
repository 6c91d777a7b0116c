import ArgumentParser
import FrolicCore
import FrolicScenes

/// The effects to put over a picture, for `render`, `preview` and `new`.
struct EffectOptions: ParsableArguments {
    @Option(name: .customLong("effect"), help: ArgumentHelp("With a picture: an effect to put over it (repeat for more; see `frolic effects`).",
                                                             valueName: "name"))
    var names: [String] = []

    /// The layers `--effect` names, in order. No name, or one that is not a
    /// layer, is an error that lists the layers, with the nearest to a typo.
    func layers() throws -> [any LayerEffect.Type] {
        try EffectRegistry.standard.layers(named: names, file: FrolicError.commandLine, field: "--effect")
    }
}
