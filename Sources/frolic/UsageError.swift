import FrolicCore
import FrolicRender

/// argument-parser's message for a usage error as our one error line:
/// `error: command line: <option>: <message>`, the message lower-cased at its
/// start like ours. The option is the first option the message quotes
/// (`'--seed <seed>'` → `--seed`; a quoted value such as `'-1'` is not one),
/// else the first quoted argument (`'<scene>'`), else "-" (an unknown
/// subcommand, a stray argument).
func usageErrorLine(_ message: String) -> String {
    let text = message.split(separator: "\n").first.map(String.init) ?? message
    let quoted = text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map(\.element)
    let field = (quoted.first { $0.hasPrefix("-") && ($0.dropFirst().first?.isLetter ?? false) || $0.hasPrefix("--") }
        ?? quoted.first { $0.hasPrefix("<") })
        .map { String($0.split(separator: " ").first ?? $0) } ?? "-"
    return "error: \(FrolicError.commandLine): \(field): \(text.prefix(1).lowercased() + text.dropFirst())"
}
