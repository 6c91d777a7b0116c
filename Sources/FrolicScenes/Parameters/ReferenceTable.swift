/// The Markdown reference of a block's parameters, as Examples/README.md
/// shows it: one row per key (a nested object's keys as `emitter.shape`, a
/// key declared to sit beside the one before it in that one's row), the
/// default as JSON, what the key accepts, and its doc line; a list of objects
/// gets its own table after.
enum ReferenceTable {
    static let header = "| key | default | accepts | meaning |\n|---|---|---|---|\n"

    /// The table of `model`'s keys but the top-level ones in `except`.
    static func markdown<M: ParameterModel>(_ model: M.Type, except: [String] = []) -> String {
        var rows: [ReferenceRow] = []
        var lists: [String] = []
        collect(M.parameters.filter { !except.contains($0.key) }, M(), required: M.requiredKeys, prefix: "",
                rows: &rows, lists: &lists)
        let table = header + rows.map(\.markdown).joined(separator: "\n") + "\n"
        return ([table] + lists).joined(separator: "\n")
    }

    private static func collect<M>(_ parameters: [Parameter<M>], _ model: M, required: [String], prefix: String,
                                   rows: inout [ReferenceRow], lists: inout [String]) {
        var inGroup = false
        for p in parameters {
            let key = prefix + p.key
            if !p.children.isEmpty {
                collect(p.children, model, required: [], prefix: key + ".", rows: &rows, lists: &lists)
                inGroup = false
                continue
            }
            let shown = required.contains(p.key) ? "required" : p.current(model).map(defaultText) ?? p.absentMeaning ?? "—"
            if p.row != .own, inGroup, var row = rows.popLast() {
                row.keys.append((p.key, p.row))
                row.defaults.append(shown)
                row.accepts.append(p.accepts)
                row.docs.append(p.doc)
                rows.append(row)
            } else {
                rows.append(ReferenceRow(keys: [(key, .own)], defaults: [shown], accepts: [p.accepts], docs: [p.doc]))
            }
            inGroup = true
            if let items = p.itemTable { lists.append("Each of `\(key)`:\n\n" + items) }
        }
    }

    /// A default as JSON in code style; long lists are summarised by their length.
    static func defaultText(_ value: JSONValue) -> String {
        if case .array(let items) = value, items.count > 4 { return "\(items.count) items" }
        let text = value.compact
        return "`" + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "`"
    }
}
