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
    /// What is wrong with the run as a whole (reference folders without a scene), leading the report.
    package let problems: [RunProblem]
    private let results: Mutex<[(file: String, result: SceneResult)]>
    /// One recording at a time: two clicks on one scene record it once.
    private let recording = Mutex(())

    package init(files: [String], results: [SceneResult], problems: [RunProblem] = [], referencesRoot: String,
                 options: SnapshotOptions, reportFolder: String?) {
        self.problems = problems
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
        /// No token, or not the one of the result the server holds: the page is not what is there now.
        case stalePage(String)
        /// The scene or a file it reads changed since the page showed it: the line says what.
        case changed(String)
    }

    /// Records the references of the scene called `name` as the page showed
    /// it (`token`, from `results.json`), if it fails, and returns its new
    /// result (a passing one already passes: nothing is written). Refuses,
    /// recording nothing, when the result or what it was rendered from is no
    /// longer what the page showed.
    package func accept(_ name: String, token: String?) throws(AcceptError) -> SceneResult {
        try recording.withLock { _ throws(AcceptError) in try record(name, token: token) }
    }

    /// `accept`, with the recording to itself.
    private func record(_ name: String, token: String?) throws(AcceptError) -> SceneResult {
        guard let entry = results.withLock({ $0.first { $0.result.name == name } }) else { throw .noSuchScene }
        guard let token, !token.isEmpty else { throw .stalePage("\(name): Accept needs the token of what the page showed; reload the page") }
        guard let shown = entry.result.inputs, shown.token == token else {
            throw .stalePage("\(name): the page shows an older result than this run holds; nothing was recorded: reload the page")
        }
        guard entry.result.failed else { return entry.result }
        if let error = entry.result.error { throw .notAcceptable(error) }
        var recordOptions = options
        recordOptions.record = .all
        recordOptions.shown = shown
        let result = SnapshotSuite.check(entry.file, referencesRoot: referencesRoot, options: recordOptions)
        if let changed = result.failure as? SceneChangedError {
            // Checked again, recording nothing, so the reloaded page shows the scene as it is now.
            var checkOptions = options
            checkOptions.record = .never
            store(SnapshotSuite.check(entry.file, referencesRoot: referencesRoot, options: checkOptions), file: entry.file)
            throw .changed("\(name): " + changed.message)
        }
        store(result, file: entry.file)
        // Gone, or no longer a scene, since the page showed it: nothing could be recorded.
        if let error = result.error { throw .notAcceptable(error) }
        return result
    }

    /// Accepts every failing scene that can be, each as the page showed it
    /// (`tokens`, the tokens of every scene on the page): the names accepted.
    /// A scene the page did not show as it is now stops it, before anything is recorded.
    package func acceptAll(tokens: Set<String>) throws(AcceptError) -> [String] {
        let failing = current.filter { $0.failed && $0.error == nil }
        if let stale = failing.first(where: { !tokens.contains($0.inputs?.token ?? "") }) {
            throw .stalePage("\(stale.name): the page shows an older result than this run holds; nothing was recorded: reload the page")
        }
        var accepted: [String] = []
        for r in failing {
            do { _ = try accept(r.name, token: r.inputs?.token) } catch {
                guard case .changed(let line) = error else { continue }
                throw .changed(line + (accepted.isEmpty ? "" : " (recorded before it: " + accepted.joined(separator: ", ") + ")"))
            }
            accepted.append(r.name)
        }
        return accepted
    }

    /// The scene file's result from now on (by its file: a scene that no
    /// longer decodes goes by its file's name), and the report rewritten.
    private func store(_ result: SceneResult, file: String) {
        results.withLock { all in
            if let i = all.firstIndex(where: { $0.file == file }) { all[i].result = result }
        }
        rewriteReport()
    }

    private func rewriteReport() {
        guard let reportFolder else { return }
        _ = try? HTMLReport.write(current, problems: problems, to: reportFolder, options: options)
    }

    /// The results as the page lists them.
    package var json: String {
        let list: [JSONValue] = current.map { r in
            .object([("name", .string(r.name)), ("file", .string(r.scenePath)), ("failed", .bool(r.failed)),
                     ("acceptable", .bool(r.failed && r.error == nil)), ("summary", .string(r.summary)),
                     ("token", .string(r.inputs?.token ?? "")),
                     ("recorded", .number(Double(r.written.count)))])
        }
        return JSONValue.array(list).compact
    }
}
