import FrolicCore
import FrolicRender
import FrolicScenes

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
    if let near = NearestName.of(word, in: subcommands) {
        message += "; did you mean `\(near)`?"
    } else if ResourceLocator.scenePath(for: word) != nil {
        // `frolic snow-globe`: the user named a scene and forgot the verb.
        message += "; did you mean `render \(word)`?"
    }
    return "error: \(FrolicError.commandLine): <subcommand>: \(message) (subcommands: \(subcommands.joined(separator: ", ")))"
}
