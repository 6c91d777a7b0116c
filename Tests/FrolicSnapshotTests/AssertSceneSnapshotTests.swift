import Foundation
import Testing
import FrolicCore
@testable import FrolicSnapshot

/// `assertSceneSnapshot` as a test author calls it: paths relative to the test file.
@Suite struct AssertSceneSnapshotTests {
    static let testFolder = ("\(#filePath)" as NSString).deletingLastPathComponent

    /// `path` (absolute) written relative to this test file's folder, by a
    /// way that does not exist from the working directory (the package root).
    func relativeToTestFile(_ path: String) -> String {
        let depth = Self.testFolder.split(separator: "/").count
        return "../FrolicSnapshotTests/" + String(repeating: "../", count: depth) + path.drop { $0 == "/" }
    }

    @Test func relativeScenePathIsFoundBesideTheTestFileAndRecordingListsEachFile() throws {
        let t = try TemporaryFolder()
        let scene = relativeToTestFile(try t.scene(duration: 0.8))
        #expect(!FileManager.default.fileExists(atPath: scene), "the path must not also work from the working directory")
        let refs = t.file("refs")
        let first = try assertSceneSnapshot(scene, referencesIn: refs,
                                            options: SnapshotOptions(record: .missing, checkGIF: false))
        #expect(!first.written.isEmpty)
        #expect(first.written.allSatisfy { $0.hasPrefix(refs + "/scene/") })
        let second = try assertSceneSnapshot(scene, referencesIn: refs, options: SnapshotOptions(record: .never, checkGIF: false))
        #expect(second.written.isEmpty && !second.failed)
    }

    @Test func missingSceneFileIsAnErrorWithoutReportOrAdvice() throws {
        let t = try TemporaryFolder()
        let error = #expect(throws: SnapshotSceneNotFound.self) {
            try assertSceneSnapshot("Scenes/nowhere.json", referencesIn: t.file("refs"), reportIn: t.file("report"))
        }
        #expect(error?.lookedFor == Self.testFolder + "/Scenes/nowhere.json")
        #expect(error?.description == "error: Scenes/nowhere.json: scene: no such file (looked for "
                + Self.testFolder + "/Scenes/nowhere.json, beside the test file)")
        #expect(!FileManager.default.fileExists(atPath: t.file("report")))
        #expect(!FileManager.default.fileExists(atPath: t.file("refs")))
    }

    @Test func sceneThatCannotLoadThrowsItsErrorLineOnly() throws {
        let t = try TemporaryFolder()
        let bad = t.file("bad.json")
        try Data("{ \"name\": \"bad\" }".utf8).write(to: URL(fileURLWithPath: bad))
        let error = #expect(throws: SceneLoadError.self) {
            try assertSceneSnapshot(bad, referencesIn: t.file("refs"), reportIn: t.file("report"))
        }
        #expect(error?.description.hasPrefix("error: \(bad): ") == true)
        #expect(error?.description.contains("accept") == false)
        #expect(!FileManager.default.fileExists(atPath: t.file("report")))
    }

    @Test func missingReferencesInCIAdviseRecordingNotAccepting() throws {
        let t = try TemporaryFolder()
        let failure = #expect(throws: SnapshotFailure.self) {
            try assertSceneSnapshot(try t.scene(duration: 0.8), referencesIn: t.file("refs"),
                                    options: SnapshotOptions(record: .never, checkGIF: false), reportIn: t.file("report"))
        }
        #expect(failure?.description.contains("record them") == true)
        #expect(failure?.description.contains("accept") == false)
    }
}
