import Foundation
import Testing

/// Every bad input a user can give: one line `error: file: field: message`,
/// a non-zero exit, and nothing at the output path.
@Suite struct BadInputTests {
    /// Renders `scene` (written to scene.json) and checks the failure contract;
    /// returns the error line.
    @discardableResult
    func expectFailure(scene: String?, extra: [String] = [], output: String = "out.gif",
                       in folder: TemporaryFolder, field: String? = nil, preexisting: Bool = false,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        if let scene { try folder.write("scene.json", scene) }
        let result = try CLI.run(["render", folder.file("scene.json"), "-o", folder.file(output)] + extra)
        #expect(result.status != 0, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("error: "), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(line.split(separator: ":").count >= 4, "not file: field: message: \(line)", sourceLocation: sourceLocation)
        if let field { #expect(line.contains(": \(field): "), "expected field \(field) in: \(line)", sourceLocation: sourceLocation) }
        // Every line names a place: a field, an option, a line and column, or `file`.
        let slots = line.dropFirst("error: ".count).components(separatedBy: ": ")
        #expect(slots.count >= 3 && !["", "-"].contains(slots[0]) && !["", "-"].contains(slots[1]),
                "no place in: \(line)", sourceLocation: sourceLocation)
        #expect(!line.contains("Fatal error"), sourceLocation: sourceLocation)
        if !preexisting { #expect(!folder.exists(output), "output left behind", sourceLocation: sourceLocation) }
        return line
    }

    @Test func missingSceneFile() throws {
        let folder = try TemporaryFolder()
        let line = try expectFailure(scene: nil, in: folder, field: "file")
        #expect(line.hasPrefix("error: \(folder.file("scene.json")): file: no such scene file or example"), "\(line)")
    }

    @Test func malformedAndTruncatedJSON() throws {
        let folder = try TemporaryFolder()
        try expectFailure(scene: "{ \"name\": ", in: folder, field: "line 1, column 10")
        try expectFailure(scene: "not json at all", in: folder, field: "line 1, column 1")
        let whole = try snowScene()
        let cut = try expectFailure(scene: String(whole.prefix(whole.count / 2)), in: folder)
        #expect(cut.contains(": line 1, column "), "\(cut)")
        try expectFailure(scene: "[1, 2, 3]", in: folder, field: "file")
        try expectFailure(scene: "", in: folder, field: "line 1, column 1")
    }

    /// Syntax errors point at a line and column, counted in characters as an
    /// editor counts them, and say what was found there.
    @Test func syntaxErrorsHaveLineAndColumn() throws {
        let folder = try TemporaryFolder()
        let line = try expectFailure(scene: "{\n  \"name\": \"x\",\n  \"size\": tru\n}\n", in: folder)
        #expect(line == "error: \(folder.file("scene.json")): line 3, column 11: expected a value, found `tru`")
        let cases: [(String, String, String)] = [
            ("{\n  \"name\": \"x\"\n  \"fps\": 25\n}", "line 3, column 3", "expected ',' or '}', found '\"'"),
            ("{ \"title\": \"Café\", \"fps\": 25, }", "line 1, column 29", "a comma before '}' (JSON allows no trailing comma)"),
            ("{ \"size\": [1 2] }", "line 1, column 14", "expected ',' or ']', found `2`"),
            ("{ 'name': 1 }", "line 1, column 3", "expected a key in double quotes, found ' (JSON strings take double quotes)"),
            ("{ \"name\": \"open\n}", "line 1, column 16", "a line break inside a string (is a closing \" missing?)"),
            ("{ \"fps\": 025 }", "line 1, column 10", "a number with a leading zero"),
            ("{ \"fps\": [1,\n\n", "line 1, column 13", "the file ends inside an array, where a value should be"),
            ("{} {}", "line 1, column 4", "found '{' after the end of the JSON value"),
            // Foundation's limit, which it reports as "not valid JSON" with no position.
            (String(repeating: "[", count: 600), "line 1, column 513", "nested more than 512 levels deep"),
        ]
        for (text, field, message) in cases {
            let line = try expectFailure(scene: text, in: folder, field: field)
            #expect(line.hasSuffix(": \(field): \(message)"), "\(line)")
        }
        // The remote configuration is JSON too.
        try folder.write("config.json", "{\n  \"startDate\": \"2021-12-01T00:00:00Z\"\n  \"duration\": 10 }")
        try expectFailure(scene: try snowScene(), extra: ["--config", folder.file("config.json")], in: folder, field: "line 3, column 3")
    }

    @Test func wrongTypes() throws {
        let folder = try TemporaryFolder()
        try expectFailure(scene: try snowScene { $0["fps"] = "fast" }, in: folder, field: "fps")
        try expectFailure(scene: try snowScene { $0["size"] = 375 }, in: folder, field: "size")
        try expectFailure(scene: try snowScene { $0["script"] = [["at": "soon", "gesture": "shake"]] }, in: folder, field: "script[0].at")
        try expectFailure(scene: try snowScene { $0["script"] = [["at": 1, "gesture": "wiggle"]] }, in: folder, field: "script[0].gesture")
    }

    @Test func unknownAndMissingKeys() throws {
        let folder = try TemporaryFolder()
        try expectFailure(scene: try snowScene { $0["fsp"] = 25 }, in: folder, field: "fsp")
        try expectFailure(scene: try snowScene { $0["name"] = nil }, in: folder, field: "name")
        try expectFailure(scene: try snowScene { $0["snow"] = nil }, in: folder)
    }

    @Test func badDescriptions() throws {
        let folder = try TemporaryFolder()
        let cases: [(Any, String)] = [
            ("", "must not be empty"),
            ("  ", "must not be empty"),
            ("two\nlines", "must be one line (no line breaks or control characters)"),
            (String(repeating: "x", count: 201), "must be at most 200 characters, got 201"),
            (7, "line 1, column 16: expected a string, got a number"),   // placed, and what it is
        ]
        for (value, message) in cases {
            let line = try expectFailure(scene: try snowScene { $0["description"] = value }, in: folder, field: "description")
            #expect(line.hasSuffix(": description: \(message)"), "\(line)")
        }
        let r = try CLI.run(["render", try folder.write("scene.json", try snowScene { $0["description"] = String(repeating: "é", count: 200) }),
                             "-o", folder.file("out.gif"), "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func absurdNumbers() throws {
        let folder = try TemporaryFolder()
        try expectFailure(scene: try snowScene { $0["size"] = [5000, 100] }, in: folder, field: "size")
        try expectFailure(scene: try snowScene { $0["size"] = [0, 100] }, in: folder, field: "size")
        try expectFailure(scene: try snowScene { $0["size"] = [-3, 100] }, in: folder, field: "size")
        try expectFailure(scene: try snowScene { $0["fps"] = 0 }, in: folder, field: "fps")
        try expectFailure(scene: try snowScene { $0["fps"] = 101 }, in: folder, field: "fps")
        try expectFailure(scene: try snowScene { $0["duration"] = 0 }, in: folder, field: "duration")
        try expectFailure(scene: try snowScene { $0["duration"] = 601 }, in: folder, field: "duration")
        try expectFailure(scene: try snowScene { $0["seed"] = -1 }, in: folder, field: "seed")
    }

    @Test func badOutputPaths() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        try expectFailure(scene: scene, output: "missing-folder/out.gif", in: folder, field: "-o")
        try FileManager.default.createDirectory(atPath: folder.file("taken"), withIntermediateDirectories: true)
        try expectFailure(scene: scene, output: "taken", in: folder, field: "-o", preexisting: true)
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.file("taken"), isDirectory: &isDir) && isDir.boolValue)
    }

