import FrolicCore

/// A name that starts with `-` but is no option (`frolic render a.png
/// -dash.png`): argument-parser reads it as a group of short options
/// (`-d -a -s -h …`), and the `h` among them would print the help and exit 0,
/// so a script believes a GIF was written. It is an error naming it, with the
/// command that passes it as a name, after `--`.
enum DashedArgument {
    /// Whether the arguments ask for the help (or the version) themselves:
    /// `--help`, `-h`, `help`, `--version` before any `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        return options.contains { ["--help", "-h", "--version", "--experimental-dump-help"].contains($0) } || options.first == "help"
    }

    /// The first argument before `--` that starts with a single `-` and is
    /// longer than one short option (`-o`): no option of frolic's is.
    static func first(in arguments: [String]) -> String? {
        arguments.prefix { $0 != "--" }.first { $0.hasPrefix("-") && !$0.hasPrefix("--") && $0.count > 2 && !isNumber($0) }
    }

    /// The error line for `argument`, showing the command with it after `--`.
    static func line(_ argument: String, in arguments: [String]) -> String {
        let before = arguments.prefix { $0 != "--" }
        let after = arguments.dropFirst(before.count + 1)
        var rest = Array(before)
        if let i = rest.firstIndex(of: argument) { rest.remove(at: i) }
        let command = (["frolic"] + rest + ["--", argument] + after).joined(separator: " ")
        return FrolicError(file: FrolicError.commandLine, field: argument,
                           "is not an option; a name that starts with `-` goes after `--`, as in `\(command)`").description
    }

    /// `-1,5` or `-3`: a negative value (of `--tap`, `--seed`), not an option.
    private static func isNumber(_ argument: String) -> Bool {
        argument.dropFirst().allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
    }
}
