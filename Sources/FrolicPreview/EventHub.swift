import Foundation
import Synchronization

/// The open `/events` streams: each new render or error is sent to every
/// page listening; a stream ends when its page goes or the server stops.
package final class EventHub: Sendable {
    private let streams = Mutex<(next: Int, open: [Int: AsyncStream<String>.Continuation], closed: Bool)>((0, [:], false))

    package init() {}

    /// A new stream of events (Server-Sent Events text, one event an element).
    package func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id: Int? = streams.withLock { state in
            guard !state.closed else { return nil }
            state.next += 1
            state.open[state.next] = continuation
            return state.next
        }
        guard let id else { continuation.finish(); return stream }
        continuation.onTermination = { [weak self] _ in _ = self?.streams.withLock { $0.open.removeValue(forKey: id) } }
        return stream
    }

    /// Sends `data` (one line of JSON) as a `message` event to every stream.
    package func send(_ data: String) {
        let event = "data: \(data)\n\n"
        for continuation in streams.withLock({ Array($0.open.values) }) { continuation.yield(event) }
    }

    package var listeners: Int { streams.withLock { $0.open.count } }

    /// Ends every stream, and every later one at once: the server is stopping.
    package func close() {
        let open = streams.withLock { state in
            state.closed = true
            defer { state.open = [:] }
            return Array(state.open.values)
        }
        for continuation in open { continuation.finish() }
    }
}
