import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes
import FrolicTestSupport
import Testing
@testable import FrolicPreview

/// Every route that writes a file (`/save` over a scene file, `/save` of a
/// picture's scene to a new file) writes only a text that decodes as a
/// scene, and never replaces a file it did not read; a body over the limit
/// is the client's mistake (413).
@Suite(.serialized) struct PreviewSaveTests {
    func serving(_ preview: LivePreview, _ body: (Int) async throws -> Void) async throws {
        try await withServer({ announce in try await Preview.serve(preview, host: "127.0.0.1", port: 0, announce: announce) }, body)
    }

    func save(port: Int, base: String, text: String) async throws -> RawHTTP {
        let body = try JSONSerialization.data(withJSONObject: ["base": base, "text": text])
        return try await RawHTTP.request(port: port, "POST", "/save", headers: ["Origin": "http://127.0.0.1:\(port)"], body: body)
    }

    /// Texts a page could send: a broken file it could not parse (`null`), JSON
    /// that is no scene, a scene with a mistake, half a scene, and a good edit.
    static let bodies = ["null\n", "{}\n", "[]\n", "\"text\"\n", tinyScene().replacingOccurrences(of: "\"fps\"", with: "\"fsp\""),
                         String(tinyScene().prefix(40)), tinyScene().replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": \"10\""),
                         tinyScene(seed: 11)]

    /// `frolic preview scene.json` with a typo in the file: the page cannot parse it and
    /// sends `null`; nothing is written, and the page reads one line saying why.
    @Test func saveNeverWritesATextThatIsNotAScene() async throws {
        let folder = try testFolder()
        let scene = folder + "/tiny.json"
        let typo = tinyScene().replacingOccurrences(of: "\"fps\": 10,", with: "\"fps\": 10")
        try write(typo, to: scene)
        let preview = LivePreview(scenePath: scene, options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let refused = try await save(port: port, base: typo, text: "null\n")
            #expect(refused.status == 422)
            #expect(refused.text.hasPrefix("error: \(scene): ") && refused.text.hasSuffix("(nothing was saved)\n"), "\(refused.text)")
            #expect(refused.text.split(separator: "\n").count == 1)
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == typo)
        }
    }

    /// Whatever the body, the file afterwards is the one the page loaded, or a text that decodes as a scene.
    @Test func whatSaveWritesOverAFileAlwaysDecodes() async throws {
        let folder = try testFolder()
        let scene = folder + "/tiny.json"
        try write(tinyScene(), to: scene)
        let preview = LivePreview(scenePath: scene, options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            for text in Self.bodies {
                let before = try String(contentsOfFile: scene, encoding: .utf8)
                let answer = try await save(port: port, base: before, text: text)
                let after = try String(contentsOfFile: scene, encoding: .utf8)
                if answer.status == 200 {
                    #expect(after == text)
                    #expect((try? SceneFile.load(path: scene)) != nil, "saved a text that does not decode: \(text)")
                } else {
                    #expect(answer.status == 422, "\(text): \(answer.status) \(answer.text)")
                    #expect(after == before, "\(text)")
                }
                // A base that is not the file on disk: never written over.
                let stale = try await save(port: port, base: before + " ", text: tinyScene(seed: 12))
                #expect(stale.status == 409 || stale.status == 422)
                #expect(try String(contentsOfFile: scene, encoding: .utf8) == after)
            }
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == tinyScene(seed: 11))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tiny.json"])
        }
    }

    /// A picture's Save makes a new file only for a text that decodes, and never over a file.
    @Test func aPicturesSaveMakesOnlyAFileThatDecodes() async throws {
        let folder = try testFolder()
        let picture = folder + "/flake.png"
        try FileManager.default.copyItem(atPath: RepositoryRoot.path + "/Assets/snowflake-1.png", toPath: picture)
        let effect = try #require(PictureScene.layer(named: "pixelate"))
        let preview = LivePreview(.picture(picture, effects: [effect]), options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let text = try await RawHTTP.request(port: port, "/scene.json").text
            for bad in Self.bodies.dropLast() {
                let answer = try await save(port: port, base: "", text: bad)
                #expect(answer.status == 422, "\(bad): \(answer.status) \(answer.text)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["flake.png"], "\(bad)")
            }
            #expect(try await save(port: port, base: "", text: text).status == 200)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["flake-pixelate.json", "flake.png"])
            #expect((try? SceneFile.load(path: folder + "/flake-pixelate.json")) != nil)
        }
    }

    /// An example's Save names `<example>-edited.json` in the folder it is
    /// given (the current one), numbered when taken; never the example's file.
    @Test func anExamplesSaveNamesANewFileInTheCurrentFolder() throws {
        let folder = try testFolder()
        let subject = PreviewSubject.example(RepositoryRoot.path + "/Examples/snow.json", saveFolder: folder)
        #expect(subject.savesNewFile && subject.path == RepositoryRoot.path + "/Examples/snow.json")
        #expect(try subject.newFileName() == folder + "/snow-edited.json")
        try write("mine", to: folder + "/snow-edited.json")
        #expect(try subject.newFileName() == folder + "/snow-edited-2.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/snow-edited-2.json", withDestinationPath: folder + "/nowhere")
        #expect(try subject.newFileName() == folder + "/snow-edited-3.json", "a dangling link is taken too")
        #expect(try PreviewSubject.sceneFile(folder + "/snow-edited.json").newFileName() == nil)
    }

    @Test func aBodyOverTheLimitIs413AndChangesNothing() async throws {
        let folder = try testFolder()
        let scene = folder + "/tiny.json"
        try write(tinyScene(), to: scene)
        let preview = LivePreview(scenePath: scene, options: RenderOptions(), folder: try testFolder())
        try await serving(preview) { port in
            let huge = Data(repeating: UInt8(ascii: " "), count: PreviewRoutes.maxBodyBytes + 1)
            for path in ["/draft", "/save"] {
                let answer = try await RawHTTP.request(port: port, "POST", path, headers: ["Origin": "http://127.0.0.1:\(port)"], body: huge)
                #expect(answer.status == 413, "\(path)")
                #expect(answer.text.contains("4 MiB"), "\(answer.text)")
            }
            #expect(try String(contentsOfFile: scene, encoding: .utf8) == tinyScene())
            let info = try await JSONSerialization.jsonObject(with: RawHTTP.request(port: port, "/info.json").body) as? [String: Any]
            #expect(info?["draft"] as? Bool == false)
        }
    }
}
