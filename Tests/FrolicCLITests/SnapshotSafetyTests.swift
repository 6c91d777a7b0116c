import Foundation
import Testing

/// A project of one's own for `frolic snapshot`: tiny scenes in `scenes/`,
/// references wherever a test says.
final class SnapshotProject {
    let folder: TemporaryFolder
    var path: String { folder.path }

    init() throws { folder = try TemporaryFolder() }

    /// `scenes/<file>.json` whose `name` is `name` (the reference folder's
    /// name): passcode's board, 60 × 80 points for 0.3 s, in `shade` of grey
    /// (another shade changes every pixel of every frame).
    func scene(_ file: String, name: String? = nil, shade: Double = 0.93, in sub: String = "scenes") throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Examples/passcode.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object["name"] = name ?? file
        object["size"] = [60, 80]
        object["duration"] = 0.3
        object["passcode"] = ["replay": true, "background": [shade, shade, 0.95]]
        try FileManager.default.createDirectory(atPath: folder.file(sub), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            .write(to: URL(fileURLWithPath: folder.file("\(sub)/\(file).json")))
    }

    /// Runs `frolic snapshot` in `directory` (the project unless given), `CI`
    /// set when `ci`; `environment` adds or (with nil) removes variables.
    /// `merged`: stdout and stderr into one pipe, as a CI log reads them.
    func snapshot(_ arguments: [String], ci: Bool = true, in directory: String? = nil,
                  environment: [String: String?] = [:], merged: Bool = false) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["snapshot"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? path)
        var env = ProcessInfo.processInfo.environment
        env["CI"] = ci ? "true" : nil
        for key in ["GITHUB_ACTIONS", "GITHUB_WORKSPACE"] { env[key] = nil }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = merged ? out : Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = merged ? Data() : err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                          stderr: String(decoding: e, as: UTF8.self))
    }

    /// Runs a printed shell command line in the project, `frolic` being the built binary.
    func shell(_ line: String) throws -> CLI.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["FROLIC"] = CLI.binary
        environment["CI"] = nil
        return try CLI.shell("frolic() { \"$FROLIC\" \"$@\"; }; " + line, in: path, environment: environment)
    }

    /// Every file under the project (relative path → bytes), to show nothing was touched.
    func files(under sub: String = "") -> [String: Data] {
        var out: [String: Data] = [:]
        let root = sub.isEmpty ? path : folder.file(sub)
        guard let walker = FileManager.default.enumerator(atPath: root) else { return out }
        while let name = walker.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: root + "/" + name) { out[name] = data }
        }
        return out
    }
}

extension CLI {
    /// Runs one shell command line with `/bin/sh`.
    static func shell(_ line: String, in directory: String, environment: [String: String]) throws -> Result {
        try run(["-c", line], in: directory, environment: environment, executable: "/bin/sh")
    }
}

/// `frolic snapshot` never loses or replaces a file of the user's, and the
/// command it prints to accept a change does accept it.
@Suite struct SnapshotSafetyTests {
    /// The accept command of a run over a folder with references in a folder
    /// whose name needs quoting, run as printed from the same folder, makes
    /// the next CI run pass; so does the one in the JUnit body for one scene.
    @Test func printedAcceptCommandMakesTheNextRunPass() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        try p.scene("detail", name: "detail-screen")
        let refs = ["--references", "my refs", "--no-gif"]
        #expect(try p.snapshot(["./scenes/"] + refs, ci: false).status == 0)
        try p.scene("home", shade: 0.5)
        try p.scene("detail", name: "detail-screen", shade: 0.5)

        let failed = try p.snapshot(["./scenes/"] + refs + ["--junit", "junit.xml"])
        #expect(failed.status == 1)
        let prefix = "if the changes are intended, accept them: "
        let line = try #require(failed.stderr.split(separator: "\n").first { $0.hasPrefix(prefix) })
        let command = String(line.dropFirst(prefix.count))
        #expect(command == "frolic snapshot --record --references 'my refs' ./scenes/detail.json ./scenes/home.json")
        let junit = try String(contentsOfFile: p.folder.file("junit.xml"), encoding: .utf8)
        #expect(junit.contains("accept it: frolic snapshot --record --references 'my refs' ./scenes/home.json"))

