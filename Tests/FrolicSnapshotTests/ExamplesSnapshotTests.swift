import Foundation
import FrolicTestSupport
import Testing
import FrolicSnapshot

/// The visual-regression suite over Examples/, so `swift test` (and `make
/// test`) fails when any frame of an effect changes. References: Tests/Snapshots.
/// Missing ones are recorded when run by hand and fail when `CI` is set; to
/// accept a change, run `swift run frolic snapshot --record` and commit.
/// A failure's report lands in .build/snapshot-report/<scene>/index.html.
@Suite struct ExamplesSnapshotTests {
    static let examples = ExampleScenes.names.map { $0 + ".json" }

    @Test func thereAreExamples() {
        #expect(!Self.examples.isEmpty)
    }

    /// A renamed or deleted example leaves no reference folder behind.
    @Test func noOrphanedReferences() {
        let names = Self.examples.map { ($0 as NSString).deletingPathExtension }
        #expect(SnapshotSuite.orphans(root: packageRoot + "/Tests/Snapshots", names: names) == [])
    }

    @Test(.tags(.examples), .tier(.examples), arguments: examples) func exampleLooksAsRecorded(_ file: String) throws {
        let name = (file as NSString).deletingPathExtension
        try assertSceneSnapshot(packageRoot + "/Examples/" + file, referencesIn: packageRoot + "/Tests/Snapshots",
                                reportIn: packageRoot + "/.build/snapshot-report/" + name)
    }
}
