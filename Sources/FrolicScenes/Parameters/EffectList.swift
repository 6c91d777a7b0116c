import Foundation

/// What `frolic effects` prints: each layer, then each preset with the layer
/// it is a value of and the screen it draws, one line each.
extension EffectRegistry {
    package var list: String {
        let layerRows = layers.map { ($0.key, $0.summary) }
        let presetRows = presets.map { ($0.key, "\($0.summary) [\($0.layer) on the \($0.screen.rawValue) screen]") }
        let width = (layerRows + presetRows).map(\.0.count).max() ?? 0
        func row(_ name: String, _ summary: String) -> String {
            "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary
        }
        return (["Effects over any screen: frolic render <picture> --effect NAME, or { \"NAME\": { … } } in a scene's \"effects\""]
            + layerRows.map(row)
            + ["", "Presets, the originals: a layer above with the original's numbers on its screen; a scene's \"NAME\" block"]
            + presetRows.map(row)).joined(separator: "\n")
    }
}
