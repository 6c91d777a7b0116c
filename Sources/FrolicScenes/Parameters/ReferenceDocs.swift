/// The tables of Examples/README.md, kept between markers and rewritten from
/// the declarations (`make docs`), so the docs cannot go stale without a
/// test noticing:
///
///     <!-- parameters: backdrop -->
///     | key | default | accepts | meaning | …
///     <!-- end parameters -->
package enum ReferenceDocs {
    /// Each marked block of the README: the scene's keys, the script's, the
    /// limits, the backdrop's, the layers' (the keys they share, then each
    /// layer's summary and its own keys), and the presets.
    package static var tables: [(key: String, markdown: String)] { tables(.standard) }

    /// The tables, with the layers and presets of `effects`.
    package static func tables(_ effects: EffectRegistry) -> [(key: String, markdown: String)] {
        models.map { ($0.key, table($0.model)) }
            + [("script", GestureForm.markdown + "\n" + table(ScriptEntry.self)),
               ("limits", LimitsTable.markdown),
               ("layers", LayerDocs(effects).markdown),
               ("presets", PresetDocs.markdown(effects))]
    }

    /// The tables whose rows are a model's declared keys, one row a key.
    static var models: [(key: String, model: any ParameterModel.Type)] {
        [("scene", SceneHeader.self), ("backdrop", Backdrop.self), ("flow", FlowStep.self), ("frame", DeviceFrame.self)]
    }

    /// The keys of each original's own block, which `frolic schema --markdown`
    /// prints (the README says what each block sets and whose keys it takes).
    package static var presetTables: [(key: String, markdown: String)] {
        EffectRegistry.standard.presets.map { ($0.key, table($0.model)) }
    }

    private static func table(_ model: any ParameterModel.Type) -> String { open(model) }
    private static func open<M: ParameterModel>(_ model: M.Type) -> String { ReferenceTable.markdown(model) }

    static let end = "<!-- end parameters -->"
    static let opening = "<!-- parameters: "
    static func start(_ key: String) -> String { opening + key + " -->" }

    /// The keys of marked blocks in `text` that no table fills, e.g. one left
    /// behind when tables are merged: it would go stale unnoticed.
    package static func unknownBlocks(in text: String) -> [String] {
        let known = Set(tables.map(\.key))
        return text.components(separatedBy: opening).dropFirst()
            .compactMap { block in block.firstRange(of: " -->").map { String(block[..<$0.lowerBound]) } }
            .filter { !known.contains($0) }
    }

    /// `text` with every marked block replaced by its current table, and the
    /// keys that have no marked block in it.
    package static func update(_ text: String) -> (text: String, missing: [String]) {
        var out = text
        var missing: [String] = []
        for (key, markdown) in tables {
            guard let open = out.range(of: start(key)),
                  let close = out.range(of: end, range: open.upperBound..<out.endIndex) else {
                missing.append(key)
                continue
            }
            out.replaceSubrange(open.upperBound..<close.lowerBound, with: "\n" + markdown + "\n")
        }
        return (out, missing)
    }
}
