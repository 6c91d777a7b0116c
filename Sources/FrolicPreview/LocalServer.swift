import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// An HTTP server on this machine for one page and its requests, shared by
/// the preview and the review: it binds, applies `RequestPolicy` and
/// `ServedPath` to every request before a route sees it, keeps its
/// connections within what the open-file limit leaves (`ConnectionBudget`),
/// and stops on Ctrl-C (SIGINT) or SIGTERM after its open event streams end.
package enum LocalServer {
    /// Answers a request whose Host, Origin and path passed.
    package typealias Handler = @Sendable (Request, ServedPath) async throws -> Response

    /// Serves until cancelled or interrupted; first throws `ListenError` when
    /// it could not listen on `host` and `port`. `running` gets the policy (with
    /// the port bound, useful with port 0) once the server accepts requests.
    /// `background` runs beside it and is stopped first (the file watcher,
    /// which ends the event streams).
    package static func run(host: String, port: Int, handler: @escaping Handler,
                            background: [any Service] = [], running: @escaping @Sendable (RequestPolicy) -> Void) async throws {
        try ListenCheck.check(host: host, port: port)
        let bound = Mutex<RequestPolicy?>(nil)
        var logger = Logger(label: "frolic")
        logger.logLevel = .critical
        let app = Application(
            responder: PolicyResponder(policy: { bound.withLock { $0 } }, handler: handler),
            configuration: .init(address: .hostname(host, port: port), serverName: nil,
                                 availableConnectionsDelegate: ConnectionBudget.now(say: say)),
            onServerRunning: { channel in
                let policy = RequestPolicy(host: host, port: channel.localAddress?.port ?? port)
                bound.withLock { $0 = policy }
                running(policy)
            },
            logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app] + background,
                                                      gracefulShutdownSignals: [.sigint, .sigterm], logger: logger))
        try await group.run()
    }

    /// One line on stderr, where the command's own lines go: what the server
    /// does about a problem it outlives.
    package static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Runs `body` to its end from synchronous code (a command's `run`).
    package static func block(_ body: @escaping @Sendable () async throws -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        Task.detached {
            do { try await body() } catch { failure.withLock { $0 = error } }
            done.signal()
        }
        done.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }
}

/// The one responder: refuses what `RequestPolicy` and `ServedPath` refuse,
/// and hands the rest to the server's routes.
struct PolicyResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let policy: @Sendable () -> RequestPolicy?
    let handler: LocalServer.Handler

    static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!

    func respond(to request: Request, context: Context) async throws -> Response {
        guard let policy = policy() else { return .text(.serviceUnavailable, "starting") }
        if let reason = policy.refusal(method: request.method.rawValue, host: request.head.authority,
                                       origin: request.headers[.origin], fetchSite: request.headers[Self.fetchSite]) {
            return .text(.forbidden, reason)
        }
        guard let path = ServedPath(raw: request.uri.path) else {
            return .text(.forbidden, "not a path this server serves")
        }
        do {
            return try await handler(request, path)
        } catch let error as HTTPError {
            return .text(error.status, error.body ?? error.status.reasonPhrase)
        } catch let error as any HTTPResponseError {
            // A body past a route's limit is the client's mistake (413), not the server's (500).
            let words = error.status == .contentTooLarge ? "the request's body is larger than this server takes; nothing was done"
                : error.status.reasonPhrase
            return .text(error.status, words)
        }
    }
}

/// A background service that calls `tick` every `interval` until the server
/// stops, then `stop` (which ends what would keep the server from stopping).
package struct Ticker: Service {
    let interval: Duration
    let tick: @Sendable () -> Void
    let stop: @Sendable () -> Void

    package init(interval: Duration, tick: @escaping @Sendable () -> Void, stop: @escaping @Sendable () -> Void) {
        self.interval = interval; self.tick = tick; self.stop = stop
    }

    package func run() async throws {
        defer { stop() }
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            tick()
            try? await Task.sleep(for: interval)
        }
    }
}

extension Response {
    /// A plain-text answer (an error's one line, a refusal).
    static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
        bytes(status, "text/plain; charset=utf-8", Data((text + "\n").utf8))
    }

    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        bytes(status, "application/json", Data(text.utf8))
    }

    /// An answer that no browser caches (every render replaces the last) nor sniffs as another type.
    static func bytes(_ status: HTTPResponse.Status, _ type: String, _ data: Data, extra: HTTPFields = [:]) -> Response {
        var headers: HTTPFields = [.contentType: type, .cacheControl: "no-store", HTTPField.Name("X-Content-Type-Options")!: "nosniff"]
        headers.append(contentsOf: extra)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A page: its own inline script and style only, nothing from elsewhere.
    static func page(_ html: String) -> Response {
        bytes(.ok, "text/html; charset=utf-8", Data(html.utf8), extra: [
            HTTPField.Name("Content-Security-Policy")!:
                "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'self'",
        ])
    }

    /// Server-Sent Events from `stream` until it ends or the page goes.
    static func events(_ stream: AsyncStream<String>, first: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                 body: ResponseBody { writer in
                     try await writer.write(ByteBuffer(string: "retry: 1000\n\n" + first))
                     for await event in stream { try await writer.write(ByteBuffer(string: event)) }
                     try await writer.finish(nil)
                 })
    }
}
