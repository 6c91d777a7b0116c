import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

/// The docs, the schema and the decoder all come from the parameter
/// declarations; these tests fail when one of them drifts.
@Suite struct ParameterDeclarationTests {
    static let readme = RepositoryRoot.path + "/Examples/README.md"

    @Test func theReferenceTablesInExamplesReadmeAreCurrent() throws {
        let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let (updated, missing) = ReferenceDocs.update(text)
        #expect(missing.isEmpty, "Examples/README.md has no parameter block for \(missing)")
        #expect(updated == text, "Examples/README.md's parameter tables are stale: run `make docs`")
    }

    /// Each model's table has one row a declared key, in order (a nested
    /// object's keys as `emitter.shape`), and a list's items their own table;
    /// the script's tables list its forms and keys, the presets' every block,
    /// and each preset block's own table (`frolic schema --markdown`) its keys.
    @Test func everyDeclaredKeyHasARowAndEveryRowADeclaredKey() throws {
        let tables = Dictionary(uniqueKeysWithValues: ReferenceDocs.tables.map { ($0.key, $0.markdown) })
        #expect(ReferenceDocs.models.count == 2 + allLayers.count)
        for (key, model) in ReferenceDocs.models {
            try checkRows(of: model, in: try #require(tables[key]), table: key)
        }
        let script = try #require(tables["script"])
        let keyTable = try #require(script.range(of: "| key |")).lowerBound
        try checkRows(of: ScriptEntry.self, in: String(script[keyTable...]), table: "script")
        #expect(rowKeys(String(script[..<keyTable])) == GestureForm.all.map { "\"\($0.name)\"" })
        let declared = Set(ScriptEntry.parameters.map(\.key))
        #expect(GestureForm.all.allSatisfy { Set($0.keys).isSubset(of: declared) && Set($0.required).isSubset(of: Set($0.keys)) })
        #expect(rowKeys(try #require(tables["presets"])) == allPresets.map { $0.key })
        #expect(ReferenceDocs.presetTables.map(\.key) == allPresets.map { $0.key })
        for (effect, table) in zip(allPresets, ReferenceDocs.presetTables) {
            try checkRows(of: effect.model, in: table.markdown, table: table.key)
        }
    }

    private func checkRows<M: ParameterModel>(of model: M.Type, in markdown: String, table: String) throws {
        let parts = markdown.components(separatedBy: "Each of `")
        #expect(rowKeys(parts[0]) == flattened(M.parameters), "\(table)")
        #expect(parts[0].split(separator: "\n").filter { $0.hasPrefix("| `") }.allSatisfy { $0.split(separator: "|").count == 4 },
                "\(table): a row without its four columns")
        let lists = M.parameters.filter { $0.itemTable != nil }
        #expect(parts.count - 1 == lists.count, "\(table): \(parts.count - 1) item tables for \(lists.count) lists")
        for (list, part) in zip(lists, parts.dropFirst()) {
            #expect(part.hasPrefix(list.key + "`:"), "\(table): \(part.prefix(30))")
            #expect(rowKeys(part) == itemKeys(list), "\(table).\(list.key)")
        }
    }

