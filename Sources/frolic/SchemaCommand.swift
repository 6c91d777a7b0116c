import ArgumentParser
import Foundation
import FrolicCore
import FrolicScenes

/// The scene-file format as data: a JSON Schema for editors, and the
/// parameter tables of Examples/README.md, both read off the parameter
/// declarations.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files (or the parameter tables of the docs).",
        discussion: """
        Editors use the schema for completion and checking: in VS Code, \
        "json.schemas": [{ "fileMatch": ["scenes/*.json"], "url": "./frolic-scene.schema.json" }] \
        after `frolic schema > frolic-scene.schema.json`.
        """
    )

    @Flag(help: "Print the tables of Examples/README.md and each preset block's keys in Markdown instead.")
    var markdown = false

    @Option(name: .customLong("update-docs"), help: "Rewrite the marked parameter tables in this Markdown file.")
    var updateDocs: String?

    func run() throws {
        try reportingErrors {
            if let path = updateDocs {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    throw FrolicError(file: path, field: "--update-docs", "cannot read the file")
                }
                let (updated, missing) = ReferenceDocs.update(text)
                if let key = missing.first {
                    throw FrolicError(file: path, field: "--update-docs", "no \"<!-- parameters: \(key) -->\" … \"<!-- end parameters -->\" block")
                }
                if let key = ReferenceDocs.unknownBlocks(in: text).first {
                    throw FrolicError(file: path, field: "--update-docs", "\"<!-- parameters: \(key) -->\" names no table")
                }
                if updated != text {
                    do { try updated.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                        throw FrolicError(file: path, field: "--update-docs", "cannot write: \(error.localizedDescription)")
                    }
                    printError("updated \(path)")
                }
            } else if markdown {
                print((ReferenceDocs.tables + ReferenceDocs.presetTables).map { "## \($0.key)\n\n\($0.markdown)" }.joined(separator: "\n"))
            } else {
                print(SceneSchema.json.pretty)
            }
        }
    }
}
