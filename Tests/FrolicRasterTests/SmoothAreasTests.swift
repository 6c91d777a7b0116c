import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct SmoothAreasTests {
    @Test func aGentleGradientIsSmoothEverywhere() {
        #expect(SmoothAreas.marks(TestFrames.smoothGradient()).allSatisfy { $0 == 1 })
    }

    @Test func flatColourIsNotSmooth() {
        #expect(SmoothAreas.marks(Frame(width: 9, height: 7, fill: 0x503C78)).allSatisfy { $0 == 0 })
    }

    /// A pixel beside a step larger than the tolerance is an edge, not a gradient.
    @Test func aStepBeyondTheToleranceIsAnEdge() {
        var frame = TestFrames.smoothGradient()
        let step = SmoothAreas.tolerance + 1
        for y in 0..<frame.height { for x in 32..<frame.width { frame[x, y] += step << 8 } }
        let marks = SmoothAreas.marks(frame)
        for y in 0..<frame.height {
            #expect(marks[y * frame.width + 31] == 0 && marks[y * frame.width + 32] == 0)
            #expect(marks[y * frame.width + 30] == 1 && marks[y * frame.width + 33] == 1)
        }
        var within = TestFrames.smoothGradient()
        for y in 0..<within.height { for x in 32..<within.width { within[x, y] += (step - 1) << 8 } }
        #expect(SmoothAreas.marks(within).allSatisfy { $0 == 1 })
    }

    /// Flat blocks a step apart (a pixelated picture): a block's edge pixels
    /// have three equal neighbours, its corners two but three in a row both
    /// ways; none is smooth, down to blocks of 3. Blocks of 2 are a gradient.
    @Test(arguments: [3, 8, 20])
    func flatBlocksAreNotSmoothToTheirCorners(block: Int) {
        var frame = Frame(width: 120, height: 120)  // whole blocks
        for y in 0..<120 { for x in 0..<120 { frame[x, y] = UInt32(0x50_3C78 + (x / block + y / block) * 0x01_0101) } }
        #expect(SmoothAreas.marks(frame).allSatisfy { $0 == 0 })
    }

    @Test func twoByTwoCellsOfAGradientAreSmooth() {
        var frame = Frame(width: 60, height: 40)
        for y in 0..<40 { for x in 0..<60 { frame[x, y] = UInt32(0x50_3C78 + (x / 2) * 0x01_0000 + (y / 2) * 0x00_0100) } }
        let marks = SmoothAreas.marks(frame)
        #expect(marks.filter { $0 == 1 }.count > 60 * 40 * 3 / 4)
    }
}

@Suite struct SmoothAreasReferenceTests {
    /// Marks copied from an earlier frame where nothing near changed are the
    /// marks worked out afresh.
    @Test func marksAfterAReferenceAreMarksAlone() {
        let sky = TestFrames.smoothGradient()
        var random = SeededRandom(seed: 9)
        var frames = [sky]
        for _ in 0..<6 {
            var f = frames.last!
            for _ in 0..<40 { f.pixels[random.integer(0, f.pixels.count - 1)] ^= UInt32(random.integer(0, 0x03_0303)) }
            let (x, y) = (random.integer(0, f.width - 5), random.integer(0, f.height - 5))
            for dy in 0..<4 { for dx in 0..<4 { f[x + dx, y + dy] = 0x503C78 } }
            // The frame's first and last rows and columns too.
            let k = frames.count
            f[k * 7 % f.width, 0] ^= 0x02_0000; f[k * 5 % f.width, f.height - 1] ^= 0x00_0200
            f[0, k * 3 % f.height] ^= 0x00_0002; f[f.width - 1, k * 11 % f.height] ^= 0x01_0101
            frames.append(f)
        }
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(SmoothAreas.marks(b, reference: (a, SmoothAreas.marks(a))) == SmoothAreas.marks(b))
            #expect(SmoothAreas.marks(a, reference: (b, SmoothAreas.marks(b))) == SmoothAreas.marks(a))
        }
    }
}
