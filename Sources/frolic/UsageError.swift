import FrolicCore
import FrolicRender

/// argument-parser's message for a usage error as our one error line:
/// `error: command line: <option>: <message>`, the message lower-cased at its
/// start like ours. The option is the first option the message quotes
/// (`'--seed <seed>'` → `--seed`; a quoted value such as `'-1'` is not one),
/// else the first quoted argument (`'<scene>'`, or a stray `'b.json'`), else
/// `arguments`, so that the field slot always names something on the command line.
func usageErrorLine(_ message: String) -> String {
    let text = message.split(separator: "\n").first.map(String.init) ?? message
    let quoted = text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map(\.element)
    let field = (quoted.first { $0.hasPrefix("-") && ($0.dropFirst().first?.isLetter ?? false) || $0.hasPrefix("--") }
        ?? quoted.first { $0.hasPrefix("<") } ?? quoted.first { !$0.isEmpty })
        .map { String($0.split(separator: " ").first ?? $0) } ?? "arguments"
    return "error: \(FrolicError.commandLine): \(field): \(text.prefix(1).lowercased() + text.dropFirst())"
}

/// The error line for a first argument that is neither an option nor one of
/// `subcommands` (`frolic rendr x.json`), with the nearest subcommand when
/// one is close; nil when `word` is an option or a subcommand.
func unknownSubcommandLine(_ word: String, subcommands: [String]) -> String? {
    guard !word.hasPrefix("-"), !subcommands.contains(word) else { return nil }
    var message = "unknown subcommand '\(word)'"
    if let near = nearest(word, in: subcommands) {
        message += "; did you mean `\(near)`?"
    } else if ResourceLocator.scenePath(for: word) != nil {
        // `frolic snow-globe`: the user named a scene and forgot the verb.
        message += "; did you mean `render \(word)`?"
    }
    return "error: \(FrolicError.commandLine): <subcommand>: \(message) (subcommands: \(subcommands.joined(separator: ", ")))"
}

/// The candidate a typo most likely meant: within two edits (a swap of
/// neighbours counts as one), or which it abbreviates; nil when none is.
func nearest(_ word: String, in candidates: [String]) -> String? {
    let typed = word.lowercased()
    return candidates
        .map { (name: $0, distance: editDistance(typed, $0.lowercased())) }
        .filter { $0.distance <= 2 || (typed.count >= 2 && $0.name.hasPrefix(typed)) }
        .min { $0.distance < $1.distance }?.name
}

/// Optimal-string-alignment distance: insertions, deletions, substitutions
/// and transpositions of adjacent characters (`rnedr` is one swap from
/// `rendr`), the edits that typing by hand makes.
func editDistance(_ a: String, _ b: String) -> Int {
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
