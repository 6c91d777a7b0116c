import Foundation
import Testing
import FrolicRaster
@testable import FrolicSnapshot

/// A change is traced to what changed: a picture the scene reads, the scene
/// file's fields, and only when neither, the renderer (`inputs.json`).
@Suite struct InputDigestTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false, filmstrip: false))
    }

    @Test func recordsADigestOfEachPicture() throws {
        let t = try TemporaryFolder()
        let r = run(try t.pictureScene(), t.file("refs"), .missing)
        #expect(r.written.contains(t.file("refs/demo/inputs.json")))
        let inputs = try #require(try InputsRecord.load(t.file("refs/demo/inputs.json")))
        #expect(inputs.inputs.map(\.name) == ["shots/home.png"])
        #expect(inputs.inputs.first?.field == "backdrop.picture")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: t.file("scenes/shots/home.png")))
        #expect(inputs.inputs.first?.digest == FNV1a.hex(bytes))
    }

    @Test func anEditedPictureIsNamedNotTheRenderer() throws {
        let t = try TemporaryFolder()
        let scene = try t.pictureScene()
        _ = run(scene, t.file("refs"), .missing)
        _ = try t.pictureScene(picture: TemporaryFolder.homeScreen(patch: 0xFF0000))
        let r = run(scene, t.file("refs"), .never)
        #expect(r.failed)
        let c = try #require(r.content)
        #expect(c.causes == ["picture shots/home.png changed (frames \(FrameRanges.text(c.changedFrames)))"])
        #expect(r.summary.contains("picture shots/home.png changed (frames 0–"), "\(r.summary)")
        #expect(!r.summary.contains("renderer"), "\(r.summary)")
        // Key frames still show their recorded PNG as expected.
        #expect(r.frames.allSatisfy { $0.expectedSource == .keyFramePNG($0.keyFrame.role + ".png") })
    }

    /// The picture as recorded and the scene moved: the expected frames are
    /// rendered from the recorded scene, so every changed frame is measured.
    @Test func aSceneEditIsNamedFieldByFieldAndItsFramesRenderedFromTheRecordedScene() throws {
        let t = try TemporaryFolder()
        _ = run(try t.pictureScene(at: 0.2), t.file("refs"), .missing)
        let r = run(try t.pictureScene(at: 0.16), t.file("refs"), .never)
        let c = try #require(r.content)
        #expect(!c.changedFrames.isEmpty)
        #expect(c.sceneChanges == [SceneChange(field: "script[0].at", recorded: "0.2", now: "0.16")])
        #expect(c.causes == ["scene file changed: script[0].at 0.2 → 0.16"])
        #expect(c.unmeasured.isEmpty, "expected frames rendered from scene.json")
        if let first = c.first, !c.keyFrames.contains(first.keyFrame.index) {
            #expect(first.expectedSource == .recordedScene)
        }
    }

    @Test func neitherChangedBlamesTheRenderer() throws {
        let t = try TemporaryFolder()
        let scene = try t.pictureScene()
        let refs = t.file("refs")
        _ = run(scene, refs, .missing)
        let path = refs + "/demo/" + FramesRecord.fileName
        var record = try #require(try FramesRecord.load(path))
        record.digests[1] = "0000000000000000"
        try record.encoded().write(to: URL(fileURLWithPath: path))
        let r = run(scene, refs, .never)
        #expect(r.content?.causes == ["the scene file and the files it reads are as recorded, so the renderer changed"])

        // A folder recorded before inputs.json cannot tell a picture from the renderer, and says so.
        try FileManager.default.removeItem(atPath: refs + "/demo/" + InputsRecord.fileName)
        let old = run(scene, refs, .never)
        #expect(old.content?.causes.first?.contains("no inputs.json") == true)
        #expect(!FileManager.default.fileExists(atPath: refs + "/demo/" + InputsRecord.fileName), "a failing run writes nothing")
    }

    @Test func sceneDiffComparesValuesNotText() throws {
        let old = Data(#"{"a": 1, "script": [{"at": 0.4, "gesture": "tap"}], "gone": "x"}"#.utf8)
        let new = Data("{\n  \"script\": [{\"at\": 0.44, \"gesture\": \"tap\"}, {\"at\": 2, \"gesture\": \"shake\"}],\n  \"a\": 1.0, \"b\": [1, 2]\n}".utf8)
        let texts = try #require(SceneDiff.changes(recorded: old, now: new)).map(\.text)
        #expect(texts == ["b added ([1,2])", "gone removed (was \"x\")", "script[0].at 0.4 → 0.44",
                          "script[1] added ({\"at\":2,\"gesture\":\"shake\"})"])
        #expect(SceneDiff.changes(recorded: old, now: old) == [])
    }

    /// A screen recording is one of the scene's inputs: re-recorded in
    /// another colour, the check names the movie, not the renderer.
    @Test func aChangedRecordingIsNamedAsTheCause() throws {
        let t = try TemporaryFolder()
        func movie(_ color: String) throws {
            let ffmpeg = Process()
            ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            ffmpeg.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=\(color):s=64x128:d=0.4",
                                "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", t.file("scenes/rec.mp4")]
            try ffmpeg.run()
            ffmpeg.waitUntilExit()
            #expect(ffmpeg.terminationStatus == 0, "ffmpeg (make deps installs it)")
        }
        try FileManager.default.createDirectory(atPath: t.file("scenes"), withIntermediateDirectories: true)
        try movie("red")
        let scene = try t.write("scenes/rec.json", #"{ "name": "rec", "fps": 25, "duration": 0.4, "seed": 1, "backdrop": { "movie": "rec.mp4" } }"#)
        let recorded = run(scene, t.file("refs"), .missing)
        #expect(!recorded.failed, "\(recorded.summary)")
        let inputs = try #require(try InputsRecord.load(t.file("refs/rec/inputs.json")))
        #expect(inputs.inputs.map(\.kind) == ["movie"] && inputs.inputs.first?.field == "backdrop.movie")
        try movie("blue")
        let r = run(scene, t.file("refs"), .never)
        #expect(r.failed)
        #expect(r.content?.causes.first?.hasPrefix("movie rec.mp4 changed (frames ") == true, "\(r.summary)")
    }
}
