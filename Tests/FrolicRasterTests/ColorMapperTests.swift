import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct ColorMapperTests {
    static let richPalette = Quantizer.palette(from: [TestFrames.gradientWithFlatColors()])

    @Test(arguments: [false, true])
    func everyPaletteColorMapsToItself(dither: Bool) {
        let palette = Self.richPalette
        let frame = Frame(width: palette.colors.count, height: 1, pixels: palette.colors)
        let mapped = ColorMapper(palette: palette, dither: dither).map(frame)
        #expect(mapped.indices == (0..<palette.colors.count).map { UInt8($0) })
    }

    /// Other colours go to the palette colour nearest their 4×4×4 table cell's
    /// centre, at most 2 per channel away: by the triangle inequality the chosen
    /// colour is at most 2·√12 ≈ 6.93 further than the truly nearest one.
    @Test func otherColorsMapNearlyToTheNearest() {
        let palette = Self.richPalette
        var random = SeededRandom(seed: 3)
        let pixels = (0..<2000).map { _ in UInt32(random.integer(0, 0xFF_FFFF)) }
        let mapped = ColorMapper(palette: palette).map(Frame(width: 2000, height: 1, pixels: pixels))
        func distance(_ a: UInt32, _ b: UInt32) -> Double {
            let dr = Double(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF))
            let dg = Double(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF))
            let db = Double(Int(a & 0xFF) - Int(b & 0xFF))
            return (dr * dr + dg * dg + db * db).squareRoot()
        }
        for (pixel, index) in zip(pixels, mapped.indices) {
            let best = palette.colors.map { distance(pixel, $0) }.min() ?? 0
            #expect(distance(pixel, palette.colors[Int(index)]) <= best + 2 * 12.0.squareRoot() + 1e-9)
        }
    }

    @Test func ditheringMixesNeighboursSoTheMeanIsRight() {
        let palette = Palette(colors: [0x000000, 0x808080, 0xFFFFFF])
        let gray = Frame(width: 16, height: 16, fill: 0x404040)
        let plain = ColorMapper(palette: palette).map(gray)
        let dithered = ColorMapper(palette: palette, dither: true).map(gray)
        #expect(Set(plain.indices).count == 1)
        #expect(Set(dithered.indices) == [0, 1])
        let mean = dithered.indices.map { Double(palette.colors[Int($0)] & 0xFF) }.reduce(0, +) / 256
        #expect(abs(mean - 64) < 8)
    }

    /// A mapper remembers the frame it mapped last and copies the indices of
    /// pixels equal to it; what it maps is still what a fresh mapper maps,
    /// for a frame that changes a little, all over, or its size.
    @Test(arguments: [false, true])
    func mappingAfterOtherFramesIsMappingAlone(dither: Bool) {
        let palette = Self.richPalette
        let base = TestFrames.gradientWithFlatColors()
        var random = SeededRandom(seed: 5)
        var touched = base
        for _ in 0..<300 { touched.pixels[random.integer(0, base.pixels.count - 1)] = UInt32(random.integer(0, 0xFF_FFFF)) }
        let shifted = Frame(width: base.width, height: base.height, pixels: base.pixels.map { $0 ^ 0x10_0404 })
        let small = Frame(width: 7, height: 5, pixels: Array(base.pixels.prefix(35)))
        let mapper = ColorMapper(palette: palette, dither: dither)
        for frame in [base, touched, base, shifted, small, touched] {
            #expect(mapper.map(frame) == ColorMapper(palette: palette, dither: dither).map(frame))
        }
    }

    @Test func oneMapperServesTwoThreadsAlike() async {
        let mapper = ColorMapper(palette: Self.richPalette, dither: true)
        let frame = TestFrames.gradientWithFlatColors()
        async let a = mapper.map(frame)
        async let b = mapper.map(frame)
        let (first, second) = await (a, b)
        #expect(first == second)
        #expect(first.width == frame.width && first.height == frame.height)
    }
}
