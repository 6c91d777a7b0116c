import Foundation
import Testing
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

    private static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "/frolic-typed-errors-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
