/// LZW string table: (prefix code, next pixel) → code, open addressing.
///
/// Every probe of the GIF encoder's inner loop lands here, and a probe's
/// answer decides the next one, so the table is built to stay in L1 cache:
/// a slot is one 32-bit word (a 20-bit key — 12-bit code, 8-bit pixel — and
/// a 12-bit code, since GIF codes stay below 4096), 8192 slots for at most
/// 4096 entries, 32 KiB in all. An empty slot is 0 (no entry's code is 0).
/// One load per probe, no bounds or uniqueness checks; a reset clears the
/// 32 KiB, which happens once per 4096 codes sent.
final class LZWDictionary {
    private static let sizeBits = 13
    private static let size = 1 << sizeBits
    private let slots: UnsafeMutablePointer<UInt32>

    init() {
        slots = .allocate(capacity: Self.size)
        slots.initialize(repeating: 0, count: Self.size)
    }

    deinit { slots.deallocate() }

    func removeAll() { slots.update(repeating: 0, count: Self.size) }

    /// The code for `prefix` followed by `pixel`, or nil.
    @inline(__always)
    func code(_ prefix: Int, _ pixel: Int) -> Int? {
        let key = UInt32(truncatingIfNeeded: prefix << 8 | pixel)
        var slot = Self.slot(key)
        while true {
            let word = slots[slot]
            if word == 0 { return nil }
            if word >> 12 == key { return Int(word & 0xFFF) }
            slot = (slot + 1) & (Self.size - 1)
        }
    }

    /// Adds `prefix` followed by `pixel` (not yet in the table) as `code` (1…4095).
    @inline(__always)
    func insert(_ prefix: Int, _ pixel: Int, code: Int) {
        let key = UInt32(truncatingIfNeeded: prefix << 8 | pixel)
        var slot = Self.slot(key)
        while slots[slot] != 0 { slot = (slot + 1) & (Self.size - 1) }
        slots[slot] = key << 12 | UInt32(truncatingIfNeeded: code)
    }

    @inline(__always)
    private static func slot(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> (32 - UInt32(sizeBits)))
    }
}
