import Testing
@testable import FrolicCore

@Suite struct SeededRandomTests {
    @Test func sameSeedSameSequence() {
        var a = SeededRandom(seed: 42), b = SeededRandom(seed: 42)
        for _ in 0..<100 { #expect(a.next() == b.next()) }
    }

    @Test func differentSeedsDiffer() {
        var a = SeededRandom(seed: 1), b = SeededRandom(seed: 2)
        #expect((0..<8).map { _ in a.next() } != (0..<8).map { _ in b.next() })
    }

    /// Pins the generator's output to xoshiro256** seeded by SplitMix64 (values
    /// computed independently with a Python transcription of the reference C):
    /// if this changes, every snapshot changes.
    @Test func knownSequence() {
        var r = SeededRandom(seed: 0)
        #expect(r.next() == 0x99ec_5f36_cb75_f2b4)
        #expect(r.next() == 0xbf6e_1f78_4956_452a)
        #expect(r.next() == 0x1a5f_849d_4933_e6e0)
    }

    @Test func integerStaysInRangeAndCoversIt() {
        var r = SeededRandom(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<5000 {
            let v = r.integer(0, 9)
            #expect((0...9).contains(v))
            seen.insert(v)
        }
        #expect(seen.count == 10)
    }

    @Test func unitIsHalfOpen() {
        var r = SeededRandom(seed: 3)
        var sum = 0.0
        for _ in 0..<10000 {
            let u = r.unit()
            #expect(u >= 0 && u < 1)
            sum += u
        }
        #expect(abs(sum / 10000 - 0.5) < 0.02)
    }

    @Test func spreadCoversPlusMinusRange() {
        var r = SeededRandom(seed: 5)
        let v = (0..<4000).map { _ in r.spread(10, 2) }
        #expect(v.allSatisfy { $0 >= 8 && $0 < 12 })
        #expect(v.min()! < 8.1 && v.max()! > 11.9)
    }
}
