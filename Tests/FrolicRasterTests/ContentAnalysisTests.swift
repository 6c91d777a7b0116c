import Foundation
import FrolicCore
import Testing
@testable import FrolicRaster

/// Synthetic screens drawn at 3 pixels a point: a background, lines of
/// "glyphs" (strokes of ink of a text size), a filled card, a picture of
/// many colours and a bar, where the test knows every block.
struct SyntheticScreen {
    static let density = 3
    var width = 393 * density, height = 852 * density
    var pixels: [UInt32]
    var random = SeededRandom(seed: 3)

    init(background: UInt32) {
        pixels = Array(repeating: 0xFF00_0000 | background, count: width * height)
    }

    mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: UInt32) {
        for yy in y ..< min(height, y + h) { for xx in x ..< min(width, x + w) { pixels[yy * width + xx] = 0xFF00_0000 | color } }
    }

    /// A line of text whose top is at `y` points: glyphs `size` points tall
    /// (x-height `size`, some ascenders and descenders a third more), from
    /// `x` to `x + length` points, in `color`.
    mutating func line(x: Int, y: Int, length: Int, size: Int, color: UInt32) {
        let d = Self.density
        var px = x * d
        while px < (x + length) * d {
            let glyph = random.integer(2, 4) * d
            let ascender = random.integer(0, 3) == 0, descender = random.integer(0, 4) == 0
            let top = (y + size / 3) * d - (ascender ? size / 3 * d : 0)
            let bottom = (y + size / 3 + size) * d + (descender ? size / 3 * d : 0)
            // Two stems and a bar: strokes, not a filled box.
            fill(px, top, d, bottom - top, color)
            fill(px + glyph - d, top + size / 3 * d, d, bottom - top - size / 3 * d, color)
            fill(px, (y + size / 3) * d, glyph, d, color)
            px += glyph + random.integer(1, 2) * d
            if random.integer(0, 6) == 0 { px += 3 * d }  // a space
        }
    }

    /// A paragraph of `lines` lines `pitch` points apart.
    mutating func paragraph(y: Int, lines: Int, size: Int = 12, pitch: Int = 22, color: UInt32) {
        for i in 0 ..< lines { line(x: 20, y: y + i * pitch, length: i == lines - 1 ? 200 : 350, size: size, color: color) }
    }

    mutating func image(x: Int, y: Int, w: Int, h: Int) {
        let d = Self.density
        for yy in y * d ..< (y + h) * d {
            for xx in x * d ..< (x + w) * d {
                pixels[yy * width + xx] = 0xFF00_0000 | UInt32((xx * 7 + yy * 3) & 0xFF) << 16 | UInt32((xx * yy) & 0xFF) << 8 | UInt32(random.integer(0, 255))
            }
        }
    }

    var content: ScreenContent {
        ContentAnalysis.content(pixels: pixels, width: width, height: height, density: Double(Self.density))
    }

    /// Whether the rows on either side of the point line `y` are background.
    func isOnBackground(_ y: Double, background: UInt32) -> Bool {
        let row = Int(y * Double(Self.density))
        if row <= 0 || row >= height { return true }
        return [row - 1, row].allSatisfy { r in (0 ..< width).allSatisfy { pixels[r * width + $0] == 0xFF00_0000 | background } }
    }
}

@Suite struct ContentAnalysisTests {
    static let white: UInt32 = 0xFFFFFF, ink: UInt32 = 0x111111

    @Test func theBackgroundIsTheMostCommonColour() {
        var screen = SyntheticScreen(background: 0x131516)
        screen.paragraph(y: 100, lines: 8, color: 0x98A3AD)
        let content = screen.content
        #expect(content.background == Color(hex: 0x131516))
    }

    /// A heading, two paragraphs, a card and a picture: five blocks of the
    /// right kinds, in order, each holding its ink and no other's.
    @Test func aPageIsFoundBlockByBlock() {
        var screen = SyntheticScreen(background: Self.white)
        screen.line(x: 20, y: 100, length: 180, size: 24, color: Self.ink)          // heading, 100…140
        screen.paragraph(y: 160, lines: 5, color: Self.ink)                           // 160…270
        screen.fill(20 * 3, 300 * 3, 353 * 3, 120 * 3, 0xF1F6F9)                       // card 300…420
        screen.paragraph(y: 320, lines: 3, color: Self.ink)
        screen.paragraph(y: 450, lines: 4, color: Self.ink)                           // 450…538
        screen.image(x: 20, y: 580, w: 353, h: 200)                                   // 580…780
        let blocks = screen.content.blocks
        #expect(blocks.map(\.kind) == [.heading, .text, .card, .text, .image])
        guard blocks.count == 5 else { return }
        let expected: [ClosedRange<Double>] = [100...140, 160...270, 300...420, 450...538, 580...780]
        for (block, ink) in zip(blocks, expected) {
            #expect(block.frame.minY <= ink.lowerBound && block.frame.maxY >= ink.upperBound - 1,
                    "\(block) holds \(ink)")
            #expect(block.frame.minY >= ink.lowerBound - ContentAnalysis.padding - 1)
            #expect(block.frame.maxY <= ink.upperBound + ContentAnalysis.padding + 1)
        }
        for (a, b) in zip(blocks, blocks.dropFirst()) { #expect(a.frame.maxY <= b.frame.minY) }
    }

