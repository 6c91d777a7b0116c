import FrolicCore
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

    static func same(_ a: ColorHistogram, _ b: ColorHistogram) -> Bool {
        a.seen == b.seen && a.counts == b.counts && a.sumR == b.sumR && a.sumG == b.sumG && a.sumB == b.sumB
    }

    /// Samples each painted over the one before and counted only where
    /// painted again make exactly the histogram of the samples counted whole:
    /// through stretches of small damage, a sample painted whole (which ends
    /// a stretch), an unchanged sample, and colours painted over.
    @Test(arguments: [1, 2])
    func samplesCountedWherePaintedAgainEqualSamplesCountedWhole(scale: Int) throws {
        let scene = DamageTests()
        let rasterizer = Rasterizer(scale: scale, pictures: scene.pictures)
        let order = [0, 1, 2, 2, 3, 5, 4, 7, 6]
        let lists = order.map { DisplayList(size: DamageTests.size, commands: scene.animation($0)) }
        var samples = SampleHistogram()
        var whole = ColorHistogram()
        var small = 0
        for (k, list) in lists.enumerated() {
            // The sixth sample is painted over nothing, as a worker's first is.
            let sample = try rasterizer.render(list, over: k == 5 ? nil : samples.last)
            if sample.damagedPixels <= sample.frame.pixels.count / 2 { small += 1 }
            samples.add(sample)
            whole.add(try rasterizer.render(list))
        }
        #expect(small >= 2, "too few samples counted where painted again")
        #expect(Self.same(samples.counted(), whole))
    }

    /// A weight adds a rectangle's pixels that many times, and a negative one takes them away.
    @Test func weightedRectanglesAddAndTakeAway() {
        let frame = TestFrames.gradientWithFlatColors()
        let rect = PixelRect(x0: 5, y0: 3, x1: 41, y1: 29)
        var histogram = ColorHistogram([frame])
        histogram.add(frame, in: rect, weight: 3)
        histogram.add(frame, in: rect, weight: -3)
        #expect(Self.same(histogram, ColorHistogram([frame])))
        var twice = ColorHistogram()
        twice.add(frame, weight: 2)
        #expect(Self.same(twice, ColorHistogram([frame, frame])))
    }
}
