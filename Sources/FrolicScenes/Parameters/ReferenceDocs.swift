/// The tables of Examples/README.md, kept between markers and rewritten from
/// the declarations (`make docs`), so the docs cannot go stale without a
/// test noticing:
///
///     <!-- parameters: effects: burst -->
///     | key | default | accepts | meaning | …
///     <!-- end parameters -->
package enum ReferenceDocs {
    /// Each marked block of the README: the scene's keys, the script's, the
    /// limits, the backdrop's, each layer's (its summary, then its keys), and the presets.
    package static var tables: [(key: String, markdown: String)] {
        models.map { m -> (key: String, markdown: String) in
            // A layer's block opens with its summary: the effect is described once, where its keys are.
            (m.key, ((m.model as? any LayerEffect.Type).map { "\($0.summary).\n\n" } ?? "") + table(m.model))
        }
            + [("script", GestureForm.markdown + "\n" + table(ScriptEntry.self)),
               ("limits", LimitsTable.markdown),
               ("presets", presets)]
    }

    /// The tables whose rows are a model's declared keys, one row a key.
    static var models: [(key: String, model: any ParameterModel.Type)] {
        [("scene", SceneHeader.self), ("backdrop", Backdrop.self)]
            + allLayers.map { ("effects: \($0.key)", $0 as any ParameterModel.Type) }
    }

    /// The keys of each original's own block, which `frolic schema --markdown`
    /// prints (the README names the presets only).
    package static var presetTables: [(key: String, markdown: String)] {
        allPresets.map { ($0.key, table($0.model)) }
    }

    /// One line a preset: its block's key, the layer it is a value of, the
    /// screen it is drawn on, and what it plays.
    static var presets: String {
        "| block | layer | screen | what it plays |\n|---|---|---|---|\n"
            + allPresets.map { "| `\($0.key)` | `\($0.layer)` | `\($0.screen.rawValue)` | \($0.summary) |" }.joined(separator: "\n") + "\n"
    }

    private static func table<M: ParameterModel>(_ model: M.Type) -> String { ReferenceTable.markdown(model) }
    private static func table(_ model: any ParameterModel.Type) -> String { open(model) }
    private static func open<M: ParameterModel>(_ model: M.Type) -> String { ReferenceTable.markdown(model) }

    static let end = "<!-- end parameters -->"
    static func start(_ key: String) -> String { "<!-- parameters: \(key) -->" }

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
