import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct ByteRunsTests {
    /// Truecolor pixels compare whole: a run ends at the first pixel with any
    /// of its four bytes different, wherever the scan starts and ends.
    @Test func pixelRunsEndAtAnyDifferingByte() {
        var random = SeededRandom(seed: 8)
        let a = (0..<120).map { _ in UInt32(random.integer(0, 1 << 30)) }
        for start in 0..<40 {
            for byte in 0..<4 {
                let at = start + random.integer(0, 30)
                var b = a
                b[at] ^= 1 << UInt32(8 * byte)
                for end in [start, start + 1, at, at + 1, a.count] where end >= start {
                    a.withUnsafeBufferPointer { pa in
                    b.withUnsafeBufferPointer { pb in
                        #expect(ByteRuns.equal(pa.baseAddress!, pb.baseAddress!, from: start, to: end) == min(at, end) - start)
                    }}
                }
            }
        }
    }

    /// Run lengths read eight bytes at a time agree with a byte-by-byte count,
    /// from every start and up to every end, in rows of short and long runs.
    @Test func wordScansAgreeWithCountingBytes() {
        var random = SeededRandom(seed: 7)
        var a: [UInt8] = [], b: [UInt8] = []
        while a.count < 300 {
            let value = UInt8(random.integer(0, 3)), length = random.integer(1, 20)
            a += [UInt8](repeating: value, count: length)
            // b agrees with a about half the time, in stretches.
            b += random.unit() < 0.5 ? [UInt8](repeating: value, count: length)
                : (0..<length).map { _ in UInt8(random.integer(0, 3)) }
        }
        func naive(_ start: Int, _ end: Int, _ passes: (Int) -> Bool) -> Int {
            var i = start
            while i < end && passes(i) { i += 1 }
            return i - start
        }
        a.withUnsafeBufferPointer { ap in
        b.withUnsafeBufferPointer { bp in
            let pa = ap.baseAddress!, pb = bp.baseAddress!
            for start in 0..<200 {
                for end in [start, start + 1, start + 7, start + 8, start + 9, start + 50, a.count] {
                    #expect(ByteRuns.equal(pa, pb, from: start, to: end) == naive(start, end) { a[$0] == b[$0] })
                    var before = 0
                    while before < end - start && a[end - 1 - before] == b[end - 1 - before] { before += 1 }
                    #expect(ByteRuns.equalBefore(pa, pb, end: end, start: start) == before)
                    for v: UInt8 in 0...3 {
                        #expect(ByteRuns.value(v, in: pa, from: start, to: end) == naive(start, end) { a[$0] == v })
                        #expect(ByteRuns.having(v, in: pa, from: start, to: end) == naive(start, end) { a[$0] & v == v })
                        #expect(ByteRuns.changed(to: v, pa, over: pb, from: start, to: end)
                                == naive(start, end) { a[$0] == v && b[$0] != v })
                    }
                }
            }
        }}
    }
}
