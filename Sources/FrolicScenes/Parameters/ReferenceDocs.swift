/// The parameter tables of Examples/README.md, kept between markers and
/// rewritten from the declarations (`make docs`), so the docs cannot go
/// stale without a test noticing:
///
///     <!-- parameters: pigBurst -->
///     | key | default | accepts | meaning | …
///     <!-- end parameters -->
public enum ReferenceDocs {
    /// The keys every scene has, then each effect block's key and its generated reference.
    public static var tables: [(key: String, markdown: String)] {
        [("scene", table(SceneHeaderKeys.self))] + allEffects.map { ($0.key, table($0)) } + [("backdrop", table(Backdrop.self))]
            + allLayers.map { ("effects: \($0.key)", table($0)) }
    }

    private static func table<M: ParameterModel>(_ model: M.Type) -> String { ReferenceTable.markdown(model) }

    static let end = "<!-- end parameters -->"
    static func start(_ key: String) -> String { "<!-- parameters: \(key) -->" }

    /// `text` with every marked block replaced by its current table, and the
    /// keys that have no marked block in it.
    public static func update(_ text: String) -> (text: String, missing: [String]) {
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
