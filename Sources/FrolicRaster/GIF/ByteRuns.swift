/// Lengths of runs in rows of palette indices (or of bytes like them),
/// eight bytes at a time: how far a stretch the LZW counters can take in one
/// step (`LZWCompressor.addRun`) goes, where a row stops matching the canvas
/// (`ChangedRect`), how much of a frame is as it was in the frame mapped
/// before (`ColorMapper`, `SmoothAreas`), and how far the lossy search's
/// still pixels go (`LZWBandSearch`).
enum ByteRuns {
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let high: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `x` that is not zero (exact per byte: no carries between bytes).
    @inline(__always)
    private static func nonzeroBytes(_ x: UInt64) -> UInt64 {
        (((x & low7) &+ low7) | x) & high
    }

    @inline(__always)
    private static func load(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
    }

    /// How many bytes from `start` (up to `end`) pass, given `failing`: for
    /// eight bytes read at an offset, the high bit of each one that does not.
    @inline(__always)
    private static func count(from start: Int, to end: Int, _ failing: (Int) -> UInt64,
                              _ failsOne: (Int) -> Bool) -> Int {
        var i = start
        while i &+ 8 <= end {
            let f = failing(i)
            if f != 0 { return i &+ f.trailingZeroBitCount >> 3 &- start }
            i &+= 8
        }
        while i < end && !failsOne(i) { i &+= 1 }
        return i &- start
    }

    /// Pixels from `start` on where `a` and `b` agree (unchanged pixels).
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        count(from: start, to: end, { nonzeroBytes(load(a, $0) ^ load(b, $0)) }, { a[$0] != b[$0] })
    }

    /// Truecolor pixels from `start` on where `a` and `b` agree: their bytes,
    /// eight (two pixels) at a time, ended at the first pixel with any byte off.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from start: Int, to end: Int) -> Int {
        a.withMemoryRebound(to: UInt8.self, capacity: 4 &* end) { a in
            b.withMemoryRebound(to: UInt8.self, capacity: 4 &* end) { b in
                equal(a, b, from: 4 &* start, to: 4 &* end) >> 2
            }
        }
    }

    /// Pixels before `end`, counting down to `start`, where `a` and `b` agree.
    @inline(__always)
    static func equalBefore(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, end: Int, start: Int) -> Int {
        var i = end
        while i &- 8 >= start {
            let f = nonzeroBytes(load(a, i &- 8) ^ load(b, i &- 8))
            if f != 0 { return end &- i &+ f.leadingZeroBitCount >> 3 }
            i &-= 8
        }
        while i > start && a[i &- 1] == b[i &- 1] { i &-= 1 }
        return end &- i
    }

    /// Pixels from `start` on where `a` is `value`.
    @inline(__always)
    static func value(_ value: UInt8, in a: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let v = UInt64(value) &* 0x0101_0101_0101_0101
        return count(from: start, to: end, { nonzeroBytes(load(a, $0) ^ v) }, { a[$0] != value })
    }

    /// Bytes from `start` on that have every bit of `bits` set (flags).
    @inline(__always)
    static func having(_ bits: UInt8, in a: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let m = UInt64(bits) &* 0x0101_0101_0101_0101
        return count(from: start, to: end, { nonzeroBytes(~load(a, $0) & m) }, { a[$0] & bits != bits })
    }

    /// Pixels from `start` on where `a` is `value` and `b` is not (changed to `value`).
    @inline(__always)
    static func changed(to value: UInt8, _ a: UnsafePointer<UInt8>, over b: UnsafePointer<UInt8>,
                        from start: Int, to end: Int) -> Int {
        let v = UInt64(value) &* 0x0101_0101_0101_0101
        return count(from: start, to: end, { nonzeroBytes(load(a, $0) ^ v) | (nonzeroBytes(load(b, $0) ^ v) ^ high) },
                     { a[$0] != value || b[$0] == value })
    }
}
