import ArgumentParser
import FrolicRender

@main
struct Frolic: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frolic",
        abstract: "Render small UI effects offscreen into deterministic animated GIFs.",
        discussion: """
        Same scene, same seed, same bytes: the GIFs are fit for visual-regression snapshots.
        Scene files are JSON; Examples/README.md describes the format, and the built-in examples live beside it.
        """,
        // `frolic 0.2.0`, the shape `--version` has in most command-line tools.
        version: "frolic \(frolicVersion)",
        subcommands: [RenderCommand.self, NewCommand.self, EffectsCommand.self, PreviewCommand.self, ExamplesCommand.self, SnapshotCommand.self, SchemaCommand.self, BenchCommand.self]
    )

    /// argument-parser's own `main`, except that its usage errors (a bad
    /// `--seed`, a missing argument) keep the one-line error contract scripts
    /// rely on, instead of its several lines of "Error:", "Help:" and "Usage:".
    static func main() {
        HeapArenas.useOne()
        EndingSignals.install()
        let subcommands = configuration.subcommands.compactMap { $0.configuration.commandName }
        // argument-parser answers `help <anything>` with the top-level help and
        // success; a mistyped subcommand there is the same mistake as without `help`.
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "help", let word = arguments.dropFirst().first,
           let line = unknownSubcommandLine(word, subcommands: subcommands) {
            printError(line)
            exit(withError: ExitCode.validationFailure)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let words = Array(arguments)
            // Help the arguments did not ask for (`-dash.png` read as `-d -a -s -h …`, or no subcommand) is no success.
            if code == .success, !(error is ExitCode), !DashedArgument.asksForHelp(words) {
                if let dashed = DashedArgument.first(in: words) {
                    printError(DashedArgument.line(dashed, in: words))
                } else {
                    printError(fullMessage(for: error))
                }
                exit(withError: ExitCode.validationFailure)
            }
            // Help requests, and our own failures whose line is already printed.
            if code == .success || error is ExitCode { exit(withError: error) }
            let said = message(for: error)
            // argument-parser sees a mistyped subcommand only as unexpected arguments.
            let line = arguments.first
                .flatMap { unknownSubcommandLine($0, subcommands: subcommands) }
                ?? (said.hasPrefix("Unknown option '-") && !said.hasPrefix("Unknown option '--")
                    ? DashedArgument.first(in: words).map { DashedArgument.line($0, in: words) } : nil)
                ?? usageErrorLine(said)
            printError(line)
            exit(withError: ExitCode(code.rawValue))
        }
    }
}
