import Foundation
import FrolicCore

/// A scene that did not match its references. Its description is what a test
/// runner shows: the failure line, every failing frame, where the report is,
/// and what to do next.
public struct SnapshotFailure: Error, CustomStringConvertible {
    /// What the check found.
    public let result: SceneResult
    /// The HTML report of the change, or nil when none could be written.
    public let reportPath: String?

    /// The failure as a test runner shows it: the scene's line, each failing frame, the report, and how to accept the change.
    public var description: String {
        var lines = [result.summary]
        lines += JUnitReport.details(result).split(separator: "\n").map { "  " + $0 }
        if let reportPath { lines.append("  report: \(reportPath)") }
        if result.onlyMissingReferences {
            // Outside CI only a scene with no references at all is recorded: one that has some is only checked.
            lines.append(ReferenceFolder.holdsReferences(result.referencePath)
                         ? "  record them: re-run with record: true (or `\(result.accept)`)"
                         : "  record them: run the test outside CI, or with record: true")
        } else {
            lines.append("  if the change is intended, accept it: re-run with record: true (or `\(result.accept)`)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Asserts that a scene still looks as recorded, for a project's own tests,
/// with the same comparison and report as `frolic snapshot`:
///
///     @Test func confetti() throws {
///         try assertSceneSnapshot("Scenes/confetti.json")
///     }
///
/// A relative `scenePath` (and a relative `referencesIn`) is resolved against
/// the folder of the calling test file, not the working directory: `swift test`
/// runs from wherever it was started, and a test author thinks of paths beside
/// the test, as swift-snapshot-testing does. References live in
/// `__Snapshots__/<scene name>/` beside the test file unless `referencesIn`
/// says otherwise; `frolic snapshot --references` names the same folder (one
/// layout, `<root>/<scene name>/`, for both).
///
/// A scene with no references yet is recorded when run by hand and fails when
/// `CI` is set; one that has references is only checked (nothing is written
/// into its folder), and `record: true` rewrites every one that differs. Each file written is printed
/// on standard error. A scene that cannot be loaded throws its one-line error
/// (no report). On a change it writes an HTML report (into `reportIn`, or a
/// folder under the temporary directory) and throws a `SnapshotFailure` naming
/// it; a thrown error fails a Swift Testing or XCTest test.
///
/// - Throws: ``SnapshotSceneNotFound`` when there is no file at `scenePath`;
///   ``SceneLoadError`` when the scene cannot be rendered or its references
///   cannot be read or written (its `underlying` error is typed);
///   ``SnapshotFailure`` when a frame or the GIF differs from its reference,
///   or a reference is missing in CI.
@discardableResult
public func assertSceneSnapshot(_ scenePath: String, referencesIn: String? = nil,
                                options: SnapshotOptions = SnapshotOptions(), record: Bool = false,
                                reportIn: String? = nil, filePath: StaticString = #filePath) throws -> SceneResult {
    var options = options
    if record { options.record = .all }
    let testFolder = ("\(filePath)" as NSString).deletingLastPathComponent
    let scene = resolve(scenePath, against: testFolder)
    guard FileManager.default.fileExists(atPath: scene) else {
        throw SnapshotSceneNotFound(path: scenePath, lookedFor: scene)
    }
    let root = resolve(referencesIn ?? "__Snapshots__", against: testFolder)
    options.accept = AcceptCommand(references: root)
    let result = SnapshotSuite.check(scene, referencesRoot: root, options: options)
    for file in result.written { printToStandardError("recorded \(file)") }
    for file in result.removed { printToStandardError("removed \(file)") }
    if let failure = result.failure { throw SceneLoadError(description: result.error ?? "\(failure)", underlying: failure) }
    guard result.failed else { return result }
    let report: String?
    if let reportIn {
        report = try? HTMLReport.write([result], to: reportIn, options: options)
    } else {
        // The shared folder may hold a report this run may not replace (another
        // user's, or one without Frolic's manifest): then a folder of its own.
        let shared = NSTemporaryDirectory() + "/frolic-snapshot-report/" + HTMLReport.slug(result.name)
        report = (try? HTMLReport.write([result], to: shared, options: options))
            ?? newTemporaryFolder().flatMap { try? HTMLReport.write([result], to: $0, options: options) }
    }
    throw SnapshotFailure(result: result, reportPath: report)
}

/// A new, empty folder under the temporary directory, or nil if none can be made.
private func newTemporaryFolder() -> String? {
    var template = Array((NSTemporaryDirectory() + "/frolic-snapshot-report-XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer in
        mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
    }
}

/// A scene that could not be loaded or rendered, or whose references could
/// not be read or written: its `error: file: field: what` line and nothing
/// else, since there is no change to review or accept.
public struct SceneLoadError: Error, CustomStringConvertible {
    /// The `error: file: field: what` line.
    public let description: String
    /// The typed error the line was made from, for a caller that switches on
    /// it: the scene's (`SceneRenderError`, `InputFileError`, the scene
    /// file's decoding error), or its references' (``ReferenceFileError``,
    /// ``ReferenceFolderError``, ``SceneBudgetError``, `PNGFileError`), or
    /// the recorded GIF's (``GIFRecordError``, `GIFWriterError`).
    public let underlying: any Error
}

/// The scene `assertSceneSnapshot` was given is not there. A test that
/// throws it fails with its one line.
public struct SnapshotSceneNotFound: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The scene path as the test gave it.
    public var path: String
    /// Where it was looked for: beside the test file when `path` is relative.
    public var lookedFor: String

    /// The scene path as the test gave it.
    public var file: String { path }
    /// Always `scene`: the assertion's argument.
    public var field: String { "scene" }
    /// What is wrong, saying where a relative path was looked for.
    public var message: String { lookedFor == path ? "no such file" : "no such file (looked for \(lookedFor), beside the test file)" }
    /// The `error: file: field: what` line.
    public var description: String { FrolicError(self).description }
}

/// `path` as given when absolute, else inside `folder`.
func resolve(_ path: String, against folder: String) -> String {
    path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
}

func printToStandardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
