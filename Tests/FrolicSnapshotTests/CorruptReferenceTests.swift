import Foundation
import Testing
@testable import FrolicSnapshot

/// A broken reference file is an error at its path, in CI and by hand, and is
/// written over only by an explicit recording, which says so.
@Suite struct CorruptReferenceTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, filmstrip: false))
    }

    static let corruptions: [(text: String, error: String)] = [
        ("{ \"platform\": \n", "line 1, column 14: the file ends inside an object"),
        ("null\n", "line 1, column 1: expected an object ({ … }), found `null`"),
        ("{\n<<<<<<< HEAD\n\"fps\": 25\n=======\n\"fps\": 30\n>>>>>>> theirs\n}\n", "line 2: a merge-conflict marker (<<<<<<<)"),
    ]

    @Test(arguments: ["frames.json", "gif.json", "scene.json"])
    func brokenFileIsAnErrorAtItsPathAndOnlyRecordWritesOverIt(_ name: String) throws {
        let t = try TemporaryFolder()
        let scene = try t.pictureScene(duration: 0.4)
        let refs = t.file("refs")
        #expect(!run(scene, refs, .missing).failed)
        let path = refs + "/demo/" + name
        for (text, error) in Self.corruptions {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            for mode in [RecordMode.never, .missing] {
                let r = run(scene, refs, mode)
                #expect(r.failed)
                #expect(r.error?.hasPrefix("error: \(path): \(error)") == true, "\(mode): \(r.error ?? r.summary)")
                #expect(r.written.isEmpty)
                #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "left as it is")
            }
        }
        let recorded = run(scene, refs, .all)
        #expect(!recorded.failed, "\(recorded.summary)")
        #expect(recorded.corrupt == [path] && recorded.written.contains(path))
        #expect(recorded.summary.contains("replaced corrupt \(path)"))
        #expect(!run(scene, refs, .never).failed)
    }

    @Test func wrongTypesAreAnErrorAtTheirField() throws {
        let t = try TemporaryFolder()
        let scene = try t.pictureScene(duration: 0.4)
        let refs = t.file("refs")
        _ = run(scene, refs, .missing)
        let path = refs + "/demo/frames.json"
        try Data(#"{"platform": "x", "size": [60, 100], "fps": 25, "frames": [1, 2]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(run(scene, refs, .never).error == "error: \(path): frames[0]: expected a string")
        try Data(#"{"platform": "x", "size": [60], "fps": 25, "frames": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(run(scene, refs, .never).error == "error: \(path): size: expected [width, height] in pixels")
    }

    @Test func aBrokenReferenceIsATypedErrorAtItsLine() throws {
        let t = try TemporaryFolder()
        let path = t.file("frames.json")
        try Data(Self.corruptions[2].text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ReferenceFileError.conflictMarker(path: path, line: 2)) { try ReferenceFile.readJSON(path) }
        try Data("\n  null\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ReferenceFileError.notAnObject(path: path, line: 2, column: 3, found: "null")) { try ReferenceFile.readJSON(path) }
        try Data(#"{"platform": "x", "size": [60, 0], "fps": 25, "frames": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: ReferenceFileError.badFrameSize(path: path)) { try FramesRecord.load(path) }
    }

    /// `--record-failing` records the scene whose reference is broken, as it records a failing one.
    @Test func recordFailingReplacesIt() throws {
        let t = try TemporaryFolder()
        let scene = try t.pictureScene(duration: 0.4)
        let refs = t.file("refs")
        _ = run(scene, refs, .missing)
        let path = refs + "/demo/inputs.json"
        try Data("null".utf8).write(to: URL(fileURLWithPath: path))
        let r = run(scene, refs, .failing)
        #expect(r.corrupt == [path] && r.written.contains(path))
        #expect(try InputsRecord.load(path) != nil)
    }
}
