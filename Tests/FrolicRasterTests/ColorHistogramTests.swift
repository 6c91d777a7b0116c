import Testing
@testable import FrolicRaster

@Suite struct ColorHistogramTests {
    /// A bin is `binBits` per channel wide: colours that differ only below
    /// those bits share one bin (and its mean), one step of the lowest kept
    /// bit on any channel makes another bin.
    @Test func binsAreBinBitsWidePerChannel() {
        let step = UInt32(1) << UInt32(ColorHistogram.drop)
        let base: UInt32 = 0x40_80_C0
        let sameBin: [UInt32] = [base, base | (step - 1) << 16, base | (step - 1) << 8 | (step - 1)]
        let together = ColorHistogram([Frame(width: sameBin.count, height: 1, pixels: sameBin)]).binMeans()
        #expect(together.count == 1)
        #expect(together.first?.weight == Double(sameBin.count))
        #expect(together.first.map { $0.r } == Double(0x40) + Double(step - 1) / 3)
        for shift: UInt32 in [0, 8, 16] {
            let apart = [base, base + (step << shift)]
            #expect(ColorHistogram([Frame(width: 2, height: 1, pixels: apart)]).binMeans().count == 2)
        }
    }
}
