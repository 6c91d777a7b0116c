/// The layers' part of Examples/README.md: the keys every layer declares, in
/// one table with each layer's default, then a section a layer with what it
/// does, its default start and its own keys only; the layers are those of
/// `effects`, in its order.
struct LayerDocs {
    let layers: [any LayerEffect.Type]

    init(_ effects: EffectRegistry = .standard) { layers = effects.layers }

    var markdown: String {
        "Every layer takes these keys; each layer's default is its original's:\n\n"
            + sharedTable + "\n"
            + layers.map { section($0) }.joined(separator: "\n")
    }

    /// The keys every layer declares (`start`, `at`), in declaration order.
    var sharedKeys: [String] {
        guard let first = layers.first else { return [] }
        return Self.declared(first).filter { key in layers.allSatisfy { Self.declared($0).contains(key) } }
    }

    /// One row a shared key: its defaults grouped by value, the layers that
    /// take each; the value most layers take last, as "the others".
    var sharedTable: String {
        ReferenceTable.header + sharedKeys.map { key in
            let values = layers.map { (layer: $0.key, value: Self.shared($0, key).value) }
            var groups: [(value: String, layers: [String])] = []
            for v in values {
                if let i = groups.firstIndex(where: { $0.value == v.value }) { groups[i].layers.append(v.layer) }
                else { groups.append((v.value, [v.layer])) }
            }
            var defaults = groups.map { "\($0.value): \($0.layers.map { "`\($0)`" }.joined(separator: ", "))" }
            if groups.count > 1, let most = groups.indices.max(by: { groups[$0].layers.count < groups[$1].layers.count }) {
                defaults.remove(at: most)
                defaults.append("\(groups[most].value): the others")
            }
            let first = Self.shared(layers[0], key)
            return ReferenceRow(keys: [(key, .own)], defaults: [defaults.joined(separator: "; ")], accepts: [first.accepts],
                                docs: [first.doc]).markdown
        }.joined(separator: "\n") + "\n"
    }

    func section(_ layer: any LayerEffect.Type) -> String {
        "### `\(layer.key)`\n\(layer.summary). \(startLine(layer))\n\n" + table(layer)
    }

    /// The layer's default start, as the shared table gives it: `start: "time"`
    /// with its `at`, a gesture alone.
    func startLine(_ layer: any LayerEffect.Type) -> String {
        let keys = sharedKeys
        let values = keys.map { Self.shared(layer, $0).value }
        let shown = values.first == "`\"time\"`" ? Array(zip(keys, values)) : Array(zip(keys, values).prefix(1))
        return "Default " + shown.map { "`\($0.0)`: \($0.1)" }.joined(separator: ", ") + "."
    }

    private static func declared(_ layer: any LayerEffect.Type) -> [String] { keys(layer) }
    private static func keys<L: LayerEffect>(_: L.Type) -> [String] { L.parameters.map(\.key) }

    private func table(_ layer: any LayerEffect.Type) -> String { open(layer, except: sharedKeys) }
    private func open<L: LayerEffect>(_: L.Type, except shared: [String]) -> String { ReferenceTable.markdown(L.self, except: shared) }

    /// A shared key's default in `layer`, what it accepts and its doc.
    static func shared(_ layer: any LayerEffect.Type, _ key: String) -> (value: String, accepts: String, doc: String) {
        open(layer, key)
    }
    private static func open<L: LayerEffect>(_: L.Type, _ key: String) -> (value: String, accepts: String, doc: String) {
        let p = L.parameters.named(key)
        return (p.current(L()).map(ReferenceTable.defaultText) ?? p.absentMeaning ?? "—", p.accepts, p.doc)
    }
}
