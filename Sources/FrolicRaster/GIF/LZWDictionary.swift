/// LZW string table: (prefix code, next pixel) → code, open addressing with
/// generation stamps so a reset costs nothing.
struct LZWDictionary {
    private static let sizeBits = 14
    private static let size = 1 << sizeBits
    private var keys = [Int32](repeating: 0, count: size)
    private var codes = [Int16](repeating: 0, count: size)
    private var stamps = [UInt32](repeating: 0, count: size)
    private var generation: UInt32 = 1

    mutating func removeAll() { generation += 1 }

    subscript(prefix: Int, pixel: Int) -> Int? {
        get {
            let key = Int32(prefix << 8 | pixel)
            var slot = Self.slot(key)
            while stamps[slot] == generation {
                if keys[slot] == key { return Int(codes[slot]) }
                slot = (slot + 1) & (Self.size - 1)
            }
            return nil
        }
        set {
            guard let code = newValue else { return }
            let key = Int32(prefix << 8 | pixel)
            var slot = Self.slot(key)
            while stamps[slot] == generation && keys[slot] != key { slot = (slot + 1) & (Self.size - 1) }
            keys[slot] = key; codes[slot] = Int16(code); stamps[slot] = generation
        }
    }

    private static func slot(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> (32 - UInt32(sizeBits)))
    }
}
