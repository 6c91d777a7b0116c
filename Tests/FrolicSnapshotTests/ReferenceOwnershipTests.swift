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
}
