/// The Markdown reference of a block's parameters, as Examples/README.md
/// shows it: one row per key (a nested object's keys as `emitter.shape`), the
/// default as JSON, what the key accepts, and its doc line; a list of objects
/// gets its own table after.
enum ReferenceTable {
    static func markdown<M: ParameterModel>(_ model: M.Type) -> String {
        var rows: [String] = []
        var lists: [String] = []
        collect(M.parameters, M(), required: M.requiredKeys, prefix: "", rows: &rows, lists: &lists)
        let table = "| key | default | accepts | meaning |\n|---|---|---|---|\n" + rows.joined(separator: "\n") + "\n"
        return ([table] + lists).joined(separator: "\n")
    }

    private static func collect<M>(_ parameters: [Parameter<M>], _ model: M, required: [String], prefix: String,
                                   rows: inout [String], lists: inout [String]) {
        for p in parameters {
            let key = prefix + p.key
            if !p.children.isEmpty {
                collect(p.children, model, required: [], prefix: key + ".", rows: &rows, lists: &lists)
                continue
            }
            let shown = required.contains(p.key) ? "required" : p.current(model).map(defaultText) ?? p.absentMeaning ?? "—"
            rows.append("| `\(key)` | \(shown) | \(escape(p.accepts)) | \(escape(p.doc)) |")
            if let items = p.itemTable { lists.append("Each of `\(key)`:\n\n" + items) }
        }
    }

    /// A default as JSON in code style; long lists are summarised by their length.
    static func defaultText(_ value: JSONValue) -> String {
        if case .array(let items) = value, items.count > 4 { return "\(items.count) items" }
        let text = value.compact
        return "`" + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "`"
    }

    private static func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
}
