import ArgumentParser
import FrolicScenes

struct EffectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "effects",
        abstract: "List every effect with a one-line description."
    )

    func run() throws {
        let layers = allLayers.map { ($0.key, $0.summary) }
        let originals = allPresets.map { ($0.key, "\($0.summary) [\($0.layer) on the \($0.screen.rawValue) screen]") }
        let width = (layers + originals).map(\.0.count).max() ?? 0
        func row(_ name: String, _ summary: String) -> String {
            "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary
        }
        print("Effects over any screen: frolic render <picture> --effect NAME, or { \"NAME\": { … } } in a scene's \"effects\"")
        layers.forEach { print(row($0.0, $0.1)) }
        print("")
        print("Presets, the originals: a layer above with the original's numbers on its screen; a scene's \"NAME\" block")
        originals.forEach { print(row($0.0, $0.1)) }
    }
}
