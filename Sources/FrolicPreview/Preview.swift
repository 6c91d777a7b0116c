import Foundation
import FrolicCore
import FrolicRender
#if canImport(Glibc)
import Glibc
#endif

/// `frolic preview`: renders the scene, then serves its page until stopped,
/// re-rendering as the files it reads change.
package enum Preview {
    /// The address served unless `--host` says otherwise: this machine only.
    package static let defaultHost = "127.0.0.1"

    /// Serves a page of `subject` until interrupted. `announce` gets the page's address
    /// once the server listens (the CLI prints `Preview at …`).
    /// `errorLine` is the line the command line prints for an error, so the
    /// page shows the same.
    package static func serve(_ subject: PreviewSubject, options: RenderOptions, host: String, port: Int,
                              errorLine: @escaping @Sendable (any Error) -> FrolicError?,
                              announce: @escaping @Sendable (RequestPolicy) -> Void) async throws {
        let folder = try privateFolder("frolic-preview")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let preview = LivePreview(subject, options: options, folder: folder, errorLine: errorLine)
        // A large scene's first render takes seconds: the address is printed at once.
        try await serve(preview, host: host, port: port, waitForFirstRender: false, announce: announce)
    }

    /// Serves a live preview. Its first render is started here; with `waitForFirstRender`
    /// the page is served only once it is done, otherwise at once (the page
    /// says "rendering" until the first `/events` message).
    package static func serve(_ preview: LivePreview, host: String, port: Int, waitForFirstRender: Bool = true,
                              announce: @escaping @Sendable (RequestPolicy) -> Void) async throws {
        if preview.shown == nil {
            // Waited for on a thread of its own: Swift's shared pool must stay free for the server.
            if waitForFirstRender { try await offThread { preview.renderFirst() } } else { preview.ask(.file) }
        }
        let routes = PreviewRoutes(preview: preview)
        let watcher = Ticker(interval: LivePreview.pollInterval, tick: { preview.poll() }, stop: { preview.events.close() })
        try await LocalServer.run(host: host, port: port, handler: { try await routes.respond($0, $1) },
                                  background: [watcher], running: announce)
    }

    /// A new folder of this process's own under the system's temporary folder.
    package static func privateFolder(_ prefix: String) throws -> String {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FrolicError(file: NSTemporaryDirectory(), field: "folder", "cannot make a folder: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }
}
