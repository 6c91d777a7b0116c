import Foundation
import Testing
import FrolicRaster
import FrolicTestSupport
@testable import FrolicSnapshot

/// A check never writes into the references a scene has: whether it fails
/// or passes, by hand (`.missing`) or as the review starts (`.never`), every
/// reference file and the mark keep their bytes. Only a scene with no
/// references yet is recorded by hand, and only `--record` writes otherwise.
@Suite struct CheckWritesNothingTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, threads: 2))
    }

    /// What differs between the recorded scene (a shake at 0.2 s over a
    /// picture, 1 s) and the one checked.
    enum Change: String, CaseIterable, Sendable {
        /// The gesture at 0.3 s: every `after-gesture-1…` key frame is another frame (the issue's case).
        case movedKeyFrame
        /// The picture has a red patch: every frame changed.
        case changedFrame
        /// A second gesture: new key frames with no PNG, and the frames after it changed.
        case newKeyFrame
        /// No gesture: its key frames are no longer chosen, their PNGs unused.
        case removedKeyFrame
        /// `end.png` deleted by hand, the scene as recorded: every frame passes, one key frame has no PNG.
        case keyFramePNGDeleted
    }

    /// The scene for `change`, and the references edited as it needs.
    func apply(_ change: Change, _ t: TemporaryFolder, refs: String) throws -> String {
        switch change {
        case .movedKeyFrame: return try t.pictureScene(at: 0.3, duration: 1.0)
        case .changedFrame: return try t.pictureScene(at: 0.2, duration: 1.0, picture: TemporaryFolder.homeScreen(patch: 0xFF0000))
        case .newKeyFrame, .removedKeyFrame:
            let path = try t.pictureScene(at: 0.2, duration: 1.0)
            var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
            var script = object["script"] as! [[String: Any]]
            if change == .newKeyFrame { script.append(["at": 0.6, "gesture": "shake"]) } else { script = [] }
            object["script"] = script
            try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
            return path
        case .keyFramePNGDeleted:
            try FileManager.default.removeItem(atPath: refs + "/demo/end.png")
            return try t.pictureScene(at: 0.2, duration: 1.0)
        }
    }

    @Test(arguments: Change.allCases) func aFailingCheckWritesNoReference(_ change: Change) throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let recorded = run(try t.pictureScene(at: 0.2, duration: 1.0), refs, .missing)
        #expect(!recorded.failed && recorded.written.count >= 10, "\(recorded.summary)")
        #expect(t.exists("refs/demo/" + ReferenceMarker.fileName) && t.exists("refs/demo/after-gesture-1+0.5s.png"))
        let scene = try apply(change, t, refs: refs)
        let before = folderBytes(refs)
        for mode in [RecordMode.missing, .never] {
            let r = run(scene, refs, mode)
            #expect(r.failed, "\(change) \(mode): \(r.summary)")
            #expect(r.error == nil, "\(r.error ?? "")")
            #expect(r.written.isEmpty && r.removed.isEmpty, "\(change) \(mode) wrote \(r.written) removed \(r.removed)")
            #expect(folderBytes(refs) == before, "\(change) \(mode): the references changed")
            #expect(!r.frames.contains { $0.status == .recorded } && r.content?.recorded != true && r.gif?.status != .recorded)
        }
        // Accepted, the next check passes: the references were only ever the recorded ones until then.
        var accept = SnapshotOptions(record: .all, threads: 2)
        accept.filmstrip = false
        let accepted = SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: accept)
        #expect(!accepted.failed && !accepted.written.isEmpty, "\(accepted.summary)")
        #expect(folderBytes(refs) != before)
        #expect(!run(scene, refs, .never).failed)
    }

    /// The issue's case undone: after a failing check of the moved gesture,
    /// the scene as recorded passes with every key frame its own, as before.
    @Test func aRevertedSceneFindsItsReferencesWhole() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        #expect(!run(try t.pictureScene(at: 0.2, duration: 1.0), refs, .missing).failed)
        #expect(run(try t.pictureScene(at: 0.3, duration: 1.0), refs, .missing).failed)
        let back = run(try t.pictureScene(at: 0.2, duration: 1.0), refs, .missing)
        #expect(!back.failed && back.otherFramesNote == nil, "\(back.summary)")
        #expect(back.frames.allSatisfy { $0.status == .matched }, "\(back.frames.map(\.status))")
    }

    /// A passing check of an unchanged scene writes nothing either, nor does
    /// one of a folder recorded before marks (no `.frolic-references`), which `--record` marks.
    @Test func aPassingCheckWritesNothingAndRecordMarks() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let scene = try t.pictureScene(at: 0.2, duration: 1.0)
        #expect(!run(scene, refs, .missing).failed)
        let marker = refs + "/demo/" + ReferenceMarker.fileName
        let mark = try #require(FileManager.default.contents(atPath: marker))
        try FileManager.default.removeItem(atPath: marker)
        let before = folderBytes(refs)
        let r = run(scene, refs, .missing)
        #expect(!r.failed && r.written.isEmpty, "\(r.summary)")
        #expect(folderBytes(refs) == before)
        let recorded = run(scene, refs, .all)
        #expect(recorded.written == [marker])
        #expect(FileManager.default.contents(atPath: marker) == mark, "the same mark as the first recording")
    }

    /// A scene with no references yet is recorded whole by hand, also into a
    /// folder that holds only its `budget.json`; never with CI set.
    @Test func aNewSceneIsRecordedWholeByHand() throws {
        let t = try TemporaryFolder()
        let scene = try t.pictureScene(at: 0.2, duration: 1.0)
        let ci = run(scene, t.file("ci"), .never)
        #expect(ci.failed && ci.onlyMissingReferences && !t.exists("ci"))
        try FileManager.default.createDirectory(atPath: t.file("refs/demo"), withIntermediateDirectories: true)
        try t.write("refs/demo/budget.json", #"{ "maxDiffPixels": 0 }"#)
        let r = run(scene, t.file("refs"), .missing)
        #expect(!r.failed, "\(r.summary)")
        let files = Set(folderBytes(t.file("refs")).keys)
        #expect(files.isSuperset(of: ["demo/frames.json", "demo/gif.json", "demo/scene.json", "demo/inputs.json",
                                      "demo/.frolic-references", "demo/start.png", "demo/end.png", "demo/budget.json"]))
        #expect(files.count == r.written.count + 1)
    }
}
