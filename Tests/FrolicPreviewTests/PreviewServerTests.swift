import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes
import FrolicTestSupport
import Synchronization
import Testing
@testable import FrolicPreview

/// The preview server on a free port, through real HTTP.
@Suite(.serialized) struct PreviewServerTests {
    /// A tiny scene in a folder of its own, and a live preview of it.
    func tinyPreview(_ text: String = tinyScene()) throws -> (LivePreview, String) {
        let folder = try testFolder()
        let scene = folder + "/tiny.json"
        try write(text, to: scene)
        return (LivePreview(scenePath: scene, options: RenderOptions(), folder: try testFolder()), scene)
    }

    func serving(_ preview: LivePreview, _ body: (Int) async throws -> Void) async throws {
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }, body)
    }

    @Test func everyEndpointAnswers() async throws {
        let (preview, scene) = try tinyPreview()
        try await serving(preview) { port in
            let page = try await RawHTTP.request(port: port, "/")
            #expect(page.status == 200)
            #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(page.text.contains("id=\"scrubber\"") && page.text.contains("function decodeGIF"))
            // Self-contained: nothing loaded from another site.
            #expect(!page.text.contains("http://") && !page.text.contains("https://"))

            let gif = try await RawHTTP.request(port: port, "/render.gif")
            #expect(gif.status == 200)
            #expect(gif.headers["content-type"] == "image/gif")
            #expect(gif.body == (try renderedByCLIPipeline(scene)))

            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            let facts = info?["scene"] as? [String: Any]
            #expect(facts?["frames"] as? Int == 10)
            #expect(facts?["points"] as? [Int] == [80, 60])
            #expect((facts?["gestures"] as? [[String: Any]])?.first?["frame"] as? Int == 2)

            #expect(try await RawHTTP.request(port: port, "/scene.json").body == Data(contentsOf: URL(fileURLWithPath: scene)))
            let schema = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/schema.json").body) as? [String: Any]
            #expect((schema?["properties"] as? [String: Any])?["effects"] != nil)

            let events = try await RawHTTP.events(port: port, count: 1)
            #expect(events == [#"{"version":1}"#])

            #expect(try await RawHTTP.request(port: port, "/nothing").status == 404)
            #expect(try await RawHTTP.request(port: port, "POST", "/render.gif").status == 405)
            #expect(try await RawHTTP.request(port: port, "/pictures/tiny.json").status == 404)
        }
    }

    @Test func aBrokenSceneAnswersItsOneLine() async throws {
        let (preview, scene) = try tinyPreview(##"{ "name": "tiny", "size": [80, 60], "fps": 10, "duration": -1, "backdrop": { "color": "#000000" }, "effects": [{ "snow": {} }] }"##)
        var expected = ""
        do { _ = try SceneRenderer(scenePath: scene) } catch let error as SceneFileError { expected = error.description }
        #expect(expected.hasPrefix("error: \(scene): duration"))
        try await serving(preview) { port in
            let gif = try await RawHTTP.request(port: port, "/render.gif")
            #expect(gif.status == 422)
            #expect(gif.text == expected + "\n")
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(info?["error"] as? String == expected)
        }
    }

    /// Over a screenshot, the page gets the blocks content analysis finds,
    /// in points on the screen, for it to outline so a click picks one.
    @Test func aScreenshotsBlocksComeWithItsInfo() async throws {
        let folder = try testFolder()
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/travel-app.png", toPath: folder + "/shot.png")
        try write(#"{ "name": "shot", "fps": 10, "duration": 0.3, "backdrop": { "picture": "shot.png" }, "effects": [{ "hearts": { "start": "time" } }] }"#,
                  to: folder + "/shot.json")
        let preview = LivePreview(scenePath: folder + "/shot.json", options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            let scene = try #require(info?["scene"] as? [String: Any])
            let points = try #require(scene["points"] as? [Double])
            let blocks = try #require(scene["blocks"] as? [[String: Any]])
            #expect(blocks.count >= 3, "\(blocks)")
            for block in blocks {
                let r = try #require(block["rect"] as? [Double])
                #expect(r.count == 4 && r[0] >= 0 && r[1] >= 0 && r[0] + r[2] <= points[0] && r[1] + r[3] <= points[1], "\(r)")
                #expect(["bar", "heading", "text", "card", "image"].contains(block["kind"] as? String ?? ""), "\(block)")
            }
        }
        let (colour, _) = try tinyPreview()
        try await serving(colour) { port in
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect((info?["scene"] as? [String: Any])?["blocks"] as? [Any] != nil)
            #expect(((info?["scene"] as? [String: Any])?["blocks"] as? [Any])?.isEmpty == true)
        }
    }

    /// A flow's moves come with its info, each a span of frames, for the timeline.
    @Test func aFlowsTransitionsComeWithItsInfo() async throws {
        let folder = try testFolder()
        try write(#"""
            { "name": "flow", "size": [60, 40], "fps": 10, "duration": 2, "screens": [{ "color": "#FF0000" }, { "color": "#0000FF" }],
              "flow": [{ "at": 0.5, "show": 1, "transition": "push" }, { "at": 1.2, "show": 0, "transition": "crossfade", "duration": 0.4 }] }
            """#, to: folder + "/flow.json")
        let preview = LivePreview(scenePath: folder + "/flow.json", options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            let moves = try #require((info?["scene"] as? [String: Any])?["transitions"] as? [[String: Any]])
            #expect(moves.map { $0["frame"] as? Int } == [5, 12])
            #expect(moves.map { $0["end"] as? Int } == [8, 16])   // 0.5 + 0.35 s, 1.2 + 0.4 s
            #expect(moves.map { $0["label"] as? String } == ["push to screen 2 in 0.35 s", "crossfade to screen 1 in 0.4 s"])
            #expect((info?["scene"] as? [String: Any])?["screen"] as? [Double] == [0, 0])
        }
        // In a phone the screen lies past the margin and bezel: the pointer's points are the screen's.
        try write(String(contentsOfFile: folder + "/flow.json", encoding: .utf8).replacingOccurrences(of: #""flow": ["#, with: #""frame": { "device": "phone" }, "flow": ["#),
                  to: folder + "/framed.json")
        let framed = LivePreview(scenePath: folder + "/framed.json", options: RenderOptions(), folder: try testFolder())
        try await serving(framed) { port in
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            let scene = try #require(info?["scene"] as? [String: Any])
            let origin = try #require(scene["screen"] as? [Double]), points = try #require(scene["points"] as? [Double])
            #expect(origin.count == 2 && origin[0] > 0 && origin[1] > 0 && origin[0] + 60 < points[0] && origin[1] + 40 < points[1], "\(origin) in \(points)")
        }
        let (plain, _) = try tinyPreview()
        try await serving(plain) { port in
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(((info?["scene"] as? [String: Any])?["transitions"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func eachRenderBringsTheWarningsRenderPrints() async throws {
        let (preview, scene) = try tinyPreview(stretchedScene())
        let folder = (scene as NSString).deletingLastPathComponent
        let printed = try frolic(["render", scene, "-o", folder + "/out.gif", "--quiet"], in: folder)
        let lines = printed.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("warning: \(scene): ") && lines[0].contains("pictureSize"), "\(printed.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/out.gif")
        try await serving(preview) { port in
            func warnings() async throws -> [String]? {
                let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
                return (info?["scene"] as? [String: Any])?["warnings"] as? [String]
            }
            #expect(try await warnings() == lines)
            #expect(try await RawHTTP.request(port: port, "/").text.contains(#"<div id="warnings">"#))
            // Fixed in the file: the next render has none.
            _ = try await RawHTTP.events(port: port, count: 2) { try write(tinyScene(), to: scene) }
            #expect(try await warnings() == [])
        }
    }

    @Test func savingTheSceneFileRendersItAgainAndAnnouncesIt() async throws {
        let (preview, scene) = try tinyPreview()
        try await serving(preview) { port in
            let events = try await RawHTTP.events(port: port, count: 2) {
                try write(tinyScene(seed: 4), to: scene)
            }
            #expect(events == [#"{"version":1}"#, #"{"version":2}"#])
            #expect(try await RawHTTP.request(port: port, "/render.gif").body == (try renderedByCLIPipeline(scene)))
            // And broken: the error is announced, and the GIF address answers it.
            let broken = try await RawHTTP.events(port: port, count: 2) { try write("{", to: scene) }
            #expect(broken.last?.contains(#""error":"error: \#(scene):"#) == true)
            #expect(try await RawHTTP.request(port: port, "/render.gif").status == 422)
        }
    }

    @Test func changingAPictureTheSceneUsesRendersItAgain() async throws {
        let folder = try testFolder()
        let picture = folder + "/screen.png"
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/fruit-apple.png", toPath: picture)
        let scene = folder + "/tiny.json"
        try write(tinyScene(picture: "screen"), to: scene)
        let preview = LivePreview(scenePath: scene, options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            #expect(preview.watchedPaths.contains { $0.hasSuffix("/screen.png") })
            let servedPicture = try await RawHTTP.request(port: port, "/pictures/screen")
            #expect(servedPicture.status == 200 && servedPicture.headers["content-type"] == "image/png")
            let before = try await RawHTTP.request(port: port, "/render.gif").body
            _ = try await RawHTTP.events(port: port, count: 2) {
                try FileManager.default.removeItem(atPath: picture)
                try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/fruit-kiwi.png", toPath: picture)
            }
            let after = try await RawHTTP.request(port: port, "/render.gif").body
            #expect(after != before)
            #expect(after == (try renderedByCLIPipeline(scene)))
        }
    }

    @Test func aNewerSaveSupersedesTheRenderInProgress() async throws {
        let (preview, scene) = try tinyPreview()
        // Three saves while the first render runs: only the newest is shown.
        preview.ask(.file)
        try write(tinyScene(seed: 5), to: scene)
        preview.ask(.file)
        try write(tinyScene(seed: 6), to: scene)
        preview.ask(.file)
        try await offThread { preview.waitForRender(after: 0) }
        let shown = try #require(preview.shown)
        #expect(shown.version == 1)
        guard case .rendered(let gif, _) = shown.render.outcome else { Issue.record("no render: \(shown.render.errorLine ?? "")"); return }
        #expect(gif == (try renderedByCLIPipeline(scene)))
    }

    @Test func aRenderAskedToStopEndsAtItsNextFrameAndLeavesNoFile() throws {
        let (_, scene) = try tinyPreview()
        let folder = try testFolder()
        let asked = Mutex(0)
        let render = PreviewRender.render(.sceneFile(scene), options: RenderOptions(), folder: folder, serial: 1,
                                          stop: { asked.withLock { $0 += 1; return $0 > 3 } }, errorLine: { "\($0)" })
        #expect(render.errorLine == PreviewRender.stopped)
        #expect(asked.withLock { $0 } == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// A page that opens `/events` just as a render is shown gets that
    /// render's event once: a second copy would count as the next render.
    @Test func aStreamOpenedAfterARenderIsShownDoesNotGetItsEventAgain() async throws {
        let (preview, _) = try tinyPreview()
        try await offThread { preview.renderFirst() }
        let (stream, current) = preview.subscribe()
        #expect(current == #"{"version":1}"#)
        preview.ask(.draft(Data(tinyScene(seed: 9).utf8)))
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == "data: {\"version\":2}\n\n")
    }

    @Test func aDraftRendersInMemoryAndSaveWritesItOnlyOverTheFileItWasMadeFrom() async throws {
        let (preview, scene) = try tinyPreview()
        let original = try String(contentsOfFile: scene, encoding: .utf8)
        let edited = tinyScene(seed: 9)
        try await serving(preview) { port in
            let events = try await RawHTTP.events(port: port, count: 2) {
                let asked = try RawHTTP.blockingRequest(port: port, "POST", "/draft", host: nil, headers: [:], body: Data(edited.utf8))
                #expect(asked.status == 202)
            }
            // The first render's, then the draft's: the stream opened after the first render was shown.
            #expect(events == [#"{"version":1}"#, #"{"version":2}"#])
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(info?["draft"] as? Bool == true)
            // The draft's GIF is the edited scene's; the file is untouched.
            let editedPath = (try testFolder()) + "/tiny.json"
            try write(edited, to: editedPath)
            #expect(try await RawHTTP.request(port: port, "/render.gif").body == (try renderedByCLIPipeline(editedPath)))
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == original)

            func save(base: String) async throws -> RawHTTP {
                let body = try JSONSerialization.data(withJSONObject: ["base": base, "text": edited])
                return try await RawHTTP.request(port: port, "POST", "/save", headers: ["Origin": "http://127.0.0.1:\(port)"], body: body)
            }
            // Changed on disk since the page loaded it: refused, nothing written.
            let stale = try await save(base: "{\"name\": \"an older version\"}")
            #expect(stale.status == 409)
            #expect(stale.text.contains("changed on disk"))
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == original)
            // Loaded as it is: written whole, and no temporary file left beside it.
            #expect(try await save(base: original).status == 200)
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == edited)
            let beside = try FileManager.default.contentsOfDirectory(atPath: (scene as NSString).deletingLastPathComponent)
            #expect(beside == ["tiny.json"])
        }
    }

    @Test func hostOriginAndPathRulesHoldOverHTTP() async throws {
        let (preview, scene) = try tinyPreview()
        try await serving(preview) { port in
            #expect(try await RawHTTP.request(port: port, "/render.gif", host: "localhost:\(port)").status == 200)
            let rebound = try await RawHTTP.request(port: port, "/scene.json", host: "attacker.example:\(port)")
            #expect(rebound.status == 403)
            #expect(!rebound.text.contains("tiny"))
            #expect(try await RawHTTP.request(port: port, "/", host: "127.0.0.1:1").status == 403)

            let body = Data(tinyScene(seed: 8).utf8)
            let foreign = try await RawHTTP.request(port: port, "POST", "/draft", headers: ["Origin": "http://attacker.example"], body: body)
            #expect(foreign.status == 403)
            let save = try JSONSerialization.data(withJSONObject: ["base": try String(contentsOfFile: scene, encoding: .utf8), "text": "{}"])
            #expect(try await RawHTTP.request(port: port, "POST", "/save", headers: ["Origin": "null"], body: save).status == 403)
            #expect(try await RawHTTP.request(port: port, "POST", "/save", headers: ["Sec-Fetch-Site": "cross-site"], body: save).status == 403)
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == tinyScene())

            for path in ["/../tiny.json", "/pictures/..%2ftiny.json", "/pictures/%2e%2e/tiny.json", "/pictures/..%5Ctiny.json",
                         "/pictures/", "/pictures", "/%2e%2e/%2e%2e/etc/passwd"] {
                let answer = try await RawHTTP.request(port: port, path)
                #expect(answer.status == 403 || answer.status == 404, "\(path)")
                #expect(!answer.text.contains("\"name\""), "\(path)")
            }
        }
    }
}
