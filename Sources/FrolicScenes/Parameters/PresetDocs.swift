/// The presets' table of Examples/README.md: each original's block, what it
/// plays, the backdrop and layer it is a value of (the keys it sets beside
/// their defaults), and the keys the block takes.
enum PresetDocs {
    static func markdown(_ effects: EffectRegistry) -> String {
        "| block | what it plays | backdrop and layer | its keys |\n|---|---|---|---|\n"
            + effects.presets.map(row).joined(separator: "\n") + "\n"
    }

    static func row(_ preset: Preset) -> String {
        let original = preset.original
        let backdrop = PictureScene.changed(Backdrop.parameters, original.backdrop, Backdrop(), always: ["screen", "color"])
        let sets = ["`backdrop` `\(JSONValue.object(backdrop).compact)`"]
            + original.layers.map { "`\(type(of: $0).key)` `\(layerKeys($0).compact)`" }
        return "| `\(preset.key)` | \(preset.summary) | \(ReferenceRow.escape(sets.joined(separator: ", "))) | \(keys(preset)) |"
    }

    /// The layer's start and the keys whose values differ from its defaults.
    static func layerKeys<L: LayerEffect>(_ layer: L) -> JSONValue {
        guard case .object(let entry) = PictureScene.entry(layer), let keys = entry.first?.1 else { return .object([]) }
        return keys
    }

    /// The block's keys: its screen's own, then its layers' (all but those it
    /// leaves out). A key is the layer's when the layer declares it with the same doc.
    static func keys(_ preset: Preset) -> String {
        let block = preset.model.declared
        let layers = preset.original.layers.flatMap { type(of: $0).declared }
        let screen = block.filter { key in !layers.contains { $0 == key } }.map(\.key)
        let left = layers.filter { key in !block.contains { $0 == key } }.map(\.key)
        let layer = "`\(preset.layer)`'s" + (left.isEmpty ? "" : " but " + left.map { "`\($0)`" }.joined(separator: ", "))
        return (screen.isEmpty ? "" : screen.map { "`\($0)`" }.joined(separator: ", ") + "; ") + layer
    }
}

extension ParameterModel {
    /// Each top-level key with its doc, which tells apart two keys of one name.
    static var declared: [DeclaredKey] { parameters.map { DeclaredKey(key: $0.key, doc: $0.doc) } }
}

struct DeclaredKey: Equatable {
    let key: String
    let doc: String
}
