import FrolicCore
import FrolicScenes

/// The layers `--effect` names, in order. No name, or one that is not a
/// layer, is an error that lists the layers, with the nearest to a typo.
func layers(named names: [String]) throws -> [any LayerEffect.Type] {
    let known = allLayers.map { $0.key }
    guard !names.isEmpty else {
        throw FrolicError(file: FrolicError.commandLine, field: "--effect",
                          "give at least one effect to put over the picture (effects: \(known.joined(separator: ", ")))")
    }
    return try names.map { name in
        guard let layer = PictureScene.layer(named: name) else {
            var message = "unknown effect \(FrolicError.quoted(name))"
            if let near = NearestName.of(name, in: known) { message += "; did you mean \(near)?" }
            throw FrolicError(file: FrolicError.commandLine, field: "--effect", message + " (effects: \(known.joined(separator: ", ")))")
        }
        return layer
    }
}
