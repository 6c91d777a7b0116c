import ArgumentParser
import Foundation
import FrolicCore
import FrolicRaster
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

    /// The layers over `picture`: none named is an error, unless what they
    /// would go over is shown alone as it is (a flow, a screen recording).
    func layers(over picture: String, flow: Bool) throws -> [any LayerEffect.Type] {
        let alone = flow || MovieHeader.extensions.contains((picture as NSString).pathExtension.lowercased())
        return alone && names.isEmpty ? [] : try layers()
    }
}
