import Foundation
import Testing

/// Every `frolic` command the README shows names a subcommand and flags the
/// command line has: a renamed flag breaks this test, not a reader's first try.
@Suite struct ReadmeCommandsTests {
    /// The `frolic …` lines of the README's code blocks (`$ ` prompts, list dashes,
    /// `swift run [-c release]` and `.build/release/` taken off, comments and continuations joined).
    static func commands(in markdown: String) -> [String] {
        var commands: [String] = []
        var inBlock = false
        var pending = ""
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") { inBlock.toggle(); pending = ""; continue }
            guard inBlock else { continue }
            var text = pending + (pending.isEmpty ? "" : " ") + line
            pending = ""
            if text.hasSuffix("\\") { pending = String(text.dropLast()).trimmingCharacters(in: .whitespaces); continue }
            if let hash = text.range(of: " #") { text = String(text[..<hash.lowerBound]) }
            for prefix in ["- ", "$ ", "swift run -c release ", "swift run ", ".build/release/"] where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
            }
            if text.hasPrefix("frolic ") { commands.append(text.trimmingCharacters(in: .whitespaces)) }
        }
        return commands
    }

    /// The flags a command line names: `--lossy`, `-o`, and each of `[--a | --b]`.
    static func flags(of command: String) -> [String] {
        command.split(whereSeparator: { " []|=".contains($0) }).map(String.init)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".,;:)`")) }
            .filter { $0.range(of: "^--?[a-z]", options: .regularExpression) != nil }
    }

    @Test func extractsCommandsFlagsAndSubcommands() {
        let markdown = """
            text frolic render outside a block
            ```sh
            $ frolic render a.json -o a.gif   # comment --ignored
            swift run -c release frolic snapshot --report r \\
                --junit j.xml
            echo not frolic
            ```
            """
        #expect(Self.commands(in: markdown) == ["frolic render a.json -o a.gif", "frolic snapshot --report r --junit j.xml"])
        #expect(Self.flags(of: "frolic render x [--seed N] [--record [--prune] | --record-failing] -o=y") ==
                ["--seed", "--record", "--prune", "--record-failing", "-o"])
    }

    @Test func everyReadmeCommandNamesARealSubcommandAndRealFlags() throws {
        let readme = try String(contentsOfFile: CLI.packageRoot + "/README.md", encoding: .utf8)
        let commands = Self.commands(in: readme)
        #expect(commands.count >= 5, "the README shows how to run frolic")
        let top = try CLI.run(["--help"])
        var helps: [String: String] = [:]
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            guard let sub = words.dropFirst().first, !sub.hasPrefix("-") else {
                for flag in Self.flags(of: command) {
                    #expect(top.stdout.contains(flag), "README: `\(command)`: `frolic --help` has no \(flag)")
                }
                continue
            }
            #expect(top.stdout.contains("  \(sub)"), "README: `\(command)`: `frolic --help` lists no subcommand \(sub)")
            if helps[sub] == nil { helps[sub] = try CLI.run([sub, "--help"]).stdout }
            for flag in Self.flags(of: command) {
                #expect(helps[sub]!.contains(flag), "README: `\(command)`: `frolic \(sub) --help` has no \(flag)")
            }
        }
    }
}
