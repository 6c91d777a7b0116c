import Foundation
import FrolicSnapshot
import Testing
@testable import FrolicPreview

/// The review server on a free port: nothing is recorded but by Accept, and
/// Accept records exactly one scene as `--record <scene>` would.
@Suite(.serialized) struct ReviewServerTests {
    /// Two scenes recorded with seed 3, then changed to seed 4: both fail.
    func failingRun() throws -> (ReviewRun, references: String, files: [String]) {
        let folder = try testFolder()
        let references = folder + "/refs"
        let files = [folder + "/one.json", folder + "/two.json"]
        for file in files {
            try write(tinyScene().replacingOccurrences(of: "\"tiny\"", with: "\"\((file as NSString).lastPathComponent.dropLast(5))\""), to: file)
        }
        var options = SnapshotOptions(record: .all, threads: 2)
        _ = SnapshotSuite.run(files, referencesRoot: references, options: options)
        for file in files {
            try write(try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"seed\": 3", with: "\"seed\": 4"), to: file)
        }
        options.record = .never
        options.filmstrip = true
        let results = SnapshotSuite.run(files, referencesRoot: references, options: options)
        #expect(results.allSatisfy { $0.failed })
        let report = try testFolder()
        _ = try HTMLReport.write(results, to: report, options: options)
        return (ReviewRun(files: files, results: results, referencesRoot: references, options: options, reportFolder: report),
                references, files)
    }

    /// Every reference file's bytes, to tell what a request wrote.
    func snapshotOf(_ folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder)! {
            out[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return out
    }

    func serving(_ run: ReviewRun, _ body: (Int) async throws -> Void) async throws {
        try await withServer({ announce in try await Review.serve(run, host: "127.0.0.1", port: 0, announce: announce) }, body)
    }

    @Test func acceptRecordsExactlyThatSceneAcceptAllTheRestAndNothingElseRecords() async throws {
        let (run, references, files) = try failingRun()
        let before = try snapshotOf(references)
        try await serving(run) { port in
            let origin = ["Origin": "http://127.0.0.1:\(port)"]
            // Reading the page, the results and the report records nothing.
            #expect(try await RawHTTP.request(port: port, "/").text.contains("Accept all"))
            let listed = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/results.json").body) as? [[String: Any]]
            #expect(listed?.map { $0["acceptable"] as? Bool } == [true, true])
            let tokens = (listed ?? []).map { $0["token"] as? String ?? "" }
            #expect(tokens.allSatisfy { $0.count == 16 }, "each result carries the token of what it was rendered from")
            #expect(try await RawHTTP.request(port: port, "/report/index.html").status == 200)
            // Another site's POST, a rebound Host: refused, nothing written.
            let one = "/accept/one?token=" + tokens[0]
            #expect(try await RawHTTP.request(port: port, "POST", one, headers: ["Origin": "http://attacker.example"]).status == 403)
            #expect(try await RawHTTP.request(port: port, "POST", one, host: "attacker.example:\(port)").status == 403)
            #expect(try await RawHTTP.request(port: port, "POST", "/accept/nothing?token=" + tokens[0], headers: origin).status == 404)
            #expect(try await RawHTTP.request(port: port, "POST", "/accept/one", headers: origin).status == 409, "no token, no recording")
            #expect(try snapshotOf(references) == before)

            let accepted = try await RawHTTP.request(port: port, "POST", one, headers: origin)
            #expect(accepted.status == 200)
            #expect(accepted.text.contains(#""failed":false"#))
            let after = try snapshotOf(references)
            #expect(after.filter { $0.key.hasPrefix("two") } == before.filter { $0.key.hasPrefix("two") })
            #expect(after.filter { $0.key.hasPrefix("one") } != before.filter { $0.key.hasPrefix("one") })
            // The next CI run passes for that scene, and still fails for the other.
            let ci = SnapshotSuite.run(files, referencesRoot: references, options: SnapshotOptions(record: .never, threads: 2))
            #expect(ci.map(\.failed) == [false, true])
            #expect(run.current.map(\.failed) == [false, true])

            // Accept all: the scenes still failing, that is the other one.
            let all = try await RawHTTP.request(port: port, "POST", "/accept-all?tokens=" + tokens.joined(separator: ","), headers: origin)
            #expect(all.status == 200)
            #expect(all.text == #"["two"]"#)
            #expect(SnapshotSuite.run(files, referencesRoot: references, options: SnapshotOptions(record: .never, threads: 2)).allSatisfy { !$0.failed })
        }
    }

    @Test func theReportIsServedAsFilesOnlyAndNothingOutsideIt() async throws {
        let (run, _, _) = try failingRun()
        let report = try #require(run.reportFolder)
        // A link inside the report that leads out of it.
        try FileManager.default.createSymbolicLink(atPath: report + "/escape.json", withDestinationPath: "/etc/hostname")
        try await serving(run) { port in
            let names = try FileManager.default.contentsOfDirectory(atPath: report)
            let sceneFolder = try #require(names.first { $0 == "one" })
            #expect(try await RawHTTP.request(port: port, "/report/\(sceneFolder)").status == 404)   // a folder: no listing
            #expect(try await RawHTTP.request(port: port, "/report/").status == 404)
            #expect(try await RawHTTP.request(port: port, "/report/escape.json").status == 404)
            for path in ["/report/../refs", "/report/%2e%2e/%2e%2e/etc/hostname", "/report/one/..%2f..%2findex.html"] {
                let answer = try await RawHTTP.request(port: port, path)
                #expect(answer.status == 403 || answer.status == 404, "\(path)")
            }
        }
    }

    /// The scene is edited after the page loaded: Accept refuses with 409 and
    /// one line saying what changed, records nothing, and the page then shows
    /// the scene as it is now; the next CI run still fails.
    @Test func acceptRefusesWhatThePageDidNotShow() async throws {
        let (run, references, files) = try failingRun()
        let before = try snapshotOf(references)
        try await serving(run) { port in
            let origin = ["Origin": "http://127.0.0.1:\(port)"]
            let listed = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/results.json").body) as? [[String: Any]]
            let token = try #require(listed?.first?["token"] as? String)
            let text = try String(contentsOfFile: files[0], encoding: .utf8)
            try write(text.replacingOccurrences(of: "\"seed\": 4", with: "\"seed\": 5"), to: files[0])
            let refused = try await RawHTTP.request(port: port, "POST", "/accept/one?token=" + token, headers: origin)
            #expect(refused.status == 409)
            #expect(refused.text.trimmingCharacters(in: .newlines) == "one: changed since the page showed it (scene file changed: seed 4 → 5); nothing was recorded: reload the page to review it")
            #expect(try snapshotOf(references) == before)
            // The page reloaded shows the scene checked anew, with a new token; its Accept records that.
            let now = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/results.json").body) as? [[String: Any]]
            let fresh = try #require(now?.first?["token"] as? String)
            #expect(fresh != token)
            #expect(try await RawHTTP.request(port: port, "POST", "/accept/one?token=" + token, headers: origin).status == 409)
            #expect(try await RawHTTP.request(port: port, "POST", "/accept/one?token=" + fresh, headers: origin).status == 200)
            let ci = SnapshotSuite.run(files, referencesRoot: references, options: SnapshotOptions(record: .never, threads: 2))
            #expect(ci.map(\.failed) == [false, true])
        }
    }

    /// The scene is deleted, or broken, after the page loaded: Accept answers
    /// 409 with one line saying it cannot be loaded, as for a scene that
    /// could not be loaded when the run checked it, and records nothing.
    @Test func acceptOfASceneGoneOrBrokenSinceThePageLoadedIsAConflict() async throws {
        let (run, references, files) = try failingRun()
        let before = try snapshotOf(references)
        try await serving(run) { port in
            let origin = ["Origin": "http://127.0.0.1:\(port)"]
            let listed = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/results.json").body) as? [[String: Any]]
            let tokens = (listed ?? []).map { $0["token"] as? String ?? "" }
            try FileManager.default.removeItem(atPath: files[0])
            try write(#"{ "name": "two", "fps": "#, to: files[1])
            for (name, token, file) in [("one", tokens[0], files[0]), ("two", tokens[1], files[1])] {
                let refused = try await RawHTTP.request(port: port, "POST", "/accept/\(name)?token=" + token, headers: origin)
                #expect(refused.status == 409, "\(name): \(refused.text)")
                let line = refused.text.trimmingCharacters(in: .newlines)
                #expect(!line.contains("\n") && line.hasPrefix("\(name) cannot be loaded, so there is nothing to record: error: \(file): "), "\(line)")
            }
            #expect(try snapshotOf(references) == before)
            // The page reloaded shows both as not acceptable, under the same names.
            let now = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/results.json").body) as? [[String: Any]]
            #expect(now?.map { $0["name"] as? String } == ["one", "two"])
            #expect(now?.map { $0["acceptable"] as? Bool } == [false, false])
        }
    }
}
