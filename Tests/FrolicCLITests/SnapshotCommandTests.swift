import Foundation
import FrolicTestSupport
import Testing

/// `frolic snapshot` end to end, as CI runs it: exit status, the one line per
/// scene, the report folder and the JUnit file.
@Suite struct SnapshotCommandTests {
    /// Runs the CLI in `directory` with `CI` set or removed.
    func snapshot(_ arguments: [String], in directory: String, ci: Bool, github: Bool = false) throws -> CLI.Result {
        var env = ProcessInfo.processInfo.environment
        env["CI"] = ci ? "true" : nil
        env["GITHUB_ACTIONS"] = github ? "true" : nil
        return try CLI.run(["snapshot"] + arguments, in: directory, environment: env)
    }

    /// A small, short pixel-header in `folder/Examples/<name>.json`.
    func writeScene(_ folder: TemporaryFolder, name: String, title: String = "Aurora Lakes") throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Examples/pixel-header.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object["name"] = name
        object["size"] = [100, 150]
        object["duration"] = 1.6
        var effect = object["pixelHeader"] as! [String: Any]
        effect["title"] = title
        object["pixelHeader"] = effect
        try FileManager.default.createDirectory(atPath: folder.file("Examples"), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: folder.file("Examples/\(name).json")))
    }

    @Test func recordsByHandFailsOnChangeWithReportAndJUnit() throws {
        let t = try TemporaryFolder()
        try writeScene(t, name: "header")

        let ci = try snapshot([], in: t.path, ci: true)
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("✗ header: no frame digests (frames.json)"))
        #expect(!t.exists("Tests/Snapshots"), "CI never records")

        let first = try snapshot([], in: t.path, ci: false)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("✓ header ("))
        #expect(first.stdout.contains("recorded"))
        #expect(t.exists("Tests/Snapshots/header/start.png"))
        #expect(t.exists("Tests/Snapshots/header/gif.json"))
        #expect(t.exists("Tests/Snapshots/header/frames.json"))

        let again = try snapshot([], in: t.path, ci: true)
        #expect(again.status == 0)
        #expect(again.stdout.range(of: #"^✓ header \(\d+ frames\)\n$"#, options: .regularExpression) != nil, "\(again.stdout)")

        try writeScene(t, name: "header", title: "Other Lakes")
        let failed = try snapshot(["--report", "report", "--junit", "junit.xml"], in: t.path, ci: true)
        #expect(failed.status == 1)
        let line = failed.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let pattern = #"^✗ header: frames \d+–\d+ changed \(first at \d+\.\d\d s, \d+ key frames among them\); scene file changed: [^;]+; most in frame \d+: [\d ]+ pixels changed \(worst distance \d\.\d\d\)"#
        let match = line.range(of: pattern, options: .regularExpression)
        #expect(match != nil, "\(line)")
        let frame = line.components(separatedBy: "most in frame ").last?.split(separator: ":").first ?? ""
        #expect(t.exists("report/index.html"))
        #expect(t.exists("report/header/frame-" + String(repeating: "0", count: 4 - frame.count) + frame + ".diff.png"))
        let junit = try String(contentsOfFile: t.file("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"snapshots\" name=\"header\""))
        #expect(junit.contains("<failure message=\"header: frames "))
    }

    @Test func shardsCoverEverySceneOnce() throws {
        let t = try TemporaryFolder()
        for name in ["a", "b", "c"] { try writeScene(t, name: name) }
        var seen: [String] = []
        for i in 1...2 {
            let r = try snapshot(["--shard", "\(i)/2", "--no-gif"], in: t.path, ci: false)
            #expect(r.status == 0)
            seen += r.stdout.split(separator: "\n").filter { !$0.hasPrefix("  ") }.map { String($0.split(separator: " ")[1]) }
        }
        #expect(seen.sorted() == ["a", "b", "c"])
        let bad = try snapshot(["--shard", "3/2"], in: t.path, ci: false)
        #expect(bad.status != 0)
        #expect(bad.stderr.hasPrefix("error: command line: --shard:"))
    }

    @Test func recordListsEveryFileItWrites() throws {
        let t = try TemporaryFolder()
        try writeScene(t, name: "header")
        let first = try snapshot([], in: t.path, ci: false)
        let files = try FileManager.default.contentsOfDirectory(atPath: t.file("Tests/Snapshots/header")).sorted()
        #expect(files.contains("frames.json") && files.contains("scene.json"))
        let listed = first.stdout.split(separator: "\n").filter { $0.hasPrefix("  recorded ") }.map { String($0.dropFirst(11)) }
        #expect(listed.sorted() == files.map { "Tests/Snapshots/header/" + $0 })
    }

    @Test func filterThatSelectsNothingIsAnErrorAndAShardPastTheScenesIsEmpty() throws {
        let t = try TemporaryFolder()
        for name in ["a", "b"] { try writeScene(t, name: name) }
        let filter = try snapshot(["--filter", "zzz"], in: t.path, ci: true)
        #expect(filter.status != 0)
        #expect(filter.stderr == "error: command line: --filter: no scene file name contains \"zzz\" (scenes: a, b)\n")
        let shard = try snapshot(["--shard", "3/3"], in: t.path, ci: true)
        #expect(shard.status == 0)
        #expect(shard.stdout == "")
        #expect(shard.stderr == "shard 3/3: no scenes (2 scenes over 3 shards): nothing to check\n")
        #expect(!t.exists("Tests/Snapshots"))
    }

    @Test func orphanedReferencesAreReportedAndPrunedByRecord() throws {
        let t = try TemporaryFolder()
        for name in ["a", "b"] { try writeScene(t, name: name) }
        #expect(try snapshot(["--no-gif"], in: t.path, ci: false).status == 0)
        try FileManager.default.removeItem(atPath: t.file("Examples/b.json"))
        // A full run fails on the stale folder; a partial one only warns, and one scene named alone is no orphan-maker.
        let run = try snapshot(["--no-gif"], in: t.path, ci: true)
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: Tests/Snapshots/b: references: no scene of that name; remove it with `frolic snapshot --record --prune`"))
        #expect(run.stderr.contains("1 reference folder without a scene"))
        let filtered = try snapshot(["--no-gif", "--filter", "a"], in: t.path, ci: true)
        #expect(filtered.status == 0)
        #expect(filtered.stderr.contains("warning: Tests/Snapshots/b: references: no scene of that name"))
        try writeScene(t, name: "b")
        let one = try snapshot(["--no-gif", "Examples/a.json"], in: t.path, ci: true)
        #expect(one.status == 0 && !one.stderr.contains("no scene of that name"), "\(one.stderr)")
        try FileManager.default.removeItem(atPath: t.file("Examples/b.json"))
        let refused = try snapshot(["--prune"], in: t.path, ci: false)
        #expect(refused.stderr.hasPrefix("error: command line: --prune: only with --record"))
        let pruned = try snapshot(["--no-gif", "--record", "--prune"], in: t.path, ci: false)
        #expect(pruned.status == 0)
        #expect(pruned.stdout.contains("removed Tests/Snapshots/b (no scene of that name)"))
        #expect(!t.exists("Tests/Snapshots/b") && t.exists("Tests/Snapshots/a/frames.json"))
    }

    @Test func recordFailingRewritesOnlyTheFailingScene() throws {
        let t = try TemporaryFolder()
        for name in ["a", "b"] { try writeScene(t, name: name) }
        #expect(try snapshot(["--no-gif"], in: t.path, ci: false).status == 0)
        try writeScene(t, name: "a", title: "Other Lakes")
        let r = try snapshot(["--no-gif", "--record-failing"], in: t.path, ci: true)
        #expect(r.status == 0, "\(r.stdout)")
        let recorded = r.stdout.split(separator: "\n").filter { $0.hasPrefix("  recorded ") }
        #expect(!recorded.isEmpty && recorded.allSatisfy { $0.hasPrefix("  recorded Tests/Snapshots/a/") })
        #expect(try snapshot(["--no-gif"], in: t.path, ci: true).status == 0)
    }

    @Test func githubActionsGetsAnErrorAnnotationPerFailingScene() throws {
        let t = try TemporaryFolder()
        try writeScene(t, name: "header")
        #expect(try snapshot(["--no-gif"], in: t.path, ci: false).status == 0)
        try writeScene(t, name: "header", title: "Other Lakes")
        let r = try snapshot(["--no-gif"], in: t.path, ci: true, github: true)
        #expect(r.status == 1)
        let line = r.stdout.split(separator: "\n").first { $0.hasPrefix("::error ") }.map(String.init) ?? ""
        #expect(line.hasPrefix("::error file=Examples/header.json,title=snapshot header::frames "), "\(r.stdout)")
        #expect(line.contains("%0Aframe "), "details follow on escaped new lines")
        #expect(try snapshot(["--no-gif"], in: t.path, ci: true).stdout.contains("::error") == false, "only under GitHub Actions")
    }

    /// Every example (Chipmunk's pig-burst and the blurred header included),
    /// shortened and made smaller: recorded by one process on two threads,
    /// checked exactly by another on one, so every frame's digest is the same
    /// across processes and thread counts.
    @Test(.tags(.examples), .tier(.examples)) func everyExampleIsDeterministicAcrossProcessesAndThreads() throws {
        let t = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: t.file("Examples"), withIntermediateDirectories: true)
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/Examples").filter { $0.hasSuffix(".json") }
        #expect(examples.count >= 6)
        for file in examples {
            let data = try Data(contentsOf: URL(fileURLWithPath: CLI.packageRoot + "/Examples/" + file))
            var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            object["size"] = [150, 250]
            object["duration"] = 1.8
            // A flow's screens say how they meet a screen of another size (a backdrop fills it),
            // and its moves come with time, as its taps and swipes may lie off the smaller screen.
            if let screens = object["screens"] as? [[String: Any]] {
                object["screens"] = screens.map { screen in screen.merging(["fit": "fill"]) { mine, _ in mine } }
            }
            if let steps = object["flow"] as? [[String: Any]] {
                object["flow"] = steps.map { step in step.filter { $0.key != "tap" && $0.key != "swipe" } }
            }
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: t.file("Examples/" + file)))
        }
        let recorded = try snapshot(["--threads", "2"], in: t.path, ci: false)
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let checked = try snapshot(["--threads", "1", "--exact"], in: t.path, ci: true)
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stdout.split(separator: "\n").count == examples.count)
        #expect(checked.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("✓ ") && !$0.contains(",") })
    }
}
