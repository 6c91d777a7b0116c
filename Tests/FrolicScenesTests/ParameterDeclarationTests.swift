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
        #expect(ReferenceDocs.unknownBlocks(in: text).isEmpty, "Examples/README.md has a block no table fills")
        #expect(ReferenceDocs.unknownBlocks(in: text + "\n<!-- parameters: effects: snow -->\n") == ["effects: snow"])
        #expect(updated == text, "Examples/README.md's parameter tables are stale: run `make docs`")
    }

    /// Each table of Examples/README.md names every key its model declares,
    /// in order, and no other (a nested object's keys as `emitter.shape`, a
    /// key declared beside the one before it in that one's row): the scene's,
    /// the backdrop's, the script's forms and keys, the keys all layers share
    /// with each layer's default, each layer's own keys, every preset and the
    /// keys its block takes; and each preset block's own table (`frolic schema --markdown`).
    @Test func everyDeclaredKeyHasARowAndEveryRowADeclaredKey() throws {
        let tables = Dictionary(uniqueKeysWithValues: ReferenceDocs.tables.map { ($0.key, $0.markdown) })
        for (key, model) in ReferenceDocs.models {
            #expect(rowProblems(of: model, in: try #require(tables[key])) == [], "\(key)")
        }
        let script = try #require(tables["script"])
        let keyTable = try #require(script.range(of: "| key |")).lowerBound
        #expect(rowProblems(of: ScriptEntry.self, in: String(script[keyTable...])) == [], "script")
        #expect(rowKeys(String(script[..<keyTable])) == GestureForm.all.map { "\"\($0.name)\"" })
        let declared = Set(ScriptEntry.parameters.map(\.key))
        #expect(GestureForm.all.allSatisfy { Set($0.keys).isSubset(of: declared) && Set($0.required).isSubset(of: Set($0.keys)) })

        let layers = try #require(tables["layers"])
        let sections = layers.components(separatedBy: "\n### `")
        #expect(LayerDocs().sharedKeys == ["start", "at"])
        #expect(rowKeys(sections[0]) == LayerDocs().sharedKeys)
        #expect(sections.dropFirst().map { String($0.prefix { $0 != "`" }) } == EffectRegistry.standard.layers.map { $0.key })
        for (layer, section) in zip(EffectRegistry.standard.layers, sections.dropFirst()) {
            #expect(rowProblems(of: layer, in: section, except: LayerDocs().sharedKeys) == [], "\(layer.key)")
            for key in LayerDocs().sharedKeys {
                #expect(sharedDefault(of: layer.key, key, in: sections[0]) == LayerDocs.shared(layer, key).value, "\(layer.key).\(key)")
            }
        }

        let presets = try #require(tables["presets"])
        #expect(rowKeys(presets) == EffectRegistry.standard.presets.map { $0.key })
        for preset in EffectRegistry.standard.presets {
            let row = try #require(presets.split(separator: "\n").first { $0.hasPrefix("| `\(preset.key)` |") })
            #expect(row.hasSuffix("| \(PresetDocs.keys(preset)) |"))
            #expect(presetKeysNamed(PresetDocs.keys(preset), preset) == preset.model.declared.map(\.key).sorted(), "\(preset.key)")
        }
        #expect(ReferenceDocs.presetTables.map(\.key) == EffectRegistry.standard.presets.map { $0.key })
        for (effect, table) in zip(EffectRegistry.standard.presets, ReferenceDocs.presetTables) {
            #expect(rowProblems(of: effect.model, in: table.markdown) == [], "\(table.key)")
        }
    }

    /// The row check finds a key left out, a row for a key no model declares
    /// and a key shown twice, so the test above can fail.
    @Test func theRowCheckFindsAMissingAnUnknownAndARepeatedKey() throws {
        let table = ReferenceTable.markdown(SnowLayer.self)
        #expect(rowProblems(of: SnowLayer.self, in: table) == [])
        let missing = table.split(separator: "\n").filter { !$0.hasPrefix("| `today`") }.joined(separator: "\n")
        #expect(rowProblems(of: SnowLayer.self, in: missing) != [])
        #expect(rowProblems(of: SnowLayer.self, in: table.replacingOccurrences(of: "`lifetimeRange`", with: "`lifetimeRang`")) != [])
        #expect(rowProblems(of: SnowLayer.self, in: table + "| `duration` | `10` | 0…600 | again |\n") != [])
        #expect(rowProblems(of: SnowLayer.self, in: table, except: ["start"]) != [])
    }

    /// What is wrong with `markdown` as the table of `model`'s keys but
    /// `except`: its rows' keys against the declared ones, rows without their
    /// four columns, and each list's item table.
    private func rowProblems(of model: any ParameterModel.Type, in markdown: String, except: [String] = []) -> [String] {
        open(model, markdown, except)
    }

    private func open<M: ParameterModel>(_: M.Type, _ markdown: String, _ except: [String]) -> [String] {
        var problems: [String] = []
        let parts = markdown.components(separatedBy: "Each of `")
        let declared = flattened(M.parameters.filter { !except.contains($0.key) })
        let shown = rowKeys(parts[0])
        if shown != declared {
            problems.append("rows \(shown.filter { !declared.contains($0) }) not declared, keys \(declared.filter { !shown.contains($0) }) without a row"
                            + (Set(shown).count < shown.count ? ", a key in two rows" : ""))
        }
        if !rows(parts[0]).allSatisfy({ cells($0).count == 4 }) { problems.append("a row without its four columns") }
        let lists = M.parameters.filter { $0.itemTable != nil && !except.contains($0.key) }
        if parts.count - 1 != lists.count { problems.append("\(parts.count - 1) item tables for \(lists.count) lists") }
        for (list, part) in zip(lists, parts.dropFirst()) where !part.hasPrefix(list.key + "`:") || rowKeys(part) != itemKeys(list) {
            problems.append("\(list.key)'s item table")
        }
        return problems
    }

    private func rows(_ markdown: String) -> [Substring] { markdown.split(separator: "\n").filter { $0.hasPrefix("| `") } }

    /// A row's cells, split at the pipes that are not escaped.
    private func cells(_ row: Substring) -> [String] {
        row.replacingOccurrences(of: "\\|", with: "\u{0}").split(separator: "|", omittingEmptySubsequences: false)
            .dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The keys each table row names in its first cell, in order.
    private func rowKeys(_ markdown: String) -> [String] {
        rows(markdown).flatMap { ReferenceRow.keys(inFirstCell: Substring(cells($0).first ?? "")) }
    }

    /// The default the shared table's row of `key` gives for `layer`: the
    /// value of the group that names it, or of "the others".
    private func sharedDefault(of layer: String, _ key: String, in table: String) -> String? {
        guard let row = rows(table).first(where: { ReferenceRow.keys(inFirstCell: Substring(cells($0)[0])) == [key] }) else { return nil }
        let groups = cells(row)[1].components(separatedBy: "; ").map { $0.components(separatedBy: ": ") }
        return (groups.first { $0.count == 2 && $0[1].components(separatedBy: ", ").contains("`\(layer)`") }
            ?? groups.first { $0.count == 2 && $0[1] == "the others" })?[0]
    }

    /// The keys a preset's "its keys" cell names: the screen's, then the
    /// layer's declared keys but those after "but".
    private func presetKeysNamed(_ cell: String, _ preset: Preset) -> [String] {
        let spans = { (s: Substring) in s.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) } }
        let parts = cell.components(separatedBy: "; ")
        let screen = parts.count > 1 ? spans(Substring(parts[0])) : []
        let layerPart = Substring(parts.last ?? "")
        let left = layerPart.range(of: " but ").map { spans(layerPart[$0.upperBound...]) } ?? []
        let layerKeys = preset.original.layers.flatMap { type(of: $0).declared.map(\.key) }.filter { !left.contains($0) }
        return (screen + layerKeys).sorted()
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
    @Test(arguments: EffectRegistry.standard.presets.map { $0.key })
    func documentedDefaultsDecodeToTheDefaults(key: String) throws {
        let preset = try #require(EffectRegistry.standard.presets.first { $0.key == key })
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
        for preset in EffectRegistry.standard.presets {
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
        expectLine(FrolicError(file: "t.json", field: "pigBurst.elasticity", "line 1, column 90: must be between 0 and 1, got 2")) {
            try SceneFile.decode(data, path: "t.json")
        }
    }
}
