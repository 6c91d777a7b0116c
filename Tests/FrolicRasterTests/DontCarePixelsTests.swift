import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct DontCarePixelsTests {
    /// Random frames where about half the pixels are free.
    static func sample(seed: UInt64) -> (own: [UInt8], free: [Bool]) {
        var random = SeededRandom(seed: seed)
        let own = (0..<5000).map { _ in UInt8(random.integer(0, 5)) }
        return (own, own.map { _ in random.unit() < 0.5 })
    }

    /// The chosen pixels and the LZW bits the chooser counted for them.
    static func choose(own: [UInt8], free: [Bool], clear: UInt8, codeBits: Int) -> (pixels: [UInt8], bits: Int) {
        var chooser = DontCarePixels(clear: clear, codeBits: codeBits, first: own[0], dictionary: LZWDictionary())
        let rest = own.indices.dropFirst().map { chooser.choose(own: own[$0], free: free[$0]) }
        return ([own[0]] + rest, chooser.size.total)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func fixedPixelsStayFreePixelsShowTheSameAndTheCountIsExact(seed: UInt64) {
        let (own, free) = Self.sample(seed: seed)
        let clear: UInt8 = 6
        let chosen = Self.choose(own: own, free: free, clear: clear, codeBits: 3)
        #expect(chosen.pixels.count == own.count)
        for i in own.indices {
            if free[i] {
                #expect(chosen.pixels[i] == clear || chosen.pixels[i] == own[i])
            } else {
                #expect(chosen.pixels[i] == own[i])
            }
        }
        #expect(chosen.bits == LZWSizeTests.bits(of: chosen.pixels, codeBits: 3))
    }

    @Test func freePixelsInsideARunContinueIt() {
        // A flat run with every other pixel free: sending them all as the run's
        // colour is what makes LZW strings long.
        let own = [UInt8](repeating: 2, count: 200)
        let chosen = Self.choose(own: own, free: own.indices.map { $0 % 2 == 1 }, clear: 4, codeBits: 3)
        #expect(chosen.pixels == own)
    }
}
