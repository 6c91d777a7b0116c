import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// GitHub Actions workflow commands: printed on standard output when
/// `GITHUB_ACTIONS` is set, each failing scene becomes an annotation on its
/// scene file in the run's summary and the pull request, without a reporter.
/// GitHub reads an annotation's file relative to the repository root, so a
/// path as typed in a workflow step with its own `working-directory`
/// would annotate the wrong file (or none): paths are made relative to the root.
package struct GitHubAnnotation: Sendable {
    /// The repository root, absolute, links resolved.
    package let root: String
    /// The folder the run's relative paths are relative to, absolute, links resolved.
    package let currentFolder: String

    package init(root: String, currentFolder: String) {
        self.root = Self.resolved(root)
        self.currentFolder = Self.resolved(currentFolder)
    }

    /// `GITHUB_WORKSPACE` when set, else the git top level of the current
    /// folder, else the current folder.
    package static func forThisRun(environment: [String: String] = ProcessInfo.processInfo.environment) -> GitHubAnnotation {
        let here = FileManager.default.currentDirectoryPath
        let workspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
        return GitHubAnnotation(root: workspace ?? gitTopLevel() ?? here, currentFolder: here)
    }

    /// `::error file=Examples/snow-globe.json,title=snapshot snow-globe::frames 3–9 changed …`
    package func error(_ r: SceneResult) -> String {
        var message = String(r.summary.dropFirst("✗ \(r.name): ".count))
        // A scene that cannot be loaded has its one error line as the message already.
        let body = r.error == nil ? JUnitReport.body(r) : ""
        if !body.isEmpty { message += "\n" + body }
        return "::error file=\(Self.property(path(r.scenePath))),title=\(Self.property("snapshot " + r.name))::\(Self.data(message))"
    }

    /// `::error file=refs/old,title=snapshot references refs/old::no scene of that name …`
    package func line(_ p: RunProblem) -> String {
        let command = p.severity == .warning ? "warning" : "error"
        let file = p.path.isEmpty ? "" : "file=\(Self.property(path(p.path))),"
        return "::\(command) \(file)title=\(Self.property("snapshot " + p.name))::\(Self.data(p.message))"
    }

    /// `path` (absolute, or relative to the current folder) relative to the
    /// repository root; as it is when outside the root.
    package func path(_ path: String) -> String {
        let absolute = Self.resolved(path.hasPrefix("/") ? path : currentFolder + "/" + path)
        if absolute == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// Escaping GitHub documents for a command's message.
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping for a property value, where `:` and `,` are separators too.
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `path` with links resolved as far as it exists (a missing scene file
    /// still gets its folder resolved), `.` and `..` removed.
    static func resolved(_ path: String) -> String {
        let standard = (path as NSString).standardizingPath
        if let real = realpath(standard, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let parent = (standard as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != standard else { return standard }
        return (resolved(parent) as NSString).appendingPathComponent((standard as NSString).lastPathComponent)
    }

    /// `git rev-parse --show-toplevel`, nil outside a repository or without git.
    static func gitTopLevel() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--show-toplevel"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }
}
