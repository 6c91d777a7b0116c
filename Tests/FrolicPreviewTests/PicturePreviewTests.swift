import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes
import FrolicTestSupport
import Testing
@testable import FrolicPreview

/// `frolic preview <picture> --effect NAME`: the page shows the scene
/// `frolic render <picture> --effect NAME` renders, follows the picture, and
/// Save makes a new scene file beside it, never writing over one.
@Suite(.serialized) struct PicturePreviewTests {
    /// The cheapest effect over the smallest picture: under a second a render in a debug build.
    static let effect = "pixelate"

    /// A 64×64 picture in a folder of its own, and a live preview of it with `effect`.
    func picturePreview() throws -> (LivePreview, picture: String) {
        let folder = try testFolder()
        let picture = folder + "/flake.png"
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/snowflake-1.png", toPath: picture)
        let effect = try #require(PictureScene.layer(named: Self.effect))
        return (LivePreview(.picture(picture, effects: [effect]), options: RenderOptions(), folder: try testFolder()), picture)
    }

    /// The bytes `frolic render <picture> --effect` writes: its builder, `PictureSceneFile`, and `renderGIF`.
    func renderedByRenderCommand(picture: String) throws -> Data {
        let effect = try #require(PictureScene.layer(named: Self.effect))
        let out = (try testFolder()) + "/out.gif"
        _ = try PictureSceneFile(picture: picture, effects: [effect]).renderer(options: RenderOptions()).renderGIF(to: out)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    func serving(_ preview: LivePreview, _ body: (Int) async throws -> Void) async throws {
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }, body)
    }

    @Test func servesWhatRenderWritesAndRendersAgainWhenThePictureChanges() async throws {
        let (preview, picture) = try picturePreview()
        try await serving(preview) { port in
            let first = try await RawHTTP.request(port: port, "/render.gif")
            #expect(first.status == 200)
            #expect(first.body == (try renderedByRenderCommand(picture: picture)))
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(info?["file"] as? String == picture)
            #expect(info?["effects"] as? [String] == [Self.effect])
            // The page edits the scene `frolic new` would write for the picture.
            let scene = try await RawHTTP.request(port: port, "/scene.json")
            #expect(scene.text.contains(#""picture": "flake.png""#) && scene.text.contains(#""pixelate""#))

            _ = try await RawHTTP.events(port: port, count: 2) {
                try FileManager.default.removeItem(atPath: picture)
                try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/snowflake-2.png", toPath: picture)
            }
            let second = try await RawHTTP.request(port: port, "/render.gif").body
            #expect(second != first.body)
            #expect(second == (try renderedByRenderCommand(picture: picture)))
        }
    }

    @Test func saveMakesANewSceneFileBesideThePictureAndPreviewsIt() async throws {
        let (preview, picture) = try picturePreview()
        let folder = (picture as NSString).deletingLastPathComponent
        // The name `frolic new` would give is the user's already: it stays as it is.
        let theirs = folder + "/flake-pixelate.json"
        try write("{ \"mine\": true }\n", to: theirs)
        try await serving(preview) { port in
            let text = try await RawHTTP.request(port: port, "/scene.json").text.replacingOccurrences(of: "\"seed\": 1", with: "\"seed\": 7")
            func save(base: String, text: String) async throws -> RawHTTP {
                let body = try JSONSerialization.data(withJSONObject: ["base": base, "text": text])
                return try await RawHTTP.request(port: port, "POST", "/save", headers: ["Origin": "http://127.0.0.1:\(port)"], body: body)
            }
            let events = try await RawHTTP.events(port: port, count: 2) {
                let saved = try RawHTTP.blockingRequest(port: port, "POST", "/save", host: nil, headers: [:],
                                                        body: try JSONSerialization.data(withJSONObject: ["base": "", "text": text]))
                #expect(saved.status == 200)
                #expect(saved.text.contains("flake-pixelate-2.json"))
            }
            #expect(events.count == 2)
            let made = folder + "/flake-pixelate-2.json"
            #expect(try String(contentsOfFile: made, encoding: .utf8) == text)
            #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "{ \"mine\": true }\n")
            // From now on the page is the saved file's: its GIF, its text, and Save writes to it.
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(info?["file"] as? String == made)
            #expect(info?["effects"] == nil)
            #expect(try await RawHTTP.request(port: port, "/render.gif").body == (try renderedByCLIPipeline(made)))
            #expect(try await RawHTTP.request(port: port, "/scene.json").text == text)
            let again = text.replacingOccurrences(of: "\"seed\": 7", with: "\"seed\": 8")
            #expect(try await save(base: text, text: again).status == 200)
            #expect(try String(contentsOfFile: made, encoding: .utf8) == again)
            let beside = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            #expect(beside == ["flake-pixelate-2.json", "flake-pixelate.json", "flake.png"])
        }
    }
}
