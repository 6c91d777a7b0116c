/// A row of a reference table: one key, or a few declared together that read
/// as one (`lifetime` ± `lifetimeRange`, a formula's terms), so that a table
/// stays short enough to read and still names every key.
struct ReferenceRow {
    /// Where a key is shown: in a row of its own, or in the row of the key
    /// declared before it, as its spread (`16` ± `2`) or after it (`a`, `b`).
    enum Place: Sendable { case own, spread, beside }

    /// The row's keys in order, the first in full (`flakes.lifetime`), the
    /// others as declared (`lifetimeRange`), each with its place.
    var keys: [(key: String, place: Place)]
    var defaults: [String]
    var accepts: [String]
    var docs: [String]

    var markdown: String {
        func joined(_ items: [String], list: String = ", ") -> String {
            zip(keys, items).map { ($0.0.place == .spread ? " ± " : $0.0.place == .beside ? list : "") + $0.1 }.joined()
        }
        let shownAccepts = Set(accepts).count == 1 ? accepts[0] : joined(accepts, list: "; ")
        return "| \(joined(keys.map { "`\($0.key)`" })) | \(joined(defaults)) | \(Self.escape(shownAccepts)) | \(Self.escape(meaning)) |"
    }

    /// The docs of the row's keys in one line: a joined key's doc that only
    /// points at the row's first ("see dropBase") or names a spread's unit
    /// ("± seconds") is left out, a repeated one said once, and words all
    /// share said once (`change of red, green per second`).
    var meaning: String {
        var said: [String] = []
        for (i, (key, doc)) in zip(keys.map(\.key), docs).enumerated() {
            var doc = doc
            if i > 0, keys[i].place == .spread, doc.hasPrefix("± ") { continue }
            if i > 0, doc.hasPrefix("see ") {
                guard let rest = doc.range(of: "; ") else { continue }
                doc = "`\(key)` " + doc[rest.upperBound...]
            }
            if !said.contains(doc) { said.append(doc) }
        }
        return Self.factored(said) ?? said.joined(separator: "; ")
    }

    /// `docs` with the words they all begin or end with said once, when what
    /// is left of each is a word or two: "multiplies every cell's birthRate, particle's lifetime".
    static func factored(_ docs: [String]) -> String? {
        guard docs.count > 1 else { return nil }
        let words = docs.map { $0.split(separator: " ").map(String.init) }
        let shortest = words.map(\.count).min() ?? 0
        var head = 0, tail = 0
        while head < shortest - 1, words.allSatisfy({ $0[head] == words[0][head] }) { head += 1 }
        while tail < shortest - 1 - head, words.allSatisfy({ $0[$0.count - 1 - tail] == words[0][words[0].count - 1 - tail] }) { tail += 1 }
        let middles = words.map { $0[head..<($0.count - tail)].joined(separator: " ") }
        guard head + tail > 0, words.allSatisfy({ $0.count - head - tail <= 2 }),
              middles.allSatisfy({ !$0.contains(",") && !$0.contains(";") }) else { return nil }
        return (words[0][..<head] + [middles.joined(separator: ", ")] + words[0][(words[0].count - tail)...]).joined(separator: " ")
    }

    static func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }

    /// The full keys a row's first cell names: the later ones sit beside the first, in its object.
    static func keys(inFirstCell cell: Substring) -> [String] {
        let spans = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let first = spans.first else { return [] }
        let prefix = first.range(of: ".", options: .backwards).map { String(first[..<$0.upperBound]) } ?? ""
        return [first] + spans.dropFirst().map { prefix + $0 }
    }
}

extension Parameter {
    /// Shown in the row of the key declared before it, as its spread: `16` ± `2`.
    func spread() -> Parameter { var p = self; p.row = .spread; return p }
    /// Shown in the row of the key declared before it, after it.
    func beside() -> Parameter { var p = self; p.row = .beside; return p }
}
