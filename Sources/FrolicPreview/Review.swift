import Foundation
import FrolicSnapshot

/// `frolic snapshot --review`: serves a finished run's results until stopped;
/// returns them as they are then (accepted scenes passing).
package enum Review {
    package static func serve(_ run: ReviewRun, host: String, port: Int,
                              announce: @escaping @Sendable (RequestPolicy) -> Void) async throws {
        let routes = ReviewRoutes(run: run)
        try await LocalServer.run(host: host, port: port, handler: { try await routes.respond($0, $1) }, running: announce)
    }
}
