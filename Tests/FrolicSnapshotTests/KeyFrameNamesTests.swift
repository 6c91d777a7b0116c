import Foundation
import Testing
import FrolicCore
import FrolicRender
import FrolicScenes
@testable import FrolicSnapshot

/// Key-frame files are named by their role, so a timing change shows in
/// review as one picture changing, never as one deleted and another added.
@Suite struct KeyFrameNamesTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false, filmstrip: false))
    }

    func header(events: [Double]) throws -> SceneHeader {
        var file = try SceneFile.load(path: packageRoot + "/Examples/pixel-header.json")
        file.header.fps = 25
        file.header.duration = 6
        file.header.script = Script(events.map { ScriptEvent(time: $0, gesture: .shake) })
        return file.header
    }

    @Test func rolesNameEveryKeyFrame() throws {
        let h = try header(events: [0.4, 3.2])
        let keys = KeyFrames.select(header: h, frameCount: h.timeline.frameCount)
        #expect(Set(keys.map(\.role)) == ["start", "even-1", "even-2", "even-3", "end", "after-gesture-1", "after-gesture-2",
                                           "after-gesture-1+0.25s", "after-gesture-2+0.25s", "after-gesture-1+0.5s"])
        #expect(keys.first { $0.role == "start" }?.index == 0)
        #expect(keys.first { $0.role == "end" }?.index == h.timeline.frameCount - 1)
        #expect(keys.allSatisfy { ReferenceFolder.isKeyFrameFile($0.role + ".png") })
    }

    /// 0.4 s → 0.44 s moves the frame after the gesture from 11 to 12: same names, other indices.
    @Test func movingAGestureKeepsTheNames() throws {
        let before = try header(events: [0.4]), after = try header(events: [0.44])
        let a = KeyFrames.select(header: before, frameCount: before.timeline.frameCount)
        let b = KeyFrames.select(header: after, frameCount: after.timeline.frameCount)
        #expect(a.map(\.role) == b.map(\.role))
        #expect(a.first { $0.role == "after-gesture-1" }?.index == 11)
        #expect(b.first { $0.role == "after-gesture-1" }?.index == 12)
    }

    /// Re-recorded after the move, the folder keeps its file names: only contents change.
    @Test func reRecordingAMovedGestureRewritesContentNotNames() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        _ = run(try t.pictureScene(at: 0.2), refs, .missing)
        let names = try FileManager.default.contentsOfDirectory(atPath: refs + "/demo").sorted()
        let moved = run(try t.pictureScene(at: 0.16), refs, .all)
        #expect(moved.removed.isEmpty)
        #expect(moved.written.contains { $0.hasSuffix(".png") }, "pictures after the gesture changed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs + "/demo").sorted() == names)
    }

    /// A folder recorded with index names passes and says to re-record;
    /// `--record` renames, and nothing else in the folder is touched.
    @Test func indexNamedFoldersAreReadAndRenamedOnRecord() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs"), folder = refs + "/demo"
        let scene = try t.pictureScene()
        let first = run(scene, refs, .missing)
        let fm = FileManager.default
        for k in first.frames.map(\.keyFrame) {
            try fm.moveItem(atPath: folder + "/" + k.role + ".png", toPath: folder + "/" + FrameFileName.png(k.index))
        }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.png"))
        let before = t.snapshotOfFiles("refs")
        let check = run(scene, refs, .missing)
        #expect(!check.failed, "\(check.summary)")
        #expect(check.indexNamedFrames == first.frames.count && check.unused.isEmpty)
        #expect(check.summary.contains("read from index-named files"))
        #expect(t.snapshotOfFiles("refs") == before, "a check renames nothing")

        let recorded = run(scene, refs, .all)
        #expect(recorded.indexNamedFrames == 0)
        #expect(Set(recorded.removed) == Set(first.frames.map { folder + "/" + FrameFileName.png($0.keyFrame.index) }))
        for k in first.frames.map(\.keyFrame) { #expect(fm.fileExists(atPath: folder + "/" + k.role + ".png")) }
        #expect(fm.fileExists(atPath: folder + "/notes.png"))
        #expect(!ReferenceFolder.isKeyFrameFile("notes.png") && !ReferenceFolder.isKeyFrameFile("after-gesture-x.png"))
    }
}
