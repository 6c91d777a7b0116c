import Foundation
import Testing
import FrolicRaster

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

    /// `frolic render a.png -dash.png`: a name that starts with `-` is no
    /// option (argument-parser read it as `-d -a -s -h …` and printed the
    /// help with status 0): an error naming it, showing it after `--`.
    @Test func aNameThatStartsWithADashIsAnErrorNamingIt() throws {
        for args in [["render", "a.png", "-dash.png"], ["render", "a.png", "-xyz.png", "--quiet"], ["new", "-shot.png", "--effect", "boom"]] {
            let r = try CLI.run(args)
            let dashed = args.first { $0.hasPrefix("-") && !$0.hasPrefix("--") }!
            let moved = args.filter { $0 != dashed }.joined(separator: " ")
            #expect(r.status != 0 && r.stdout.isEmpty, "\(args): \(r.status) \(r.stdout.prefix(80))")
            #expect(r.stderr == "error: command line: \(dashed): is not an option; a name that starts with `-` goes after `--`, "
                + "as in `frolic \(moved) -- \(dashed)`\n", "\(args)")
        }
        // The help only when asked for; without a subcommand it is a mistake, on stderr.
        #expect(try CLI.run(["render", "--help"]).status == 0)
        #expect(try CLI.run(["render", "-h"]).stdout.contains("USAGE: frolic render"))
        let bare = try CLI.run([])
        #expect(bare.status != 0 && bare.stdout.isEmpty && bare.stderr.contains("USAGE: frolic"), "\(bare.status)")
    }

    /// After `--` the name is a picture like any other.
    @Test func aNameThatStartsWithADashAfterTwoDashesIsAPicture() throws {
        let folder = try TemporaryFolder()
        var frame = Frame(width: 40, height: 80)
        for y in 0..<80 { for x in 0..<40 { frame[x, y] = 0x3366CC } }
        try PNGFile.write(frame, to: folder.file("a.png"))
        try PNGFile.write(frame, to: folder.file("-dash.png"))
        let r = try CLI.run(["render", "a.png", "-o", "out.gif", "--quiet", "--", "-dash.png"], in: folder.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file("out.gif")))
    }
}
