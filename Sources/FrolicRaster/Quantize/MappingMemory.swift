import Synchronization

/// What `ColorMapper.map` remembers between frames, since the frames of an
/// animation are mostly alike: the nearest palette index of each 6-6-6-bit
/// colour cell met so far (each cell is then searched once, not once per
/// frame), and the last frame mapped with its indices (a pixel equal to it
/// there takes its index, so a still backdrop is copied, not looked up).
///
/// A lease is lent to one `map` call at a time (`LendingPool`). Which lease
/// a call gets does not change what it maps: a cell's entry is a function of
/// the cell, and an index a function of the pixel's colour, place and smooth mark.
final class MappingMemory: Sendable {
    final class Lease {
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

    private let leases = LendingPool(making: { Lease() })

    /// Runs `body` with a lease of its own, which it may not keep.
    func withLease<T: Sendable>(_ body: (inout sending Lease) throws -> T) rethrows -> T { try leases.lend(body) }
}