    /// However the lines are spaced, no block's top or bottom runs through ink.
    @Test(arguments: [4, 6, 9, 14])
    func edgesLieOnTheBackground(pitchOver: Int) {
        var screen = SyntheticScreen(background: Self.white)
        screen.paragraph(y: 60, lines: 6, size: 12, pitch: 12 + pitchOver, color: Self.ink)
        screen.paragraph(y: 300, lines: 4, size: 14, pitch: 14 + pitchOver + 1, color: 0x2060A0)
        screen.line(x: 20, y: 480, length: 100, size: 20, color: Self.ink)
        let content = screen.content
        #expect(!content.blocks.isEmpty)
        for block in content.blocks {
            #expect(screen.isOnBackground(block.frame.minY, background: Self.white), "top of \(block)")
            #expect(screen.isOnBackground(block.frame.maxY, background: Self.white), "bottom of \(block)")
        }
    }

    /// Lines of a paragraph are one block; a paragraph gap starts another.
    @Test func aParagraphGapSplitsBlocks() {
        var screen = SyntheticScreen(background: Self.white)
        screen.paragraph(y: 100, lines: 4, color: Self.ink)
        screen.paragraph(y: 100 + 4 * 22 + 14, lines: 4, color: Self.ink)
        #expect(screen.content.blocks.map(\.kind) == [.text, .text])
        var close = SyntheticScreen(background: Self.white)
        close.paragraph(y: 100, lines: 8, color: Self.ink)
        #expect(close.content.blocks.map(\.kind) == [.text])
    }

    /// A bar along the top (a filled one, and a toolbar of icons on the page's
    /// own colour) and a filled bar on the bottom edge are bars.
    @Test func barsAtTheEdgesAreBars() {
        var screen = SyntheticScreen(background: Self.white)
        screen.fill(0, 0, screen.width, 44 * 3, 0x505050)
        screen.paragraph(y: 100, lines: 6, color: Self.ink)
        screen.fill(0, (852 - 83) * 3, screen.width, 83 * 3, 0xF2F2F7)
        #expect(screen.content.blocks.map(\.kind) == [.bar, .text, .bar])

        var toolbar = SyntheticScreen(background: Self.white)
        toolbar.line(x: 60, y: 16, length: 200, size: 16, color: 0x747474)
        toolbar.paragraph(y: 150, lines: 6, color: Self.ink)
        #expect(toolbar.content.blocks.map(\.kind) == [.bar, .text])
    }

    /// A hairline rule is no block, and no edge runs through it either.
    @Test func aRuleIsNoBlock() {
        var screen = SyntheticScreen(background: Self.white)
        screen.paragraph(y: 100, lines: 3, color: Self.ink)
        screen.fill(20 * 3, 180 * 3, 353 * 3, 2, 0xCCCCCC)
        screen.paragraph(y: 200, lines: 3, color: Self.ink)
        let blocks = screen.content.blocks
        #expect(blocks.map(\.kind) == [.text, .text])
        for block in blocks {
            #expect(block.frame.maxY <= 180 || block.frame.minY >= 181)
        }
    }

    @Test func theSamePixelsGiveTheSameBlocks() {
        var screen = SyntheticScreen(background: Self.white)
        screen.paragraph(y: 100, lines: 5, color: Self.ink)
        screen.image(x: 40, y: 300, w: 200, h: 150)
        #expect(screen.content == screen.content)
    }

    @Test func anEmptyScreenHasNoBlocks() {
        let screen = SyntheticScreen(background: 0xF2F2F7)
        #expect(screen.content.blocks.isEmpty)
        #expect(screen.content.background == Color(hex: 0xF2F2F7))
    }
}

/// Real phone screenshots: the folder `FROLIC_SCREENSHOTS` names (every PNG
/// in it), and the travel app's screen in Assets. No block's top or bottom
/// edge crosses a line of text: the rows on either side of each are background.
@Suite struct ScreenshotBlocksTests {
    static var screenshots: [String] {
        // Tests/FrolicRasterTests/<this file> → the repository's Assets.
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets")
        var paths = [assets.appendingPathComponent("travel-app.png").path]
        if let folder = ProcessInfo.processInfo.environment["FROLIC_SCREENSHOTS"],
           let names = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            paths += names.filter { $0.hasSuffix(".png") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
        }
        return paths
    }

    @Test(arguments: screenshots)
    func edgesLieOnBackgroundRows(path: String) throws {
        let library = PictureLibrary(searchPaths: [])
        let texture = try library.texture(path).base
        let density = 3.0
        let content = try library.content(of: path, density: density)
        let background = content.background
        let mask = InkMask(pixels: texture.pixels, width: texture.width, height: texture.height,
                           background: Premultiplied.pack(background))
        #expect(content.blocks.count >= 3, "\(path): \(content.blocks)")
        for block in content.blocks {
            print("\((path as NSString).lastPathComponent) \(block.kind.rawValue) \(block.frame.minX) \(block.frame.minY) \(block.frame.width) \(block.frame.height)")
            // The screen's own top and bottom cross nothing.
            for edge in [block.frame.minY, block.frame.maxY] where edge > 0 && edge * density < Double(texture.height) {
                let row = Int(edge * density)
                #expect(mask.isBackground(row: row - 1) && mask.isBackground(row: row), "\(path): \(block) edge \(edge)")
            }
        }
    }
}
