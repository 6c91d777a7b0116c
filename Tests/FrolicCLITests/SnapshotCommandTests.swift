import Foundation
import Testing

/// `frolic snapshot` end to end, as CI runs it: exit status, the one line per
/// scene, the report folder and the JUnit file.
@Suite struct SnapshotCommandTests {
    /// Runs the CLI in `directory` with `CI` set or removed.
    func snapshot(_ arguments: [String], in directory: String, ci: Bool) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["snapshot"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["CI"] = ci ? "true" : nil
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                          stderr: String(decoding: e, as: UTF8.self))
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
        #expect(t.exists("Tests/Snapshots/header/frame-0000.png"))
        #expect(t.exists("Tests/Snapshots/header/gif.json"))
        #expect(t.exists("Tests/Snapshots/header/frames.json"))

        let again = try snapshot([], in: t.path, ci: true)
        #expect(again.status == 0)
        #expect(again.stdout.range(of: #"^✓ header \(\d+ frames\)\n$"#, options: .regularExpression) != nil, "\(again.stdout)")

        try writeScene(t, name: "header", title: "Other Lakes")
        let failed = try snapshot(["--report", "report", "--junit", "junit.xml"], in: t.path, ci: true)
        #expect(failed.status == 1)
        let line = failed.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let pattern = #"^✗ header: frames \d+–\d+ changed \(first at \d+\.\d\d s, \d+ key frames among them\); most in frame \d+: [\d ]+ pixels changed \(worst distance \d\.\d\d\)"#
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
            seen += r.stdout.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
        }
        #expect(seen.sorted() == ["a", "b", "c"])
        let bad = try snapshot(["--shard", "3/2"], in: t.path, ci: false)
        #expect(bad.status != 0)
        #expect(bad.stderr.hasPrefix("error: command line: --shard:"))
    }
}