    /// frolic writes GIFs only: another extension, or none, is an error before
    /// any work, not GIF bytes under a misleading name.
    @Test func outputMustEndInGIF() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        for name in ["out.png", "out", "out.gif.png"] {
            let line = try expectFailure(scene: scene, output: name, in: folder, field: "-o")
            #expect(line == "error: command line: -o: \"\(folder.file(name))\" must end in .gif (frolic writes GIF files only)")
        }
        let r = try CLI.run(["render", folder.file("scene.json"), "-o", folder.file("OUT.GIF"), "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(folder.exists("OUT.GIF"))
    }

    @Test func badDateAndConfig() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        try expectFailure(scene: scene, extra: ["--config", folder.file("none.json")], in: folder, field: "--config")
        try folder.write("config.json", "{ \"startDate\": 12 ")
        try expectFailure(scene: scene, extra: ["--config", folder.file("config.json")], in: folder, field: "line 1, column 18")
        try folder.write("config.json", "{ \"startDate\": \"soon\", \"endDate\": \"2022-01-15T23:59:59Z\", \"duration\": 10 }")
        try expectFailure(scene: scene, extra: ["--config", folder.file("config.json")], in: folder, field: "startDate")
    }

    /// An impossible date names the impossible part; a date of the wrong shape
    /// is told the shape. The scene file's `snow.today` says the same.
    @Test func impossibleDatesSayWhichPart() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        let cases = [("2026-02-30", "2026-02-30: February 2026 has 28 days"),
                     ("2025-13-01", "2025-13-01: month 13 is not 1…12"),
                     ("yesterday", "\"yesterday\" is not a date in the form YYYY-MM-DD")]
        for (date, message) in cases {
            let line = try expectFailure(scene: scene, extra: ["--date", date], in: folder, field: "--date")
            #expect(line == "error: command line: --date: \(message)")
            let dated = try snowScene { scene in
                var snow = scene["snow"] as! [String: Any]
                snow["today"] = date
                scene["snow"] = snow
            }
            let fromFile = try expectFailure(scene: dated, in: folder, field: "snow.today")
            #expect(fromFile == "error: \(folder.file("scene.json")): snow.today: \(message)")
        }
    }

    /// The snow scene's "today" may come from the file or from --date, but
    /// from one of them: rendering never reads the clock.
    @Test func snowNeedsTodayFromTheFileOrTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let undated = try snowScene { scene in
            var snow = scene["snow"] as! [String: Any]
            snow["today"] = nil
            scene["snow"] = snow
        }
        try expectFailure(scene: undated, in: folder, field: "snow.today")
        let r = try CLI.run(["render", folder.file("scene.json"), "-o", folder.file("out.gif"), "--date", "2025-12-24", "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(folder.exists("out.gif"))
    }

    @Test func corruptPicture() throws {
        let folder = try TemporaryFolder()
        // Pictures are looked up beside the scene file first.
        try Data("definitely not a PNG".utf8).write(to: URL(fileURLWithPath: folder.file("snowflake-1.png")))
        let line = try expectFailure(scene: try snowScene(), in: folder)
        #expect(line.contains("snowflake-1"))
    }

    /// argument-parser's own errors keep the contract too: one line, not its
    /// "Error:", "Help:" and "Usage:" block.
    @Test func badArguments() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        try expectFailure(scene: scene, extra: ["--seed", "abc"], in: folder, field: "--seed")
        try expectFailure(scene: scene, extra: ["--scale", "two"], in: folder, field: "--scale")
        try expectFailure(scene: scene, extra: ["--no-such-option"], in: folder, field: "--no-such-option")
        try expectFailure(scene: scene, extra: ["--seed"], in: folder, field: "--seed")
        try expectFailure(scene: scene, extra: ["--seed", "-1"], in: folder, field: "--seed")
        try expectFailure(scene: scene, extra: ["-q"], in: folder, field: "-q")
        for arguments in [["render"], ["rendr"], ["snapshot", "--threshold", "abc"]] {
            let r = try CLI.run(arguments, in: folder.path)
            #expect(r.status != 0)
            #expect(r.stderr.hasPrefix("error: command line: "), "\(arguments): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
        }
        let help = try CLI.run(["render", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: frolic render"))
    }

    @Test func badScale() throws {
        let folder = try TemporaryFolder()
        try expectFailure(scene: try snowScene(), extra: ["--scale", "4"], in: folder, field: "--scale")
    }

    @Test func badLossy() throws {
        let folder = try TemporaryFolder()
        try expectFailure(scene: try snowScene(), extra: ["--lossy", "-1"], in: folder, field: "--lossy")
        try expectFailure(scene: try snowScene(), extra: ["--lossy", "201"], in: folder, field: "--lossy")
    }
}