        // One scene first, through the JUnit body's command: the other still fails.
        let one = try p.shell("frolic snapshot --record --references 'my refs' ./scenes/home.json")
        #expect(one.status == 0, "\(one.stdout)\(one.stderr)")
        #expect(try p.snapshot(["./scenes/"] + refs).status == 1)
        let all = try p.shell(command)
        #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
        #expect(!p.folder.exists("Tests/Snapshots"), "nothing recorded into the default folder")
        let next = try p.snapshot(["./scenes/"] + refs)
        #expect(next.status == 0, "\(next.stdout)\(next.stderr)")
    }

    /// A missing reference's hint names the run's references too.
    @Test func missingReferenceHintNamesTheReferences() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        let r = try p.snapshot(["scenes", "--references", "refs", "--no-gif"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("record them with `frolic snapshot --record --references refs scenes/home.json`"), "\(r.stdout)")
        #expect(r.stderr.hasSuffix("record them: frolic snapshot --record --references refs scenes/home.json\n"), "\(r.stderr)")
    }

    /// `--record --prune` removes a folder of reference files whose scene is
    /// gone, and keeps a folder of notes and a reference folder with a note in it.
    @Test func pruneRemovesOnlyFoldersOfReferenceFiles() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        try p.scene("gone")
        try p.scene("kept")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        for name in ["gone", "kept"] { try FileManager.default.removeItem(atPath: p.folder.file("scenes/\(name).json")) }
        try FileManager.default.createDirectory(atPath: p.folder.file("refs/my-notes"), withIntermediateDirectories: true)
        try p.folder.write("refs/my-notes/todo.txt", "ask design")
        try p.folder.write("refs/kept/notes.txt", "why this looks odd")

        // Notes are no reference folder: a full run fails on the two orphans only.
        let check = try p.snapshot(["scenes", "--references", "refs", "--no-gif"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("error: refs/gone: references: no scene of that name"))
        #expect(check.stderr.contains("error: refs/kept: references: no scene of that name"))
        #expect(!check.stderr.contains("my-notes"))

        let pruned = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--record", "--prune"], ci: false)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("removed refs/gone (no scene of that name)"))
        #expect(pruned.stderr.contains("warning: refs/kept: references: holds files frolic did not write (notes.txt)"))
        #expect(!p.folder.exists("refs/gone"))
        #expect(p.folder.exists("refs/kept/notes.txt") && p.folder.exists("refs/kept/frames.json"))
        #expect(p.folder.exists("refs/my-notes/todo.txt") && p.folder.exists("refs/home/frames.json"))
    }

    /// With the project itself as the references root, pruning leaves its
    /// source, docs, scenes and report alone, even a docs folder holding a `frames.json`.
    @Test func pruneWithTheProjectAsReferencesTouchesNothingElse() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        for (name, text) in [("src/main.swift", "print(1)"), ("docs/guide.md", "# Guide"), ("docs/frames.json", "{}")] {
            try FileManager.default.createDirectory(atPath: p.folder.file((name as NSString).deletingLastPathComponent),
                                                    withIntermediateDirectories: true)
            try p.folder.write(name, text)
        }
        #expect(try p.snapshot(["scenes", "--references", ".", "--no-gif", "--record", "--report", "report"], ci: false).status == 0)
        let project = ["src", "docs", "scenes", "report"].map { p.files(under: $0) }
        let pruned = try p.snapshot(["scenes", "--references", ".", "--no-gif", "--record", "--prune"], ci: false)
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(["src", "docs", "scenes", "report"].map { p.files(under: $0) } == project)
        #expect(p.folder.exists("home/frames.json") && p.folder.exists("report/index.html"))
    }

    /// A partial run cannot tell a gone scene from one left out: `--prune` is
    /// refused in one line, and nothing is removed.
    @Test(arguments: [["--shard", "1/2"], ["--filter", "home"], ["scenes/home.json"]])
    func pruneIsRefusedInAPartialRun(_ partial: [String]) throws {
        let p = try SnapshotProject()
        try p.scene("home")
        try p.scene("detail", name: "detail-screen")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        let before = p.files(under: "refs")
        let paths = partial.first == "scenes/home.json" ? partial : ["scenes"] + partial
        let r = try p.snapshot(paths + ["--references", "refs", "--no-gif", "--record", "--prune"], ci: false)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("error: command line: --prune: removes reference folders only in a run over whole folders of scenes, not with "))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(p.files(under: "refs") == before)
    }

    /// A scene whose `name` differs from its file name keeps its references
    /// through partial runs and recordings of its neighbours, unflagged.
    @Test func partialRunsKeepAndDoNotFlagAReferenceNamedUnlikeItsFile() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        try p.scene("detail", name: "detail-screen")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        let before = p.files(under: "refs/detail-screen")
        for partial in [["scenes/home.json", "--record"], ["scenes", "--filter", "home"], ["scenes", "--shard", "2/2"], ["scenes", "--record"]] {
            let r = try p.snapshot(partial + ["--references", "refs", "--no-gif"], ci: false)
            #expect(r.status == 0, "\(partial): \(r.stderr)")
            #expect(!r.stderr.contains("detail-screen"), "\(partial): \(r.stderr)")
        }
        #expect(p.files(under: "refs/detail-screen") == before)
    }

    /// `--junit` never replaces a device, a pipe, a folder, a scene file or a
    /// reference file, under their names or through a link: one line, exit 1,
    /// before anything is rendered.
    @Test func junitNeverReplacesWhatIsNotItsOwn() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        #expect(mkfifo(p.folder.file("fifo"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: p.folder.file("to-scene.xml"), withDestinationPath: "scenes/home.json")
        try FileManager.default.createSymbolicLink(atPath: p.folder.file("to-frames.xml"), withDestinationPath: "refs/home/frames.json")
        let before = p.files()
        let cases = [("/dev/null", "is not a regular file"), ("fifo", "is not a regular file"), ("scenes", "is a folder"),
                     ("scenes/home.json", "is the scene file scenes/home.json"),
                     ("refs/home/frames.json", "is the reference file refs/home/frames.json"),
                     ("to-scene.xml", "is the scene file scenes/home.json"),
                     ("to-frames.xml", "is the reference file refs/home/frames.json")]
        for (target, message) in cases {
            let r = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--junit", target])
            #expect(r.status == 1)
            #expect(r.stdout.isEmpty, "refused before the run")
            #expect(r.stderr.hasPrefix("error: \(target): --junit: \(message)"), "\(r.stderr)")
        }
        #expect(p.files() == before)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: p.folder.file("to-scene.xml"))) == "scenes/home.json")
    }

    /// Through a link, the file it points to is replaced whole and the link stays.
    @Test func junitThroughALinkReplacesItsTarget() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        try FileManager.default.createDirectory(atPath: p.folder.file("out"), withIntermediateDirectories: true)
        try p.folder.write("out/old.xml", "old")
        try FileManager.default.createSymbolicLink(atPath: p.folder.file("junit.xml"), withDestinationPath: "out/old.xml")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--junit", "junit.xml"], ci: false).status == 0)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: p.folder.file("junit.xml"))) == "out/old.xml")
        #expect(try String(contentsOfFile: p.folder.file("out/old.xml"), encoding: .utf8).hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: p.folder.file("out")) == ["old.xml"], "no temporary file left")
    }

    /// `--report DIR` writes only its own files: a user's `index.html` is
    /// refused before the run, a report inside the references too, and a later
    /// report removes the pictures of an earlier one but nothing put beside them.
    @Test func reportDeletesAndReplacesNothingItDidNotWrite() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        try p.scene("intro")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        try p.scene("home", shade: 0.5)
        try p.scene("intro", shade: 0.5)

        try FileManager.default.createDirectory(atPath: p.folder.file("site"), withIntermediateDirectories: true)
        try p.folder.write("site/index.html", "<p>my site</p>")
        let mine = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--report", "site"])
        #expect(mine.stdout.isEmpty, "refused before the run")
        #expect(mine.stderr.hasPrefix("error: site/index.html: --report: is there already and frolic did not write it"))
        #expect(try String(contentsOfFile: p.folder.file("site/index.html"), encoding: .utf8) == "<p>my site</p>")
        for folder in ["refs", "refs/home", "refs/home/report"] {
            let inside = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--report", folder])
            #expect(inside.stderr.hasPrefix("error: \(folder): --report: is in the references refs"), "\(inside.stderr)")
        }
        #expect(!p.folder.exists("refs/index.html") && !p.folder.exists("refs/home/report"))

        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--report", "report"]).status == 1)
        #expect(p.folder.exists("report/home/animation.actual.png") && p.folder.exists("report/intro/animation.actual.png"))
        try p.folder.write("report/README.txt", "kept")
        try p.folder.write("report/intro/mine.txt", "kept")
        try p.scene("intro")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--report", "report"]).status == 1)
        #expect(p.folder.exists("report/home/animation.actual.png"))
        #expect(!p.folder.exists("report/intro/animation.actual.png"), "the earlier report's pictures of a scene now passing")
        #expect(p.folder.exists("report/README.txt") && p.folder.exists("report/intro/mine.txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: p.folder.file("report/intro")) == ["mine.txt"])
    }
}
