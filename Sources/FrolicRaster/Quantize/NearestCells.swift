import Foundation

/// The nearest palette index of each 6-6-6-bit colour cell, filled as cells
/// are met and kept between frames: the frames of an animation meet mostly
/// the same cells, so each is searched once per table instead of once per frame.
///
/// A table is used by one `ColorMapper.map` call at a time: a call borrows
/// one (or makes one when all are lent out, so there are as many as calls
/// ran at once) and gives it back. Which table a call gets does not matter:
/// a cell's entry is a function of the cell alone.
final class NearestCells: @unchecked Sendable {  // unchecked: `idle` is touched only under `lock`; a table by one borrower at a time
    static let count = 1 << 18
    /// Marks a cell not looked up yet (never a palette index).
    static let notLookedUp: UInt8 = 255

    private let lock = NSLock()
    private var idle: [UnsafeMutablePointer<UInt8>] = []
    private var all: [UnsafeMutablePointer<UInt8>] = []

    deinit { for table in all { table.deallocate() } }

    /// Runs `body` with a table of its own.
    func withTable<T>(_ body: (UnsafeMutablePointer<UInt8>) throws -> T) rethrows -> T {
        let table = borrow()
        defer { lock.lock(); idle.append(table); lock.unlock() }
        return try body(table)
    }

    private func borrow() -> UnsafeMutablePointer<UInt8> {
        lock.lock(); defer { lock.unlock() }
        if let table = idle.popLast() { return table }
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.count)
        table.initialize(repeating: Self.notLookedUp, count: Self.count)
        all.append(table)
        return table
    }
}
