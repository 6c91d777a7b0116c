/// Picks, for every pixel a frame may show either way (unchanged since the
/// previous frame, its own colour and the transparent index look the same),
/// the value that lets LZW match longer strings.
///
/// It runs the GIF encoder's string table alongside (same code size, same
/// reset at 4096 codes as libgd's compressor) and, at a free pixel, continues
/// the current string with a value the table already knows — the one that
/// keeps a run going first; when it knows neither, it repeats the value it
/// sent last if it can. Greedy, so not optimal, but it never changes what the
/// frame shows; libgd then encodes the chosen pixels as usual. (gifsicle -O3
/// makes a similar choice inside its own encoder.)
enum DontCarePixels {
    /// `holey` holds `clear` exactly where the pixel is free to be `clear` or
    /// its `opaque` value; `codeBits` is the LZW minimum code size.
    static func choose(opaque: [UInt8], holey: [UInt8], clear: UInt8, codeBits: Int) -> [UInt8] {
        guard !opaque.isEmpty else { return holey }
        var out = holey
        let firstFree = (1 << codeBits) + 2
        var dictionary = LZWDictionary()
        var nextCode = firstFree
        out.withUnsafeMutableBufferPointer { out in
        opaque.withUnsafeBufferPointer { opaque in
            if out[0] == clear { out[0] = opaque[0] }
            var current = Int(out[0])
            var previous = out[0]
            for i in 1..<out.count {
                var chosen = out[i]
                if chosen == clear {
                    let own = opaque[i]
                    // Keep a run going first, then any string the table knows.
                    let (first, second) = previous == clear ? (clear, own) : (own, clear)
                    if let code = dictionary[current, Int(first)] {
                        current = code; out[i] = first; previous = first; continue
                    }
                    if let code = dictionary[current, Int(second)] {
                        current = code; out[i] = second; previous = second; continue
                    }
                    chosen = own == previous ? own : clear
                } else if let code = dictionary[current, Int(chosen)] {
                    current = code; previous = chosen; continue
                }
                out[i] = chosen
                if nextCode < 4096 {
                    dictionary[current, Int(chosen)] = nextCode
                    nextCode += 1
                } else {
                    dictionary.removeAll()
                    nextCode = firstFree
                }
                current = Int(chosen)
                previous = chosen
            }
        }}
        return out
    }
}

/// LZW string table: (prefix code, next pixel) → code, open addressing with
/// generation stamps so a reset costs nothing.
private struct LZWDictionary {
    private static let size = 1 << 14
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
        Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> 18)
    }
}
