import ArgumentParser
import Foundation
import FrolicRender
import FrolicScenes

struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the built-in example scenes with a one-line description."
    )

    func run() throws {
        try reportingErrors {
            let rows = try ResourceLocator.examples().map { path -> (String, String) in
                let file = try SceneFile.load(path: path)
                return (file.header.name, file.header.summary ?? file.composition.summary)
            }
            let width = rows.map(\.0.count).max() ?? 0
            for (name, summary) in rows {
                print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + summary)
            }
        }
    }
}
