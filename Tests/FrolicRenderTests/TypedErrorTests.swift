import Foundation
import FrolicTestSupport
import Testing
import FrolicCore
@testable import FrolicRender

/// The render's errors are values a caller can switch on, and name no
/// command-line option: the CLI decides which option an error is reported at.
@Suite struct TypedErrorTests {
    @Test func outputPathNamesWhatIsWrongWithTheName() {
        #expect(throws: OutputPathError.empty(gifOnly: true)) { try OutputPath.check("") }
        #expect(throws: OutputPathError.notGIFName(path: "out.png")) { try OutputPath.check("out.png") }
        #expect(throws: OutputPathError.missingFolder(path: "/no-such-folder/out.gif", folder: "/no-such-folder")) {
            try OutputPath.check("/no-such-folder/out.gif")
        }
        #expect(OutputPathError.notGIFName(path: "out.png").path == nil)
    }

    @Test func anOutputThatIsAnInputSaysWhichInput() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = InputFile(path: folder + "/config.gif", role: .remoteConfig)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: config.path))
        #expect(throws: OutputPathError.input(path: config.path, config)) { try OutputPath.check(config.path, inputs: [config]) }
        let error = OutputPathError.input(path: config.path, config)
        #expect(error.message == "is the remote configuration file \(config.path); writing there would destroy it")
        #expect(error.message(naming: { _ in "--config file" }).hasPrefix("is the --config file "))
    }

    @Test func anInputFileErrorCarriesTheFileAndItsRole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = InputFile(path: folder + "/none.json", role: .scene)
        #expect(throws: InputFileError(file: missing, problem: .missing)) { try missing.read() }
        let asFolder = InputFile(path: folder, role: .picture(field: "backdrop.picture"))
        #expect(throws: InputFileError(file: asFolder, problem: .folder)) { try asFolder.read() }
    }

    @Test func aFramesFolderThatIsAFileOrAnInputIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/scene.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: FramesFolderError(file: file, problem: .file)) { try FramesFolder(file, frames: 1, inputs: []) }
        let scene = InputFile(path: file, role: .scene)
        #expect(throws: FramesFolderError(file: file, problem: .input(scene, frame: nil))) {
            try FramesFolder(file, frames: 1, inputs: [scene])
        }
        #expect(throws: FramesFolderError(file: nil, problem: .empty)) { try FramesFolder("", frames: 1, inputs: []) }
    }

    @Test func optionsNoRenderTakesAreRefusedBeforeTheScene() {
        #expect(throws: RenderOptionsError.scale(4)) { try RenderOptions(scale: 4).check() }
        #expect(throws: RenderOptionsError.lossy(-1)) { try RenderOptions(lossy: -1).check() }
        #expect(throws: RenderOptionsError.scale(0)) { try SceneRenderer(scenePath: "/no-such-scene.json", options: RenderOptions(scale: 0)) }
    }

    @Test func aSceneThatCannotRenderSaysWhichFieldAndWhy() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/s.json"
        func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: scene)) }

        try write(#"{ "name": "s", "fps": 10, "duration": 1, "backdrop": { "picture": "nowhere" }, "effects": [{ "snow": {} }] }"#)
        let missing = #expect(throws: SceneRenderError.self) { try SceneRenderer(scenePath: scene) }
        guard case .picture(.notFound(name: "nowhere", _), field: "backdrop.picture") = missing?.problem else {
            Issue.record("\(String(describing: missing))"); return
        }
        #expect(missing?.file == scene && missing?.field == "backdrop.picture")

        // 2000 points is 2000 pixels at scale 1, but 6000 at scale 3.
        try write(#"{ "name": "s", "size": [2000, 10], "fps": 10, "duration": 1, "backdrop": { "color": [0, 0, 0] }, "effects": [{ "snow": {} }] }"#)
        _ = try SceneRenderer(scenePath: scene)
        #expect(throws: SceneRenderError(scenePath: scene, problem: .size(
            .tooManyPixels(side: .width, points: 2000, scale: 3, checked: 3...3), field: "size"))) {
            try SceneRenderer(scenePath: scene, options: RenderOptions(scale: 3))
        }
    }

    @Test func aPictureACommandNamesThatCannotBeUsedIsAtItsFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: PictureSceneFile.UnusablePicture(path: folder, problem: .folder)) {
            try PictureSceneFile(picture: folder, effects: [])
        }
        let fake = folder + "/fake.png"
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: fake))
        let error = #expect(throws: PictureSceneFile.UnusablePicture.self) { try PictureSceneFile(picture: fake, effects: []) }
        guard case .picture(.notAPicture) = error?.problem else { Issue.record("\(String(describing: error))"); return }
        #expect(error.map { FrolicError($0).description } == "error: \(fake): file: not a PNG, JPEG or WebP picture")
    }

    private static func folder() throws -> String {
        try TemporaryFolder(keptUntilExit: true).path
    }
}
