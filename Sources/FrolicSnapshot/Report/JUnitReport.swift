import Foundation
import FrolicCore

/// JUnit XML, the format Jenkins, GitLab, GitHub Actions reporters, Buildkite
/// and CircleCI read: one test suite, one test case per scene, and one per
/// problem of the run itself (a warning is no test case: JUnit has no such outcome).
package enum JUnitReport {
    /// `file` attributes go through `path`: the CLI makes them relative to
    /// the repository root, as its GitHub annotations are (`GitHubAnnotation.path`).
    package static func xml(_ results: [SceneResult], problems: [RunProblem] = [], path: (String) -> String = { $0 }) -> String {
        let warnings = problems.filter { $0.severity == .warning }
        let problems = problems.filter { $0.severity != .warning }
        let failures = results.filter { $0.failed && $0.error == nil }.count + problems.filter { $0.severity == .failure }.count
        let errors = results.filter { $0.error != nil }.count + problems.filter { $0.severity == .error }.count
        let tests = results.count + problems.count
        let total = results.reduce(0) { $0 + $1.seconds }
        var s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        s += "<testsuites name=\"frolic snapshot\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(SceneResult.fixed(total, 3))\">\n"
        s += "  <testsuite name=\"snapshots\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(SceneResult.fixed(total, 3))\">\n"
        for r in results {
            s += "    <testcase classname=\"snapshots\" name=\"\(attr(r.name))\" file=\"\(attr(path(r.scenePath)))\" time=\"\(SceneResult.fixed(r.seconds, 3))\""
            if !r.failed { s += "/>\n"; continue }
            s += ">\n"
            let message = String(r.summary.dropFirst(2))
            let tag = r.error == nil ? "failure" : "error"
            s += "      <\(tag) message=\"\(attr(message))\" type=\"snapshot\">\(text(body(r)))</\(tag)>\n"
            s += "    </testcase>\n"
        }
        for p in problems {
            s += "    <testcase classname=\"snapshots\" name=\"\(attr(p.name))\"" + (p.path.isEmpty ? "" : " file=\"\(attr(path(p.path)))\"") + " time=\"0.000\">\n"
            s += "      <\(p.severity.rawValue) message=\"\(attr(p.message))\" type=\"snapshot\">\(text(p.message))</\(p.severity.rawValue)>\n"
            s += "    </testcase>\n"
        }
        // Warnings fail nothing, so they are no test case; they are still said where a CI system shows the suite's output.
        if !warnings.isEmpty {
            s += "    <system-err>" + text(warnings.map { "warning: \($0.path.isEmpty ? $0.name : $0.path): \($0.message)" }.joined(separator: "\n")) + "</system-err>\n"
        }
        return s + "  </testsuite>\n</testsuites>\n"
    }

    /// Writes the file `ResultFile.check` settled on (`target`) for `path`, whole or not at all.
    package static func write(_ results: [SceneResult], problems: [RunProblem] = [], to path: String, target: String? = nil,
                              paths: (String) -> String = { $0 }) throws {
        try ResultFile.write(Data(xml(results, problems: problems, path: paths).utf8), to: target ?? path, path: path)
    }

    /// A failing scene's detail for a CI system: every failing frame with its
    /// figures, then the command that accepts it (or records what is missing).
    static func body(_ r: SceneResult) -> String {
        var lines = [details(r)].filter { !$0.isEmpty }
        if r.error == nil {
            lines.append((r.onlyMissingReferences ? "record them: " : "if the change is intended, accept it: ") + r.accept.description)
        }
        return lines.joined(separator: "\n")
    }

    /// Every failing frame with its figures, for the CI system's detail view.
    static func details(_ r: SceneResult) -> String {
        var lines: [String] = []
        if let e = r.error { lines.append(e) }
        if let c = r.content, c.failed, !c.recorded {
            for i in c.changedFrames.prefix(20) {
                lines.append(c.figures[i].map { ContentResult.describe(i, $0) } ?? "frame \(i): changed, not measured")
            }
            if c.changedFrames.count > 20 { lines.append("… \(c.changedFrames.count - 20) more changed frames") }
        }
        for f in r.frames where f.failed && (f.status != .changed || r.content?.failed != true) { lines.append("frame \(f.keyFrame.index) (\(f.keyFrame.reason)): " + SceneResult.describe(f, accept: r.accept)) }
        for f in r.frames { if let note = f.otherFrameNote(fps: r.fps) { lines.append("frame \(f.keyFrame.index) (\(f.keyFrame.reason)): " + note) } }
        if let g = r.gif, g.failed { lines.append("GIF: " + (g.status == .missing ? "no gif.json reference" : g.differences.joined(separator: "; "))) }
        return lines.joined(separator: "\n")
    }

    static func text(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func attr(_ s: String) -> String {
        text(s).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
    }
}
