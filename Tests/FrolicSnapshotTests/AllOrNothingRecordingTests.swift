import Foundation
import Testing
@testable import FrolicSnapshot

/// A recording that cannot write one file writes none: the old set stays
/// whole, nothing half-written is left, and the error says so.
@Suite struct AllOrNothingRecordingTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false, threads: 2))
    }

    func contents(_ folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            out[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return out
    }

    @Test func failedRecordLeavesTheOldSetWhole() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let folder = refs + "/scene"
        #expect(!run(try t.scene(), refs, .missing).failed)
        let before = try contents(folder)
        // The last file a recording writes cannot be written (as on a full disk).
        let changed = try t.scene { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let blocker = folder + "/." + FramesRecord.fileName + ReferenceRecording.suffix
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
        let r = run(changed, refs, .all)
        #expect(r.failed)
        #expect(r.error == "error: \(folder)/frames.json: references: cannot write: File exists; nothing was recorded, the references are as they were")
        #expect(r.written.isEmpty)
        try FileManager.default.removeItem(atPath: blocker)
        #expect(try contents(folder) == before, "every old file as it was, no new file beside them")
        #expect(!run(try t.scene(), refs, .never).failed, "the unchanged scene still passes")

        // Nothing in the way: the whole new set, and the changed scene passes.
        _ = try t.scene { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let recorded = run(changed, refs, .all)
        #expect(recorded.error == nil && !recorded.written.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasSuffix(ReferenceRecording.suffix) })
        #expect(!run(changed, refs, .never).failed)
    }

    /// A folder that cannot be made is one error line, and nothing is left behind.
    @Test func folderThatCannotBeMadeIsOneLine() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        try FileManager.default.createDirectory(atPath: refs, withIntermediateDirectories: true)
        // The references root cannot take a new folder.
        try Data().write(to: URL(fileURLWithPath: refs + "/scene"))
        let r = run(try t.scene(), refs, .missing)
        #expect(r.failed && r.error?.contains("references: ") == true, "\(r.summary)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: refs) == ["scene"])
    }
}
