import Foundation
import Testing
// As in `LibraryUseTests`: the public API only. `PictureError` and
// `CanvasSizeProblem` are matched by their cases, as a user who imports only
// FrolicRender matches them; FrolicRaster is imported to name `GIFWriterError`.
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes
import FrolicSnapshot

/// The errors a user of the library meets, switched on by case: the case a
/// caller acts on, and the one line it prints unchanged.
@Suite struct ErrorCaseTests {
    /// `LibraryUseTests.scene` with `backdrop` and `size` replaced.
    static func scene(backdrop: String, size: String = #""size": [80, 60], "#) -> String {
        LibraryUseTests.scene()
            .replacingOccurrences(of: ##""backdrop": { "color": "#336699" }"##, with: #""backdrop": \#(backdrop)"#)
            .replacingOccurrences(of: #""size": [80, 60], "#, with: size)
    }

    @Test func aMissingBackdropPictureIsAPictureProblemAtItsField() throws {
        let folder = try LibraryUseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try LibraryUseTests.write(Self.scene(backdrop: #"{ "picture": "my-screen" }"#, size: ""), in: folder)
        let error = try #require(throws: SceneRenderError.self) { try SceneRenderer(scenePath: path) }
        guard case let .picture(.notFound(name, searched), field) = error.problem else {
            Issue.record("expected a missing picture, got \(String(describing: error.problem))")
            return
        }
        #expect(name == "my-screen" && field == "backdrop.picture")
        #expect(searched.first == folder.path, "looked beside the scene first: \(searched)")
        #expect(error.scenePath == path)
        #expect(FrolicError(error).description
            == "error: \(path): backdrop.picture: no picture \"my-screen\" (looked in \(searched.joined(separator: ", ")))")
    }

    @Test func aSceneTooLargeForTheScaleIsASizeProblem() throws {
        let folder = try LibraryUseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2000 points is 2000 pixels at scale 1, and 6000 at scale 3.
        let path = try LibraryUseTests.write(Self.scene(backdrop: ##"{ "color": "#336699" }"##, size: #""size": [2000, 60], "#), in: folder)
        _ = try SceneRenderer(scenePath: path, options: RenderOptions(scale: 1, threads: 1))
        let error = try #require(throws: SceneRenderError.self) {
            try SceneRenderer(scenePath: path, options: RenderOptions(scale: 3, threads: 1))
        }
        guard case let .size(.tooManyPixels(side, points, scale, _), field) = error.problem else {
            Issue.record("expected a side too large, got \(String(describing: error.problem))")
            return
        }
        #expect(side == .width && points == 2000 && scale == 3 && field == "size")
        #expect(FrolicError(error).description.hasPrefix("error: \(path): size: width 2000 at scale 3 is 6000 pixels; "))
    }

    @Test func aMissingSceneFileIsAnInputFileProblem() throws {
        let folder = try LibraryUseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nothing.json").path
        #expect(throws: InputFileError.self) { try SceneRenderer(scenePath: path) }
        do { _ = try SceneRenderer(scenePath: path) } catch let error as InputFileError {
            #expect(error.problem == .missing && error.file.path == path && error.file.role == .scene)
            #expect(error.message == "no such file")
        }
    }

    @Test func aGIFInAMissingFolderIsAWriterProblemAndLeavesNothing() throws {
        let folder = try LibraryUseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try SceneRenderer(scenePath: LibraryUseTests.write(LibraryUseTests.scene(), in: folder),
                                         options: RenderOptions(threads: 1))
        let missing = folder.appendingPathComponent("not-made").path
        let gif = try #require(throws: GIFWriterError.self) { try renderer.renderGIF(to: missing + "/drizzle.gif") }
        #expect(gif.problem == .noFolder(missing) && gif.path == missing + "/drizzle.gif")
        #expect(gif.message == "folder \(missing) does not exist")
        // The caller places it (the command line at `-o`): no field of its own.
        #expect(FrolicError.line(for: gif) == nil)
        #expect(!FileManager.default.fileExists(atPath: missing))

        let frames = missing + "/frames"
        let error = try #require(throws: FramesFolderError.self) {
            try SceneRenderer(scenePath: renderer.scenePath, options: RenderOptions(framesDirectory: frames, threads: 1))
                .renderGIF(to: folder.appendingPathComponent("drizzle.gif").path)
        }
        #expect(error.problem == .missingParent(missing) && error.file == frames)
        #expect(error.message == "the folder \(missing) does not exist")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["drizzle.json"])
    }

    @Test func aSnapshotWithAConflictedReferenceThrowsTheReferenceProblem() throws {
        let folder = try LibraryUseTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try LibraryUseTests.write(LibraryUseTests.scene(), in: folder)
        let references = folder.appendingPathComponent("__Snapshots__").path
        let options = SnapshotOptions(threads: 1)
        try assertSceneSnapshot(scene, referencesIn: references, options: options, record: true)
        // A merge of two branches that both re-recorded the scene.
        let frames = references + "/drizzle/frames.json"
        let recorded = try String(contentsOfFile: frames, encoding: .utf8)
        try ("<<<<<<< ours\n" + recorded).write(toFile: frames, atomically: true, encoding: .utf8)

        let error = try #require(throws: SceneLoadError.self) {
            try assertSceneSnapshot(scene, referencesIn: references, options: options)
        }
        #expect(error.underlying as? ReferenceFileError == .conflictMarker(path: frames, line: 1))
        #expect(error.description.hasPrefix("error: \(frames): line 1: a merge-conflict marker"))

        try recorded.write(toFile: frames, atomically: true, encoding: .utf8)
        try #"{ "threshold": 2 }"#.write(toFile: references + "/drizzle/budget.json", atomically: true, encoding: .utf8)
        let budget = try #require(throws: SceneLoadError.self) {
            try assertSceneSnapshot(scene, referencesIn: references, options: options)
        }
        let budgetError = try #require(budget.underlying as? SceneBudgetError)
        #expect(budgetError.problem == .threshold && budgetError.field == "threshold")
    }
}