    /// The first code span of each table row: its key.
    private func rowKeys(_ markdown: String) -> [String] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
    }

    private func flattened<M>(_ parameters: [Parameter<M>], prefix: String = "") -> [String] {
        parameters.flatMap { $0.children.isEmpty ? [prefix + $0.key] : flattened($0.children, prefix: prefix + $0.key + ".") }
    }

    /// A list's item keys, from its schema (which the item model's parameters write).
    private func itemKeys<M>(_ list: Parameter<M>) -> [String] {
        guard case .object(let items)? = list.schema.first(where: { $0.0 == "items" })?.1,
              case .object(let properties)? = items.first(where: { $0.0 == "properties" })?.1 else { return [] }
        return properties.map(\.0)
    }

    /// The header keys write themselves back as the file gave them: every
    /// gesture kind, the optional keys, and the values beside the defaults.
    @Test func theSceneHeaderWritesBackWhatItReads() throws {
        let json = #"""
        { "name": "t-1", "description": "a line", "size": [320.5, 480], "fps": 30, "duration": 2.5, "seed": 42,
          "showGestures": false,
          "script": [{ "at": 0.1, "gesture": "shake" }, { "at": 0.2, "gesture": "tap", "point": [1, 2] },
                     { "at": 0.3, "gesture": "tap", "target": 7 }, { "at": 0.4, "gesture": "scroll", "to": -160, "duration": 1.2 },
                     { "at": 0.5, "gesture": "drag", "path": [[1, 2], [3, 4.5]], "duration": 0.8 }] }
        """#
        let keys = try JSONDecoder().decode(Decoded<SceneHeader>.self, from: Data(json.utf8)).model
        guard case .object(var fields) = JSONValue.model(keys) else { Issue.record("not an object"); return }
        fields.append(("pigBurst", .object([])))
        let again = try SceneFile.decode(Data(JSONValue.object(fields).compact.utf8), path: "t.json").header
        let withBlock = json.replacingOccurrences(of: #""showGestures": false,"#, with: #""showGestures": false, "pigBurst": {},"#)
        #expect(again == (try SceneFile.decode(Data(withBlock.utf8), path: "t.json").header))
        #expect(again.script.events.count == 5 && again.summary == "a line" && again.size == Size(320.5, 480) && again.seed == 42)
    }

    /// The documented defaults are the decoder's: a block that writes out
    /// every default decodes to the model with no keys at all.
    @Test(arguments: allPresets.map { $0.key })
    func documentedDefaultsDecodeToTheDefaults(key: String) throws {
        let preset = try #require(allPresets.first { $0.key == key })
        try roundTrip(preset.model)
    }

    private func roundTrip<E: PresetModel>(_ effect: E.Type) throws {
        let written = JSONValue.model(E()).compact
        let decoded = try JSONDecoder().decode(Decoded<E>.self, from: Data(written.utf8)).model
        #expect(JSONValue.model(decoded) == JSONValue.model(E()), "\(E.key): \(written)")
        let empty = try JSONDecoder().decode(Decoded<E>.self, from: Data("{}".utf8)).model
        #expect(JSONValue.model(empty) == JSONValue.model(E()))
    }

    @Test func theSchemaIsJSONAndListsEveryDeclaredKey() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SceneSchema.json.pretty.utf8)) as? [String: Any])
        let properties = try #require(object["properties"] as? [String: Any])
        for preset in allPresets {
            let block = try #require(properties[preset.key] as? [String: Any], "\(preset.key)")
            let listed = try #require(block["properties"] as? [String: Any]).keys.sorted()
            #expect(listed == declaredKeys(of: preset.model).sorted(), "\(preset.key)")
            #expect(block["additionalProperties"] as? Bool == false)
        }
    }

    private func declaredKeys<E: PresetModel>(of preset: E.Type) -> [String] { E.parameters.map(\.key) }

    /// Every example scene uses only keys the schema knows, at the top level.
    @Test func theExamplesUseOnlyKeysTheSchemaKnows() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SceneSchema.json.pretty.utf8)) as? [String: Any])
        let known = Set(try #require(object["properties"] as? [String: Any]).keys)
        let folder = (Self.readme as NSString).deletingLastPathComponent
        let scenes = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(!scenes.isEmpty)
        for name in scenes {
            let scene = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) as? [String: Any])
            #expect(Set(scene.keys).isSubset(of: known), "\(name): \(Set(scene.keys).subtracting(known))")
        }
    }

    @Test func aDeclaredRangeIsCheckedAtItsKey() throws {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Decoded<PigBurst>.self, from: Data(#"{ "itemsPerTap": 51 }"#.utf8))
        }
        let data = Data(#"{ "name": "t", "size": [100, 100], "fps": 10, "duration": 1, "pigBurst": { "elasticity": 2 } }"#.utf8)
        #expect(throws: FrolicError(file: "t.json", field: "pigBurst.elasticity", "line 1, column 90: must be between 0 and 1, got 2")) {
            try SceneFile.decode(data, path: "t.json")
        }
    }
}
