/// The name a typo most likely meant, for "did you mean …?": on the command
/// line (a subcommand, an `--effect`) and in scene files (a key, an effect).
package enum NearestName {
    /// The candidate within two edits of `word` (a swap of neighbours counts
    /// as one, case ignored), or that `word` abbreviates; the nearest first
    /// in `candidates`' order; nil when none is.
    package static func of(_ word: String, in candidates: [String]) -> String? {
        let typed = word.lowercased()
        return candidates
            .map { (name: $0, distance: editDistance(typed, $0.lowercased())) }
            .filter { $0.distance <= 2 || (typed.count >= 2 && $0.name.lowercased().hasPrefix(typed)) }
            .min { $0.distance < $1.distance }?.name
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions
    /// and transpositions of adjacent characters (`rnedr` is one swap from
    /// `rendr`), the edits that typing by hand makes.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
