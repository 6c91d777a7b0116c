import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes
import FrolicTestSupport
import Testing
@testable import FrolicPreview

/// `frolic preview a.png b.png --frame phone --tap x,y`: the page shows the
/// flow `frolic render` writes for the same pictures and flags, serves each
/// screen's picture for its thumbnail and nothing else, and Save makes a new
/// scene file beside the first picture.
@Suite(.serialized) struct FlowPreviewTests {
    static let tap = Point(30, 50)

    /// Two 60×120 pictures of their own stripes in a folder of their own.
    func pictures() throws -> [String] {
        let folder = try testFolder()
        return try [(0xF2F2F7, 0x2BA84A), (0x101820, 0xE0A020)].enumerated().map { i, colors in
            var frame = Frame(width: 60, height: 120)
            for y in 0..<120 { for x in 0..<60 { frame[x, y] = (y / 12) % 2 == 0 ? UInt32(colors.0) : UInt32(colors.1) } }
            let path = folder + "/screen-\(i + 1).png"
            try PNGFile.write(frame, to: path)
            return path
        }
    }

    func subject(_ pictures: [String]) -> PreviewSubject {
        .picture(pictures[0], effects: [], options: PictureOptions(more: Array(pictures.dropFirst()), tap: Self.tap, frame: .phone))
    }

    /// The bytes `frolic render a.png b.png --frame phone --tap 30,50` writes: its builder and `renderGIF`.
    func renderedByRenderCommand(_ pictures: [String]) throws -> Data {
        let out = (try testFolder()) + "/out.gif"
        _ = try PictureSceneFile(picture: pictures[0], effects: [], more: Array(pictures.dropFirst()), tap: Self.tap, frame: .phone)
            .renderer(options: RenderOptions()).renderGIF(to: out)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    func serving(_ preview: LivePreview, _ body: (Int) async throws -> Void) async throws {
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }, body)
    }

    @Test func aFlowOfPicturesIsTheSceneRenderBuilds() throws {
        let shots = try pictures()
        let file = try #require(try subject(shots).pictureScene())
        let render = try PictureSceneFile(picture: shots[0], effects: [], more: [shots[1]], tap: Self.tap, frame: .phone)
        #expect(file.data == render.data)
        #expect(file.scene.name == "screen-1-flow")
        let text = String(decoding: file.data, as: UTF8.self)
        #expect(text.contains(#""tap": [30, 50]"#) && text.contains(#""device": "phone""#), "\(text)")
        #expect(subject(shots).files == shots)
    }

    @Test func servesWhatRenderWritesAndEachScreensPictureForItsThumbnail() async throws {
        let shots = try pictures()
        let preview = LivePreview(subject(shots), options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let gif = try await RawHTTP.request(port: port, "/render.gif")
            #expect(gif.status == 200)
            #expect(gif.body == (try renderedByRenderCommand(shots)))

            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(info?["pictures"] as? [String] == shots)
            let scene = try #require(info?["scene"] as? [String: Any])
            #expect(scene["thumbnails"] as? [Bool] == [true, true])
            #expect(scene["screenSize"] as? [Double] == [60, 120])
            #expect((scene["transitions"] as? [[String: Any]])?.map { $0["seconds"] as? Double } == [0.35])
            #expect((scene["transitions"] as? [[String: Any]])?.map { $0["show"] as? Int } == [1])
            // Each screen's own blocks, for the outlines of the screen in view.
            let blocks = try #require(scene["screenBlocks"] as? [[[String: Any]]])
            #expect(blocks.count == 2)
            #expect(blocks[0].map { "\($0["rect"] ?? "")" } == (scene["blocks"] as? [[String: Any]])?.map { "\($0["rect"] ?? "")" })

            for (i, shot) in shots.enumerated() {
                let picture = try await RawHTTP.request(port: port, "/screens/\(i)")
                #expect(picture.status == 200)
                #expect(picture.headers["content-type"] == "image/png")
                #expect(picture.body == (try Data(contentsOf: URL(fileURLWithPath: shot))))
            }
            // Nothing but a screen's picture, by its place: no other number, no name, no path.
            for path in ["/screens/2", "/screens/01", "/screens/-1", "/screens/1.0", "/screens/screen-1.png",
                         "/screens/..%2Fscreen-1.png", "/screens/0/x", "/screens/%30%30", "/screens/99999999999999999999"] {
                let refused = try await RawHTTP.request(port: port, path)
                #expect([400, 403, 404].contains(refused.status), "\(path): \(refused.status)")
                #expect(!refused.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path)")
            }
            #expect(try await RawHTTP.request(port: port, "POST", "/screens/0").status == 405)
            // The Host rule holds here as everywhere: a rebound name gets nothing.
            #expect(try await RawHTTP.request(port: port, "/screens/0", host: "attacker.example:\(port)").status == 403)
        }
    }

    /// A scene file's flow: screens with a picture have a thumbnail, a screen of a colour has none.
    @Test func aScreenWithoutAPictureHasNoThumbnail() async throws {
        let shots = try pictures()
        let folder = (shots[0] as NSString).deletingLastPathComponent
        try write(#"""
            { "name": "flow", "fps": 10, "duration": 1, "screens": [{ "picture": "screen-1.png" }, { "color": "#0000FF" }],
              "flow": [{ "at": 0.2, "show": 1, "tap": [30, 50] }] }
            """#, to: folder + "/flow.json")
        let preview = LivePreview(scenePath: folder + "/flow.json", options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let info = try JSONSerialization.jsonObject(with: await RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect((info?["scene"] as? [String: Any])?["thumbnails"] as? [Bool] == [true, false])
            #expect(try await RawHTTP.request(port: port, "/screens/0").body == (try Data(contentsOf: URL(fileURLWithPath: shots[0]))))
            let none = try await RawHTTP.request(port: port, "/screens/1")
            #expect(none.status == 404 && none.text == "screen 1 shows no picture\n")
        }
        // A scene of one screen has no screens to show.
        let tiny = try testFolder() + "/tiny.json"
        try write(tinyScene(), to: tiny)
        let plain = LivePreview(scenePath: tiny, options: RenderOptions(), folder: try testFolder())
        try await serving(plain) { port in
            let none = try await RawHTTP.request(port: port, "/screens/0")
            #expect(none.status == 404)
        }
    }

    @Test func saveWritesTheFlowBesideTheFirstPictureNeverOverAFile() async throws {
        let shots = try pictures()
        let folder = (shots[0] as NSString).deletingLastPathComponent
        let theirs = folder + "/screen-1-flow.json"
        try write("{ \"mine\": true }\n", to: theirs)
        let preview = LivePreview(subject(shots), options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let text = try await RawHTTP.request(port: port, "/scene.json").text.replacingOccurrences(of: #""transition": "push""#, with: #""transition": "crossfade""#)
            #expect(text.contains("crossfade"))
            let before = preview.shown?.version ?? 0
            let body = try JSONSerialization.data(withJSONObject: ["base": "", "text": text])
            let saved = try await RawHTTP.request(port: port, "POST", "/save", headers: ["Origin": "http://127.0.0.1:\(port)"], body: body)
            #expect(saved.status == 200)
            let made = folder + "/screen-1-flow-2.json"
            #expect(saved.text.contains(made))
            #expect(try String(contentsOfFile: made, encoding: .utf8) == text)
            #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "{ \"mine\": true }\n")
            // The saved file is previewed from then on.
            try await offThread { preview.waitForRender(after: before) }
            #expect(try await RawHTTP.request(port: port, "/render.gif").body == (try renderedByCLIPipeline(made)))
        }
    }
}
