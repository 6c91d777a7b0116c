import ArgumentParser
import FrolicScenes

struct EffectsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "effects",
        abstract: "List every effect with a one-line description."
    )

    func run() throws {
        print(EffectRegistry.standard.list)
    }
}
