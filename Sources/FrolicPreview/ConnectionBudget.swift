import Foundation
import HummingbirdCore
#if canImport(Glibc)
import Glibc
#endif

/// How many connections a local server keeps open at once: what the
/// process's open-file limit leaves after the descriptors it holds already
/// and a reserve for the work itself. A process with no descriptor left
/// dies: libdispatch, under Swift's task pool on Linux, opens
/// `/proc/<tid>/stat` every second while tasks wait, and traps when the open
/// fails ("workq: registered worker exited prematurely"); a render reads
/// pictures and writes a GIF, the review reads its report. Past the budget
/// the server stops accepting, so a flood of idle connections waits in the
/// listen queue, says so once on stderr, and accepts again as connections close.
struct ConnectionBudget: AvailableConnectionsDelegate {
    /// Descriptors kept free for everything but connections.
    static let reserve = 128

    let maximum: Int
    let say: @Sendable (String) -> Void
    private var open = 0
    /// Whether the line was said since the budget last had room to spare.
    private var said = false

    init(maximum: Int, say: @escaping @Sendable (String) -> Void) {
        self.maximum = max(1, maximum)
        self.say = say
    }

    /// The budget under this process's limit now.
    static func now(say: @escaping @Sendable (String) -> Void) -> ConnectionBudget {
        ConnectionBudget(maximum: openFileLimit() - openDescriptors() - reserve, say: say)
    }

    mutating func connectionOpened() {
        open += 1
        if open >= maximum, !said {
            said = true
            say("warning: server: \(open) connections open, the most the open-file limit (\(Self.openFileLimit())) leaves room for; "
                + "new ones wait until some close")
        }
    }

    mutating func connectionClosed() {
        open -= 1
        // Said again only for a new flood, not for each connection at the edge.
        if open <= maximum / 2 { said = false }
    }

    func isAcceptingNewConnections() -> Bool { open < maximum }

    /// The soft limit on open descriptors (`ulimit -n`).
    static func openFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(min(UInt64(limit.rlim_cur), UInt64(Int32.max)))   // RLIM_INFINITY is UInt64.max
    }

    /// Descriptors this process has open now.
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }
}
