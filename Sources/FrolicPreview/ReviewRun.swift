import Foundation
import FrolicCore
import FrolicScenes
import FrolicSnapshot
import Synchronization

/// A snapshot run under review: its results, and accepting a failing scene,
/// which records exactly that scene's references as
/// `frolic snapshot --record <scene>` with the run's `--references` would.
/// Nothing is recorded but by `accept`.
package final class ReviewRun: Sendable {
    package let referencesRoot: String
    package let options: SnapshotOptions
    /// The HTML report's folder (rewritten after each accept), served under `/report/`.
    package let reportFolder: String?
    private let results: Mutex<[(file: String, result: SceneResult)]>
    /// One recording at a time: two clicks on one scene record it once.
    private let recording = NSLock()

    package init(files: [String], results: [SceneResult], referencesRoot: String, options: SnapshotOptions, reportFolder: String?) {
        self.referencesRoot = referencesRoot
        self.options = options
        self.reportFolder = reportFolder
        self.results = Mutex(Array(zip(files, results)).map { (file: $0.0, result: $0.1) })
    }

    package var current: [SceneResult] { results.withLock { $0.map(\.result) } }

    package enum AcceptError: Error, Equatable {
        case noSuchScene
        /// The scene file cannot be loaded: fixed by editing it, not by recording.
        case notAcceptable(String)
    }

    /// Records the references of the scene called `name`, if it fails, and
    /// returns its new result (a passing one already passes: nothing is written).
    package func accept(_ name: String) throws(AcceptError) -> SceneResult {
        recording.lock()
        defer { recording.unlock() }
        guard let entry = results.withLock({ $0.first { $0.result.name == name } }) else { throw .noSuchScene }
        guard entry.result.failed else { return entry.result }
        if let error = entry.result.error { throw .notAcceptable(error) }
        var recordOptions = options
        recordOptions.record = .all
        let result = SnapshotSuite.check(entry.file, referencesRoot: referencesRoot, options: recordOptions)
        results.withLock { all in
            if let i = all.firstIndex(where: { $0.result.name == name }) { all[i].result = result }
        }
        rewriteReport()
        return result
    }

    /// Accepts every failing scene that can be: the names accepted.
    package func acceptAll() -> [String] {
        current.filter { $0.failed && $0.error == nil }.compactMap { r in (try? accept(r.name)).map { _ in r.name } }
    }

    private func rewriteReport() {
        guard let reportFolder else { return }
        _ = try? HTMLReport.write(current, to: reportFolder, options: options)
    }

    /// The results as the page lists them.
    package var json: String {
        let list: [JSONValue] = current.map { r in
            .object([("name", .string(r.name)), ("file", .string(r.scenePath)), ("failed", .bool(r.failed)),
                     ("acceptable", .bool(r.failed && r.error == nil)), ("summary", .string(r.summary)),
                     ("recorded", .number(Double(r.written.count)))])
        }
        return JSONValue.array(list).compact
    }
}
