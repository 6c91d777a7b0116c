import Foundation
import Testing
@testable import FrolicSnapshot

/// Only a folder Frolic marked is one of its own: never an orphan nor pruned
/// otherwise, and prune removes only what Frolic wrote.
@Suite struct ReferenceOwnershipTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false, threads: 2))
    }

    /// `--references .` over a game's folder: its `level1/scene.json` is not a reference folder.
    @Test func aGameLevelIsNeverAnOrphanNorPruned() throws {
        let t = try TemporaryFolder()
        let root = t.file("game")
        try FileManager.default.createDirectory(atPath: root + "/level1", withIntermediateDirectories: true)
        try Data(#"{ "enemies": 3 }"#.utf8).write(to: URL(fileURLWithPath: root + "/level1/scene.json"))
        try Data(#"{ "frames": [] }"#.utf8).write(to: URL(fileURLWithPath: root + "/level1/frames.json"))
        let scene = try t.scene()
        #expect(!run(scene, root, .missing).failed)
        #expect(FileManager.default.fileExists(atPath: root + "/scene/" + ReferenceMarker.fileName))
        #expect(SnapshotSuite.orphans(root: root, names: ["scene"]) == [])
        #expect(SnapshotSuite.orphans(root: root, names: []) == [root + "/scene"], "a marked folder without its scene is one")
        #expect(throws: (any Error).self) { try ReferenceFiles.remove(root + "/level1") }
        #expect(FileManager.default.fileExists(atPath: root + "/level1/scene.json"))

        // Prune removes only the files Frolic wrote: a PNG named like a key frame that its mark does not list is kept, with its folder.
        try Data("not ours".utf8).write(to: URL(fileURLWithPath: root + "/scene/frame-0003.png"))
        #expect(ReferenceFiles.foreignEntries(root + "/scene") == ["frame-0003.png"])
        #expect(throws: (any Error).self) { try ReferenceFiles.remove(root + "/scene") }
        #expect(FileManager.default.fileExists(atPath: root + "/scene/frames.json"))
        try FileManager.default.removeItem(atPath: root + "/scene/frame-0003.png")
        try ReferenceFiles.remove(root + "/scene")
        #expect(!FileManager.default.fileExists(atPath: root + "/scene"))
    }

    /// A folder recorded before marks: a run by hand whose scene passes marks
    /// it (with the frame each PNG holds); CI writes nothing.
    @Test func unmarkedFolderIsMarkedByARunByHandOnlyWhenItPasses() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let scene = try t.scene()
        let first = run(scene, refs, .missing)
        let marker = refs + "/scene/" + ReferenceMarker.fileName
        let recorded = try #require(FileManager.default.contents(atPath: marker))
        try FileManager.default.removeItem(atPath: marker)
        #expect(!run(scene, refs, .never).failed)
        #expect(!FileManager.default.fileExists(atPath: marker), "CI writes nothing")
        let byHand = run(scene, refs, .missing)
        #expect(byHand.written == [marker])
        #expect(FileManager.default.contents(atPath: marker) == recorded, "the same mark as a recording writes")
        #expect(try ReferenceMarker.load(marker)?.keyFrames.count == first.frames.count)
    }
}
