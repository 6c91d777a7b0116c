import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct DontCarePixelsTests {
    /// Random frames where about half the pixels are free.
    static func sample(seed: UInt64) -> (opaque: [UInt8], holey: [UInt8], clear: UInt8) {
        var random = SeededRandom(seed: seed)
        let clear: UInt8 = 6
        let opaque = (0..<5000).map { _ in UInt8(random.integer(0, 5)) }
        let holey = opaque.map { random.unit() < 0.5 ? clear : $0 }
        return (opaque, holey, clear)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func fixedPixelsStayAndFreePixelsShowTheSame(seed: UInt64) {
        let (opaque, holey, clear) = Self.sample(seed: seed)
        let chosen = DontCarePixels.choose(opaque: opaque, holey: holey, clear: clear, codeBits: 3)
        #expect(chosen.count == opaque.count)
        for i in chosen.indices {
            if holey[i] != clear {
                #expect(chosen[i] == holey[i])
            } else {
                #expect(chosen[i] == clear || chosen[i] == opaque[i])
            }
        }
    }

    @Test func freePixelsInsideARunContinueIt() {
        // A flat run with every other pixel free: sending them all as the run's
        // colour is what makes LZW strings long.
        let opaque = [UInt8](repeating: 2, count: 200)
        let holey = opaque.indices.map { $0 % 2 == 0 ? UInt8(2) : UInt8(4) }
        let chosen = DontCarePixels.choose(opaque: opaque, holey: holey, clear: 4, codeBits: 3)
        #expect(chosen == opaque)
    }
}
