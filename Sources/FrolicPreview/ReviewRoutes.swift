import Foundation
import FrolicCore
import FrolicScenes
import Hummingbird
#if canImport(Glibc)
import Glibc
#endif

/// The review's addresses, over a `ReviewRun`:
///
///     GET  /                 the page: each scene, Accept for each failing one
///     GET  /results.json     the scenes' results
///     GET  /report/FILE      the HTML report and its pictures (files only)
///     POST /accept/NAME?token=T        records scene NAME's references, as the page showed them
///     POST /accept-all?tokens=T1,T2    records every failing scene's, each as the page showed it
package struct ReviewRoutes: Sendable {
    package let run: ReviewRun

    package init(run: ReviewRun) { self.run = run }

    package func respond(_ request: Request, _ path: ServedPath) async throws -> Response {
        let get = request.method == .get || request.method == .head
        let post = request.method == .post
        let s = path.segments
        switch (s.first ?? "", s.count) {
        case ("", 0) where get: return .page(ReviewPage.html)
        case ("results.json", 1) where get: return .json(run.json)
        case ("report", 1): return .text(.notFound, "no such page")
        case ("report", _) where get: return reportFile(Array(s.dropFirst()))
        case ("accept", 2) where post:
            let (run, name) = (self.run, s[1])
            let token = request.uri.queryParameters["token"].map(String.init)
            do {
                let result = try await offThread { try run.accept(name, token: token) }
                return .json(#"{"name":\#(JSONValue.string(result.name).compact),"failed":\#(result.failed),"summary":\#(JSONValue.string(result.summary).compact)}"#)
            } catch ReviewRun.AcceptError.noSuchScene {
                return .text(.notFound, "no scene named \(FrolicError.quoted(name)) in this run")
            } catch ReviewRun.AcceptError.notAcceptable(let line) {
                return .text(.conflict, "\(name) cannot be loaded, so there is nothing to record: \(line)")
            } catch ReviewRun.AcceptError.stalePage(let line), ReviewRun.AcceptError.changed(let line) {
                return .text(.conflict, line)
            }
        case ("accept-all", 1) where post:
            let run = self.run
            let tokens = Set((request.uri.queryParameters["tokens"].map(String.init) ?? "").split(separator: ",").map(String.init))
            do {
                let names = try await offThread { try run.acceptAll(tokens: tokens) }
                return .json("[" + names.map { JSONValue.string($0).compact }.joined(separator: ",") + "]")
            } catch ReviewRun.AcceptError.stalePage(let line), ReviewRun.AcceptError.changed(let line) {
                return .text(.conflict, line)
            }
        case ("", 0), ("results.json", 1), ("report", _), ("accept", 2), ("accept-all", 1):
            return .text(.methodNotAllowed, "not with \(request.method.rawValue)")
        default:
            return .text(.notFound, "no such page")
        }
    }

    /// A regular file inside the report folder, never a folder (no listings)
    /// and never a file a symbolic link leads out of it.
    private func reportFile(_ segments: [String]) -> Response {
        guard let folder = run.reportFolder,
              let root = resolvedPath(folder) else {
            return .text(.notFound, "this run wrote no report")
        }
        let path = ([root] + segments).joined(separator: "/")
        guard let resolved = resolvedPath(path),
              resolved.hasPrefix(root + "/") else { return .text(.notFound, "no such file in the report") }
        var info = stat()
        guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: resolved) else {
            return .text(.notFound, "no such file in the report")
        }
        let type: String
        switch (resolved as NSString).pathExtension.lowercased() {
        case "html": type = "text/html; charset=utf-8"
        case "png": type = "image/png"
        case "gif": type = "image/gif"
        case "css": type = "text/css"
        case "json": type = "application/json"
        default: type = "application/octet-stream"
        }
        return .bytes(.ok, type, data)
    }
}

/// `path` with every symbolic link followed, or nil when it does not exist.
func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// Runs blocking work (a recording renders whole scenes) on a thread of its
/// own, off the server's event loops and Swift's shared pool.
func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
