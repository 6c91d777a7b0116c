import Synchronization

/// Working memory kept between frames and lent to one call at a time: a call
/// borrows an item (or makes one when all are lent out, so there are as many
/// as calls ran at once) and gives it back. Each item sits behind a lock of
/// its own, held for the whole call, and is handed over `inout sending`, so
/// the compiler checks that no two calls share one and that none keeps it;
/// only the call it is lent to takes that lock, so it is never waited for.
final class LendingPool<Item>: Sendable {
    /// An item and the lock that hands it to one call at a time.
    private final class Lent: Sendable {
        let item: Mutex<Item>
        init(_ item: consuming sending Item) { self.item = Mutex(item) }
    }

    private let idle = Mutex<[Lent]>([])
    private let make: @Sendable () -> sending Item

    init(making make: @escaping @Sendable () -> sending Item) { self.make = make }

    /// Runs `body` with an item of its own, which it may not keep.
    func lend<T: Sendable>(_ body: (inout sending Item) throws -> T) rethrows -> T {
        let lent = idle.withLock { $0.popLast() } ?? Lent(make())
        defer { idle.withLock { $0.append(lent) } }
        return try lent.item.withLock { try body(&$0) }
    }
}
