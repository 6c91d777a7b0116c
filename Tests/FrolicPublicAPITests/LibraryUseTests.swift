import Foundation
import Testing
// Plain imports, and the target has no package access (`Package.swift`): this
// file sees only the public API, as a project depending on Frolic does, so it
// stops compiling if something a user needs stops being public.
import FrolicCore
import FrolicRender
import FrolicScenes
import FrolicSnapshot

/// A user's three uses of the library products: read a scene file and its
/// errors, render it to a GIF, assert its snapshot from a test.
@Suite struct LibraryUseTests {
    /// Six frames of rain over a colour, 80 × 60 points: fast in a debug build.
    static func scene(color: String = "#336699") -> String {
        """
        { "name": "drizzle", "size": [80, 60], "fps": 10, "duration": 0.6, "seed": 3,
          "script": [{ "at": 0.2, "gesture": "tap", "point": [40, 30] }],
          "backdrop": { "color": "\(color)" }, "effects": [{ "rain": { "duration": 0.4 } }] }
        """
    }

    /// A new folder under the temporary directory, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("frolic-library-use-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("drizzle.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func readsASceneFileAndNamesTheFieldOfABadOne() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try SceneFile.load(path: Self.write(Self.scene(), in: folder))
        #expect(scene.header.name == "drizzle")
        #expect(scene.header.size == Size(80, 60))
        #expect(scene.header.timeline.frameCount == 6)
        #expect(scene.header.script.events.map(\.gesture) == [.tap(Point(40, 30))])

        let bad = try Self.write(Self.scene().replacingOccurrences(of: "\"fps\": 10", with: "\"fps\": 0"), in: folder)
        #expect {
            try SceneFile.load(path: bad)
        } throws: { error in
            guard let error = error as? SceneFileError, case .outOfRange = error.problem else { return false }
            return error.file == bad && error.field == "fps" && error.description.hasPrefix("error: \(bad): fps: ")
        }
    }

    @Test func switchesOnTheKindOfASceneFileError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let misspelt = try Self.write(Self.scene().replacingOccurrences(of: "\"fps\"", with: "\"fsp\""), in: folder)
        do {
            _ = try SceneFile.load(path: misspelt)
            Issue.record("a misspelt key was accepted")
        } catch {
            // `load` throws only `SceneFileError`: no cast, and the kind says what to offer.
            switch error.problem {
            case .unknownKey(let expected):
                #expect(error.field == "fsp")
                #expect(expected.contains("fps"))
                #expect(error.position?.line == 1)
            default:
                Issue.record("expected an unknown key, got \(error.problem)")
            }
        }
        #expect(throws: SceneFileError(file: folder.path + "/none.json", field: "file", problem: .noSuchFile)) {
            try SceneFile.load(path: folder.path + "/none.json")
        }
    }

    @Test func rendersAGIF() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try SceneRenderer(scenePath: Self.write(Self.scene(), in: folder), options: RenderOptions(scale: 2, threads: 1))
        #expect(renderer.warnings.isEmpty)
        let gif = folder.appendingPathComponent("drizzle.gif").path
        let report = try renderer.renderGIF(to: gif)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(bytes.prefix(6) == Data("GIF89a".utf8))
        #expect(report.bytes == bytes.count)
        #expect(report.frames == 6 && report.width == 160 && report.height == 120)

        #expect(throws: RenderOptionsError.scale(7)) {
            try SceneRenderer(scenePath: gif, options: RenderOptions(scale: 7))
        }
    }

    @Test func assertsASnapshotThenFailsOnAChange() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.write(Self.scene(), in: folder)
        let references = folder.appendingPathComponent("__Snapshots__").path
        let report = folder.appendingPathComponent("report").path
        let options = SnapshotOptions(threads: 1)

        let recorded = try assertSceneSnapshot(scene, referencesIn: references, options: options, record: true)
        #expect(!recorded.written.isEmpty && !recorded.failed)
        let passed = try assertSceneSnapshot(scene, referencesIn: references, options: options)
        #expect(passed.written.isEmpty && passed.frameCount == 6)

        _ = try Self.write(Self.scene(color: "#993366"), in: folder)
        #expect {
            try assertSceneSnapshot(scene, referencesIn: references, options: options, reportIn: report)
        } throws: { error in
            guard let failure = error as? SnapshotFailure else { return false }
            return failure.result.failed && failure.result.name == "drizzle" && failure.reportPath != nil
                && failure.description.hasPrefix("✗ drizzle: ")
        }
    }
}
