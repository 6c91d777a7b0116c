import Foundation
import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct QuantizerTests {
    /// Peak signal-to-noise ratio of the mapped frame against the truecolor source, over all channels.
    static func psnr(_ frame: Frame, _ mapped: IndexedFrame, _ palette: Palette) -> Double {
        var sum = 0.0
        for (pixel, index) in zip(frame.pixels, mapped.indices) {
            let c = palette.colors[Int(index)]
            for shift: UInt32 in [16, 8, 0] {
                let d = Double(Int(pixel >> shift & 0xFF) - Int(c >> shift & 0xFF))
                sum += d * d
            }
        }
        let mse = sum / Double(frame.pixels.count * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    @Test func fewColorsGiveExactlyThoseColorsSortedAndMapLosslessly() {
        let frames = TestFrames.movingShapes(count: 5)
        let palette = Quantizer.palette(from: frames)
        #expect(palette.colors == [0x007AFF, 0xF2F2F7, 0xFF3B30])
        let mapper = ColorMapper(palette: palette)
        for frame in frames {
            let mapped = mapper.map(frame)
            #expect(mapped.indices.map { palette.colors[Int($0)] } == frame.pixels)
        }
    }

    @Test func exactly255ColorsAreStillExact() {
        let pixels = (0..<255).map { UInt32($0 * 0x010203 & 0xFF_FFFF) }
        let frame = Frame(width: 255, height: 1, pixels: pixels)
        let palette = Quantizer.palette(from: [frame])
        #expect(palette.colors == pixels.sorted())
        #expect(ColorMapper(palette: palette).map(frame).indices.map { palette.colors[Int($0)] } == pixels)
    }

    @Test func aGradientGetsAtMost255ColorsAndStaysClose() {
        let frame = TestFrames.gradientWithFlatColors()
        let palette = Quantizer.palette(from: [frame])
        #expect(palette.colors.count <= 255)
        #expect(palette.colors.count > 200)
        #expect(Array(palette.colors.dropFirst()) == palette.colors.dropFirst().sorted())
        #expect(Set(palette.colors).count == palette.colors.count)
        let mapped = ColorMapper(palette: palette).map(frame)
        let quality = Self.psnr(frame, mapped, palette)
        #expect(quality >= 35, "PSNR \(quality) dB")
    }

    /// Index 0 goes to the colour fewest pixels map to, as libgd's compressor
    /// encodes strings of index 0 badly (see `MedianCut`): here the darkest,
    /// which sorting would put first, is the commonest.
    @Test func theRarestColourComesFirst() {
        let frame = TestFrames.gradientWithFlatColors()
        let dark = Frame(width: frame.width, height: frame.height, pixels: [UInt32](repeating: 0x000000, count: frame.pixels.count))
        let palette = Quantizer.palette(from: [frame, dark])
        #expect(palette.colors.contains(0x000000) && palette.colors[0] != 0x000000)
        var uses = [Int](repeating: 0, count: palette.colors.count)
        for sample in [frame, dark] {
            for index in ColorMapper(palette: palette).map(sample).indices { uses[Int(index)] += 1 }
        }
        #expect(uses[0] <= uses.sorted()[uses.count / 20], "index 0 maps \(uses[0]) pixels")
    }

    @Test func maxColorsIsRespected() {
        let palette = Quantizer.palette(from: [TestFrames.gradientWithFlatColors()], maxColors: 16)
        #expect(palette.colors.count <= 16)
        #expect(palette.colors.count >= 12)
    }

    @Test func thePaletteDependsOnThePixelsNotTheirOrder() {
        let frame = TestFrames.gradientWithFlatColors()
        var shuffled = frame.pixels
        var random = SeededRandom(seed: 7)
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(i, random.integer(0, i))
        }
        let half = shuffled.count / 2
        let split = [Frame(width: half, height: 1, pixels: Array(shuffled[half...])),
                     Frame(width: half, height: 1, pixels: Array(shuffled[..<half]))]
        #expect(Quantizer.palette(from: split) == Quantizer.palette(from: [frame]))
    }

    /// Workers count their samples apart and merge: the palette must be the
    /// one of all the frames at once, for the median cut and for an exact palette.
    @Test(arguments: [1, 2, 3, 7])
    func samplingOnWorkersGivesThePaletteOfAllTheFrames(threads: Int) throws {
        let gradient = TestFrames.gradientWithFlatColors()
        let dark = Frame(width: 8, height: 8, pixels: [UInt32](repeating: 0x101010, count: 64))
        let rich = [gradient, dark] + TestFrames.movingShapes(count: 3)
        let few = TestFrames.movingShapes(count: 5)
        for frames in [rich, few] {
            let sampled = try Quantizer.palette(sampling: frames.count, threads: threads) { i, _ in Self.whole(frames[i]) }
            #expect(sampled.palette == Quantizer.palette(from: frames))
            #expect(sampled.last.count == min(threads, frames.count))
        }
        #expect(try Quantizer.palette(sampling: few.count, threads: threads) { i, _ in Self.whole(few[i]) }.palette.colors
                == [0x007AFF, 0xF2F2F7, 0xFF3B30])
    }

    /// A frame as painted whole, over nothing.
    static func whole(_ frame: Frame) -> RenderedFrame {
        RenderedFrame(list: DisplayList(size: Size(Double(frame.width), Double(frame.height))), frame: frame,
                      damage: .whole(PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height)))
    }

    /// Samples painted over the one their worker painted before, counted
    /// only where painted again, give the palette of the samples painted
    /// whole; each worker's last sample comes back.
    @Test(arguments: [1, 2, 3])
    func samplesPaintedOverTheOneBeforeGiveThePaletteOfTheWholeFrames(threads: Int) throws {
        let scene = DamageTests()
        let rasterizer = Rasterizer(scale: 2, pictures: scene.pictures)
        let lists = (0 ..< 8).map { DisplayList(size: DamageTests.size, commands: scene.animation($0)) }
        let whole = try lists.map { try rasterizer.render($0) }
        for maxColors in [64, Palette.maxColors] {
            let sampled = try Quantizer.palette(sampling: lists.count, threads: threads, maxColors: maxColors) { i, before in
                try rasterizer.render(lists[i], over: before)
            }
            #expect(sampled.palette == Quantizer.palette(from: whole, maxColors: maxColors))
            #expect(Set(sampled.last.map(\.frame)) == Set(whole.suffix(threads)))
        }
    }

    struct SampleFailed: Error, Equatable { let sample: Int }

    /// Whichever worker fails first, the error is the lowest failing sample's,
    /// so the message does not depend on timing.
    @Test func samplingRethrowsTheLowestFailingSample() {
        let frame = TestFrames.movingShapes(count: 1)[0]
        #expect(throws: SampleFailed(sample: 2)) {
            try Quantizer.palette(sampling: 9, threads: 3) { i, _ in
                if i >= 2 && i != 4 { throw SampleFailed(sample: i) }
                return Self.whole(frame)
            }
        }
    }

    @Test func noSamplesGiveAnEmptyPalette() {
        #expect(Quantizer.palette(from: []).colors.isEmpty)
    }
}
