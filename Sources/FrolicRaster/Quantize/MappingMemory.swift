import Synchronization

/// What `ColorMapper.map` remembers between frames, since the frames of an
/// animation are mostly alike: the nearest palette index of each 6-6-6-bit
/// colour cell met so far (each cell is then searched once, not once per
/// frame), and the last frame mapped with its indices (a pixel equal to it
/// there takes its index, so a still backdrop is copied, not looked up).
///
/// A lease is used by one `map` call at a time: a call borrows one (or makes
/// one when all are lent out, so there are as many as calls ran at once) and
/// gives it back. Which lease a call gets does not change what it maps: a
/// cell's entry is a function of the cell, and an index a function of the
/// pixel's colour, place and smooth mark.
final class MappingMemory: Sendable {
    final class Lease: @unchecked Sendable {  // unchecked: its cells are a raw buffer, lent to one `map` call at a time
        static let cellCount = 1 << 18
        /// Marks a cell not looked up yet (never a palette index).
        static let notLookedUp: UInt8 = 255

        let cells: UnsafeMutablePointer<UInt8>
        /// The frame this lease mapped last, its indices and its smooth marks (empty unless `.gradients`).
        var previous: (frame: Frame, indices: [UInt8], smooth: [UInt8])?

        init() {
            cells = .allocate(capacity: Self.cellCount)
            cells.initialize(repeating: Self.notLookedUp, count: Self.cellCount)
        }

        deinit { cells.deallocate() }
    }

    private let idle = Mutex<[Lease]>([])

    /// Runs `body` with a lease of its own.
    func withLease<T>(_ body: (Lease) throws -> T) rethrows -> T {
        let lease = idle.withLock { $0.popLast() } ?? Lease()
        defer { idle.withLock { $0.append(lease) } }
        return try body(lease)
    }
}
