import Foundation
import FoundationXML
import Testing

/// What a CI system reads from `frolic snapshot`: the log through a pipe, the
/// annotations, the JUnit file, and the exit status.
@Suite struct SnapshotCIOutputTests {
    /// The `testcase` elements of a JUnit file: name, and the tag and message of its outcome, if any.
    func junitCases(_ path: String) throws -> (tests: Int, failures: Int, errors: Int, cases: [(name: String, outcome: String?, message: String?)]) {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        func number(_ key: String) -> Int { Int(suite.attribute(forName: key)?.stringValue ?? "") ?? -1 }
        let cases = (suite.elements(forName: "testcase")).map { c in
            let outcome = c.children?.compactMap { $0 as? XMLElement }.first
            return (c.attribute(forName: "name")?.stringValue ?? "", outcome?.name, outcome?.attribute(forName: "message")?.stringValue)
        }
        return (number("tests"), number("failures"), number("errors"), cases)
    }

    /// Through one pipe, as a CI log takes stdout and stderr, every scene's
    /// line comes before the summary.
    @Test func pipedLogKeepsSceneLinesBeforeTheSummary() throws {
        let p = try SnapshotProject()
        for name in ["a", "b", "c"] { try p.scene(name) }
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        try p.scene("a", shade: 0.5)
        try p.scene("c", shade: 0.5)
        let r = try p.snapshot(["scenes", "--references", "refs", "--no-gif"], merged: true)
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("✗ ") || $0.hasPrefix("✓ ") }.count == 3)
        let summary = try #require(lines.firstIndex { $0.hasPrefix("2 of 3 scenes failed") })
        let lastScene = try #require(lines.lastIndex { $0.hasPrefix("✗ ") || $0.hasPrefix("✓ ") })
        #expect(lastScene < summary, "\(r.stdout)")
        #expect(lines.last == "if the changes are intended, accept them: frolic snapshot --record --references refs scenes/a.json scenes/c.json")
    }

    /// Annotation paths are relative to the repository root, whatever folder
    /// the run starts in: `GITHUB_WORKSPACE`, else git's top level, else the current folder.
    @Test func annotationPathsAreRelativeToTheRepositoryRoot() throws {
        let p = try SnapshotProject()
        try p.scene("home", in: "app/scenes")
        let run = ["scenes", "--references", "../refs", "--no-gif"]
        let app = p.folder.file("app")
        #expect(try p.snapshot(run, ci: false, in: app).status == 0)
        try p.scene("home", shade: 0.5, in: "app/scenes")
        func annotation(_ environment: [String: String?]) throws -> String {
            let r = try p.snapshot(run, in: app, environment: environment.merging(["GITHUB_ACTIONS": "true"]) { $1 })
            return r.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") }.map(String.init) ?? r.stdout
        }
        #expect(try annotation(["GITHUB_WORKSPACE": p.path]).hasPrefix("::error file=app/scenes/home.json,title=snapshot home::"))
        // The JUnit file names the scene by the same rule.
        _ = try p.snapshot(run + ["--junit", "junit.xml"], in: app, environment: ["GITHUB_WORKSPACE": p.path])
        #expect(try String(contentsOfFile: p.folder.file("app/junit.xml"), encoding: .utf8).contains("file=\"app/scenes/home.json\""))
        #expect(try annotation([:]).hasPrefix("::error file=scenes/home.json,"), "no repository: the current folder")
        let git = try CLI.shell("git init -q .", in: p.path, environment: ProcessInfo.processInfo.environment)
        if git.status == 0 {
            #expect(try annotation([:]).hasPrefix("::error file=app/scenes/home.json,"), "git's top level")
        }
    }

    /// `--review` waits for clicks: with `CI` set it is refused in one line, before anything runs.
    @Test func reviewWithCIIsRefused() throws {
        let p = try SnapshotProject()
        try p.scene("a")
        let r = try p.snapshot(["scenes", "--references", "refs", "--review"])
        #expect(r.status != 0)
        #expect(r.stderr == "error: command line: --review: serves a page and waits for clicks, so not with CI set (a CI job would hang); keep --report DIR as an artifact instead\n")
        #expect(!p.folder.exists("refs"))
    }

    /// An orphaned reference folder fails the run, so it is a failing test
    /// case in JUnit and an annotation, not a green file beside a red run.
    @Test func orphanedFolderIsAJUnitFailureAndAnAnnotation() throws {
        let p = try SnapshotProject()
        for name in ["a", "b"] { try p.scene(name) }
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        try FileManager.default.removeItem(atPath: p.folder.file("scenes/b.json"))
        let r = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--junit", "junit.xml"],
                               environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": p.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("::error file=refs/b,title=snapshot references refs/b::no scene of that name"))
        let junit = try junitCases(p.folder.file("junit.xml"))
        #expect(junit.tests == 2 && junit.failures == 1 && junit.errors == 0)
        let orphan = try #require(junit.cases.first { $0.name == "references refs/b" })
        #expect(orphan.outcome == "failure")
        #expect(orphan.message?.hasPrefix("no scene of that name; remove it with `frolic snapshot --record --prune --references refs scenes`") == true)
    }

    /// A `--filter` of nothing and a scene path that is not there are errors,
    /// written to the JUnit file and annotated as well as printed.
    @Test(arguments: [(["scenes", "--filter", "zzz"], "error: command line: --filter: no scene file name contains \"zzz\" (scenes: a)"),
                      (["scenes", "nope.json"], "error: nope.json: scenes: no such scene file or folder")])
    func selectionErrorsReachJUnitAndAnnotations(_ arguments: [String], _ line: String) throws {
        let p = try SnapshotProject()
        try p.scene("a")
        let r = try p.snapshot(arguments + ["--references", "refs", "--no-gif", "--junit", "junit.xml"],
                               environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": p.path])
        #expect(r.status == 1)
        #expect(r.stderr == line + "\n")
        #expect(r.stdout.hasPrefix("::error "))
        #expect(r.stdout.hasSuffix("::" + line + "\n"), "\(r.stdout)")
        let junit = try junitCases(p.folder.file("junit.xml"))
        #expect(junit.tests == 1 && junit.errors == 1)
        #expect(junit.cases.first?.outcome == "error" && junit.cases.first?.message == line)
    }

    /// `--shard 4/4` over three scenes: an empty shard that passes, says so,
    /// and writes a JUnit file of no tests, so a fixed CI matrix stays green.
    @Test func shardPastTheScenesIsEmptyAndPasses() throws {
        let p = try SnapshotProject()
        for name in ["a", "b", "c"] { try p.scene(name) }
        let r = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--shard", "4/4", "--junit", "junit.xml"])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "shard 4/4: no scenes (3 scenes over 4 shards): nothing to check\n")
        let junit = try junitCases(p.folder.file("junit.xml"))
        #expect(junit.tests == 0 && junit.failures == 0 && junit.errors == 0 && junit.cases.isEmpty)
        #expect(try p.snapshot(["scenes", "--shard", "5/4"]).status != 0, "an index past the count is still a mistake")
    }

    /// Counts a script reads (console line, JUnit) are plain digits: a
    /// change of thousands of pixels reads `4123 pixels`, never `4 123`.
    @Test func machineFacingCountsArePlainDigits() throws {
        let p = try SnapshotProject()
        try p.scene("home")
        #expect(try p.snapshot(["scenes", "--references", "refs", "--no-gif"], ci: false).status == 0)
        try p.scene("home", shade: 0.5)
        let r = try p.snapshot(["scenes", "--references", "refs", "--no-gif", "--junit", "junit.xml"])
        #expect(r.status == 1)
        let line = try #require(r.stdout.split(separator: "\n").first.map(String.init))
        let counts = line.matches(of: /(\d[\d ]*) pixels/).map { String($0.output.1) }
        #expect(!counts.isEmpty, "\(line)")
        #expect(counts.allSatisfy { !$0.contains(" ") }, "\(line)")
        #expect(counts.contains { Int($0)! >= 1000 }, "a count of thousands: \(line)")
        let xml = try String(contentsOfFile: p.folder.file("junit.xml"), encoding: .utf8)
        #expect(xml.firstMatch(of: /\d \d\d\d pixels/) == nil)
    }
}
