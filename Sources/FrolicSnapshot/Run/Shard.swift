/// One of N CI jobs' share of the scenes (`--shard I/N`, 1-based like
/// Playwright's). Scenes are sorted by file name (byte order, no locale) and
/// dealt round-robin, so shares differ by at most one scene and every job,
/// seeing the same checkout, computes the same split without talking to the others.
package struct Shard: Hashable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) throws(Invalid) {
        guard count >= 1, (1...count).contains(index) else { throw .outOfRange(index: index, count: count) }
        self.index = index; self.count = count
    }

    /// Parses `I/N`.
    package init(_ text: String) throws(Invalid) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { throw .notAFraction(text) }
        try self.init(index: i, count: n)
    }

    /// This shard's share of `names`, in sorted order.
    package func select(_ names: [String]) -> [String] {
        SnapshotSuite.sortedBytes(names).enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// A shard no CI matrix can mean; the caller reports it at the option that gave it.
    package enum Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not `I/N` with whole numbers.
        case notAFraction(String)
        /// `I` is not one of `1...N`.
        case outOfRange(index: Int, count: Int)

        package var description: String {
            switch self {
            case let .notAFraction(text): return "must be I/N (for example 2/4), got \"\(text)\""
            case let .outOfRange(index, count): return "must be I/N with 1 ≤ I ≤ N, got \(index)/\(count)"
            }
        }
    }
}
