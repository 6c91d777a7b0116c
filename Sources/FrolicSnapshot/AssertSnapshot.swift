import Foundation

/// A scene that did not match its references. Its description is what a test
/// runner shows: the failure line, every failing frame, and where the report is.
public struct SnapshotFailure: Error, CustomStringConvertible {
    public let result: SceneResult
    public let reportPath: String?

    public var description: String {
        var lines = [result.summary]
        lines += JUnitReport.details(result).split(separator: "\n").map { "  " + $0 }
        if let reportPath { lines.append("  report: \(reportPath)") }
        lines.append("  accept the change: re-run with record: true (or `frolic snapshot --record`)")
        return lines.joined(separator: "\n")
    }
}

/// Asserts that a scene still looks as recorded, for a project's own tests,
/// with the same comparison, key frames and report as `frolic snapshot`:
///
///     @Test func confetti() throws {
///         try assertSceneSnapshot("Scenes/confetti.json")
///     }
///
/// References live in `__Snapshots__/<scene name>/` beside the calling test
/// file (as in swift-snapshot-testing) unless `referencesIn` says otherwise.
/// Missing references are recorded when run by hand and fail when `CI` is set;
/// `record: true` rewrites them. On failure it writes an HTML report (into
/// `reportIn`, or a folder under the temporary directory) and throws a
/// `SnapshotFailure` naming it; a thrown error fails a Swift Testing or XCTest test.
@discardableResult
public func assertSceneSnapshot(_ scenePath: String, referencesIn: String? = nil,
                                options: SnapshotOptions = SnapshotOptions(), record: Bool = false,
                                reportIn: String? = nil, filePath: StaticString = #filePath) throws -> SceneResult {
    var options = options
    if record { options.record = .all }
    let root = referencesIn ?? (("\(filePath)" as NSString).deletingLastPathComponent + "/__Snapshots__")
    let result = SceneSnapshot.run(scenePath: scenePath, referencesRoot: root, options: options)
    guard result.failed else { return result }
    let folder = reportIn ?? NSTemporaryDirectory() + "/frolic-snapshot-report/" + HTMLReport.slug(result.name)
    let report = try? HTMLReport.write([result], to: folder, options: options)
    throw SnapshotFailure(result: result, reportPath: report)
}
