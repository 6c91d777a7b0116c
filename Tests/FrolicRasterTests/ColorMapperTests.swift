import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct ColorMapperTests {
    static let richPalette = Quantizer.palette(from: [TestFrames.gradientWithFlatColors()])

    static let allDithering: [ColorMapper.Dithering] = [.none, .gradients, .everywhere]

    @Test(arguments: allDithering)
    func everyPaletteColorMapsToItself(dithering: ColorMapper.Dithering) {
        let palette = Self.richPalette
        let frame = Frame(width: palette.colors.count, height: 1, pixels: palette.colors)
        let mapped = ColorMapper(palette: palette, dithering: dithering).map(frame)
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
        let dithered = ColorMapper(palette: palette, dithering: .everywhere).map(gray)
        #expect(Set(plain.indices).count == 1)
        #expect(Set(dithered.indices) == [0, 1])
        let mean = dithered.indices.map { Double(palette.colors[Int($0)] & 0xFF) }.reduce(0, +) / 256
        #expect(abs(mean - 64) < 8)
    }

    /// A mapper remembers the frame it mapped last and copies the indices of
    /// pixels equal to it; what it maps is still what a fresh mapper maps,
    /// for a frame that changes a little, all over, or its size — and, with
    /// `.gradients`, for pixels that stay while a neighbour changes (and with
    /// it whether they are smooth).
    @Test(arguments: allDithering)
    func mappingAfterOtherFramesIsMappingAlone(dithering: ColorMapper.Dithering) {
        let palette = Self.richPalette
        let base = TestFrames.gradientWithFlatColors()
        var random = SeededRandom(seed: 5)
        var touched = base
        for _ in 0..<300 { touched.pixels[random.integer(0, base.pixels.count - 1)] = UInt32(random.integer(0, 0xFF_FFFF)) }
        let shifted = Frame(width: base.width, height: base.height, pixels: base.pixels.map { $0 ^ 0x10_0404 })
        let small = Frame(width: 7, height: 5, pixels: Array(base.pixels.prefix(35)))
        let smooth = TestFrames.smoothGradient()
        var roughened = smooth
        for y in stride(from: 1, to: smooth.height, by: 3) { roughened[y % smooth.width, y] ^= 0x40_4040 }
        let mapper = ColorMapper(palette: palette, dithering: dithering)
        for frame in [base, touched, base, shifted, small, touched, smooth, roughened, smooth] {
            #expect(mapper.map(frame) == ColorMapper(palette: palette, dithering: dithering).map(frame))
        }
    }

    /// A grey ramp over a palette of greys 16 apart: mapped to the nearest it
    /// shows bands 16 columns wide; with `.gradients` no column range is one
    /// colour from top to bottom, and the mean of each column follows the
    /// ramp more closely.
    @Test func gradientDitheringDissolvesBands() {
        let palette = Palette(colors: (0..<16).map { UInt32($0 * 16) * 0x01_0101 })
        var ramp = Frame(width: 240, height: 16)
        for y in 0..<16 { for x in 0..<240 { ramp[x, y] = UInt32(x) * 0x01_0101 } }
        func widestBand(_ mapped: IndexedFrame) -> Int {
            var widest = 0, run = 0
            for x in 0..<mapped.width {
                let column = (0..<mapped.height).map { mapped.indices[$0 * mapped.width + x] }
                let uniform = Set(column).count == 1
                let sameAsLeft = x > 0 && uniform && mapped.indices[x - 1] == column[0]
                    && (0..<mapped.height).allSatisfy { mapped.indices[$0 * mapped.width + x - 1] == column[0] }
                run = uniform ? (sameAsLeft ? run + 1 : 1) : 0
                widest = max(widest, run)
            }
            return widest
        }
        func columnError(_ mapped: IndexedFrame) -> Double {
            var total = 0.0
            for x in 0..<mapped.width {
                let mean = (0..<mapped.height).map { Double(palette.colors[Int(mapped.indices[$0 * mapped.width + x])] & 0xFF) }
                    .reduce(0, +) / Double(mapped.height)
                total += abs(mean - Double(x))
            }
            return total / Double(mapped.width)
        }
        let plain = ColorMapper(palette: palette).map(ramp)
        let dithered = ColorMapper(palette: palette, dithering: .gradients).map(ramp)
        #expect(widestBand(plain) >= 12)
        #expect(widestBand(dithered) <= 4)
        #expect(columnError(dithered) < 0.6 * columnError(plain))
    }

    /// Flat areas — flat UI, a pixelated picture's blocks, even in colours
    /// the palette lacks and with neighbouring blocks a step apart — and text
    /// edges are not smooth: `.gradients` maps them as `.none` does.
    @Test func gradientDitheringLeavesFlatBlocksAndEdgesAlone() {
        let palette = Self.richPalette
        var blocks = Frame(width: 64, height: 48)
        for y in 0..<48 { for x in 0..<64 { blocks[x, y] = UInt32(0x50_3C78 + (x / 8) * 0x01_0101 + (y / 8) * 0x02_0001) } }
        for x in 8..<56 { blocks[x, 20] = 0xFFFFFF; blocks[x, 21] = 0xF0F0F0 }  // a line of text-like contrast
        let none = ColorMapper(palette: palette).map(blocks)
        #expect(ColorMapper(palette: palette, dithering: .gradients).map(blocks) == none)
        let everywhere = ColorMapper(palette: palette, dithering: .everywhere).map(blocks)
        #expect(everywhere != none, "the blocks' colours are not in the palette, so full dithering does move them")
    }

    /// The pattern is anchored to the screen and depends only on the frame:
    /// where a gradient stands still around a moving square, every index
    /// stays, frame after frame (so the GIF sends none of it).
    @Test func aStillGradientKeepsItsIndices() {
        let mapper = ColorMapper(palette: Self.richPalette, dithering: .gradients)
        let sky = TestFrames.smoothGradient()
        let frames = (0..<4).map { k -> Frame in
            var f = sky
            for y in 30..<38 { for x in (4 + 6 * k)..<(12 + 6 * k) { f[x, y] = 0xFF3B30 } }
            return f
        }
        let mapped = frames.map { mapper.map($0) }
        #expect(Set(mapped[0].indices).count > 1)
        for m in mapped.dropFirst() {
            for y in 0..<sky.height where !(29..<39).contains(y) {
                for x in 0..<sky.width { #expect(m.indices[y * sky.width + x] == mapped[0].indices[y * sky.width + x]) }
            }
        }
        let again = ColorMapper(palette: Self.richPalette, dithering: .gradients).map(frames[2])
        #expect(again == mapped[2])
        #expect(mapped[0] != ColorMapper(palette: Self.richPalette).map(frames[0]), "the sky is dithered")
    }

    @Test func oneMapperServesTwoThreadsAlike() async {
        let mapper = ColorMapper(palette: Self.richPalette, dithering: .everywhere)
        let frame = TestFrames.gradientWithFlatColors()
        async let a = mapper.map(frame)
        async let b = mapper.map(frame)
        let (first, second) = await (a, b)
        #expect(first == second)
        #expect(first.width == frame.width && first.height == frame.height)
    }
}
