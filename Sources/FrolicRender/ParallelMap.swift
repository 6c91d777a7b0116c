import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` on the machine's cores (on this thread alone when `threads` is 1),
    /// results in the original order; the first failure (by index) is
    /// rethrown. Frames are independent once simulated, so this is how they
    /// are rasterized without the output depending on threads.
    package func parallelMap<R>(threads: Int = .max, _ transform: @Sendable (Element) throws -> R) throws -> [R] {
        if threads <= 1 || count <= 1 { return try map(transform) }
        let slots = ResultSlots<R>(count: count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { i in
                slots.set(i, Result { try transform(self[i]) })
            }
        }
        return try slots.values()
    }
}

/// Slots that worker threads fill by index, read once all are done.
private final class ResultSlots<T>: @unchecked Sendable {  // unchecked: `results` is touched only under `lock`
    private var results: [Result<T, Error>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ r: Result<T, Error>) { lock.lock(); results[i] = r; lock.unlock() }

    func values() throws -> [T] { try results.map { try $0!.get() } }
}
