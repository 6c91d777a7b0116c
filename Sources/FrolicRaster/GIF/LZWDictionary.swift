/// LZW string table: (prefix code, next pixel) → code, open addressing with
/// generation stamps so a reset costs nothing.
///
/// Every probe of the GIF encoders' inner loops lands here, so a slot is one
/// 64-bit word (stamp · key · code) in memory of its own: one load per probe,
/// no bounds or uniqueness checks. A key is 20 bits (a 12-bit code, an 8-bit
/// pixel) and a code 12 bits, since GIF codes stay below 4096.
final class LZWDictionary {
    private static let sizeBits = 14
    private static let size = 1 << sizeBits
    private let slots: UnsafeMutablePointer<UInt64>
    private var generation: UInt64 = 1

    init() {
        slots = .allocate(capacity: Self.size)
        slots.initialize(repeating: 0, count: Self.size)
    }

    deinit { slots.deallocate() }

    func removeAll() { generation += 1 }

    /// The code for `prefix` followed by `pixel`, or nil.
    @inline(__always)
    func code(_ prefix: Int, _ pixel: Int) -> Int? {
        let key = UInt64(truncatingIfNeeded: prefix << 8 | pixel)
        let tag = generation << 32 | key << 12
        var slot = Self.slot(key)
        while true {
            let word = slots[slot]
            if word >> 32 != generation { return nil }
            if word & ~0xFFF == tag { return Int(word & 0xFFF) }
            slot = (slot + 1) & (Self.size - 1)
        }
    }

    /// Adds `prefix` followed by `pixel` (not yet in the table) as `code`.
    @inline(__always)
    func insert(_ prefix: Int, _ pixel: Int, code: Int) {
        let key = UInt64(truncatingIfNeeded: prefix << 8 | pixel)
        var slot = Self.slot(key)
        while slots[slot] >> 32 == generation { slot = (slot + 1) & (Self.size - 1) }
        slots[slot] = generation << 32 | key << 12 | UInt64(truncatingIfNeeded: code)
    }

    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
        Int((UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> (32 - UInt32(sizeBits)))
    }
}
