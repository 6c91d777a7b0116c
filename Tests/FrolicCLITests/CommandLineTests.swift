import Foundation
import Testing

/// The command line itself: the version, and mistakes in the words before any
/// scene is read.
@Suite struct CommandLineTests {
    /// The version is declared once in Sources/frolic/Version.swift; read it
    /// from there so that this test keeps passing across releases yet fails
    /// when `--version` prints anything else.
    @Test func versionPrintsNameAndVersion() throws {
        let source = try String(contentsOfFile: CLI.packageRoot + "/Sources/frolic/Version.swift", encoding: .utf8)
        let declared = try #require(source.firstMatch(of: #/let frolicVersion = "([0-9.]+)"/#)?.1)
        let r = try CLI.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == "frolic \(declared)\n")
        #expect(r.stderr.isEmpty)
    }

    @Test func mistypedSubcommandGetsASuggestionAndTheList() throws {
        let r = try CLI.run(["rendr", "x.json"])
        #expect(r.status != 0)
        #expect(r.stderr == "error: command line: <subcommand>: unknown subcommand 'rendr'; did you mean `render`? "
                           + "(subcommands: render, new, effects, preview, examples, snapshot, schema, bench)\n")
        for (typed, meant) in [("exmaples", "examples"), ("snapshto", "snapshot"), ("snap", "snapshot"), ("Bench", "bench")] {
            let line = try CLI.run([typed]).stderr
            #expect(line.contains("did you mean `\(meant)`?"), "\(typed): \(line)")
        }
    }

    /// `help` with a mistyped subcommand is the same mistake, not a request
    /// for the top-level help; `help render` still helps.
    @Test func helpWithAMistypedSubcommandGetsTheSuggestion() throws {
        let r = try CLI.run(["help", "rendr"])
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("unknown subcommand 'rendr'; did you mean `render`?"), "\(r.stderr)")
        let help = try CLI.run(["help", "render"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: frolic render"), "\(help.stdout.prefix(200))")
    }

    @Test func farFromEverySubcommandGetsTheListOnly() throws {
        let r = try CLI.run(["paint"])
        #expect(r.status != 0)
        #expect(r.stderr == "error: command line: <subcommand>: unknown subcommand 'paint' (subcommands: render, new, effects, preview, examples, snapshot, schema, bench)\n")
    }

    /// `frolic snow-globe`: a scene where the subcommand belongs.
    @Test func aSceneWithoutRenderSuggestsRender() throws {
        let r = try CLI.run(["snow-globe"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("did you mean `render snow-globe`?"), "\(r.stderr)")
    }

    /// A stray argument is named in the field slot, not `-`.
    @Test func strayArgumentIsTheField() throws {
        let r = try CLI.run(["examples", "extra"])
        #expect(r.status != 0)
        #expect(r.stderr == "error: command line: extra: unexpected argument 'extra'\n")
    }
}
