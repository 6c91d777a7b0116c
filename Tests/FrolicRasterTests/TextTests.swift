import Testing
import FrolicCore
@testable import FrolicRaster

@Suite struct TextTests {
    let frame = Rect(x: 10, y: 10, width: 100, height: 30)

    func text(_ s: String, _ alignment: TextRun.Alignment = .left, weight: TextRun.Weight = .regular) throws -> Frame {
        try render([.text(TextRun(s, in: frame, fontSize: 17, color: .white, weight: weight, alignment: alignment))],
                   size: Size(120, 50))
    }

    @Test func drawsInsideItsFrameOnly() throws {
        let f = try text("Hello Фрукты")
        var inside = 0
        for y in 0 ..< f.height {
            for x in 0 ..< f.width where f[x, y] != 0 {
                #expect(frame.contains(Point(Double(x) + 0.5, Double(y) + 0.5)), "ink at \(x),\(y)")
                inside += 1
            }
        }
        #expect(inside > 100)
    }

    @Test func alignmentMovesTheInk() throws {
        func inkColumns(_ f: Frame) -> ClosedRange<Int> {
            let xs = (0 ..< f.width).filter { x in (0 ..< f.height).contains { f[x, $0] != 0 } }
            return xs.min()! ... xs.max()!
        }
        let left = inkColumns(try text("Hi")), centre = inkColumns(try text("Hi", .center))
        #expect(left.lowerBound < 14)
        #expect(abs(Double(centre.lowerBound + centre.upperBound) / 2 - 60) <= 2)
    }

    @Test func verticallyCentred() throws {
        let f = try text("HH")
        let rows = (0 ..< f.height).filter { y in (0 ..< f.width).contains { f[$0, y].red > 128 } }
        // Cap height is symmetric about the frame's middle (y = 25) within a pixel.
        #expect(abs(Double(rows.min()! + rows.max()! + 1) / 2 - 25) <= 1.5)
    }

    @Test func missingGlyphsAndEntitiesDoNotCrash() throws {
        #expect(try text("〰 & &#65; ☃").pixels.contains { $0 != 0 })
        #expect(try text("bold", weight: .bold).pixels.contains { $0 != 0 })
    }

    /// iOS-like small text: in tab-bar labels at 10 and 11 pt, the distance
    /// between the ink of every two neighbouring letters, measured in the
    /// rendered pixels (centre of the ink each letter adds to the word), is
    /// within a pixel of the font's design: its advance plus kerning, and the
    /// letters' unhinted outlines. Hinted glyphs on whole pixels (gd) put
    /// "Resta urants" and "Катало г" up to two pixels off.
    @Test(arguments: [10.0, 11.0]) func lettersSitAtTheFontsAdvances(pt: Double) throws {
        func draw(_ t: String) throws -> Frame {
            try render([.text(TextRun(t, in: Rect(x: 10, y: 0, width: 180, height: 20), fontSize: pt, color: .white))],
                       size: Size(200, 20))
        }
        /// The coverage-weighted mean column (pixel centres) of the ink `s` adds to `previous`.
        func inkCentre(_ s: String, over previous: String) throws -> Double {
            let now = try draw(s), before = previous.isEmpty ? nil : try draw(previous)
            var sum = 0.0, weight = 0.0
            for y in 0 ..< now.height {
                for x in 0 ..< now.width {
                    let added = Double(Int(now[x, y].red) - Int(before?[x, y].red ?? 0))
                    if added > 0 { sum += added * (Double(x) + 0.5); weight += added }
                }
            }
            return sum / weight
        }
        /// The centre of a glyph's unhinted outline, right of its pen.
        func designCentre(_ glyph: UInt32) throws -> Double {
            let image = try GlyphLayout.image(glyph, phase: 0, em: pt, weight: .regular)
            var sum = 0.0, weight = 0.0
            for (k, c) in image.coverage.enumerated() where c > 0 {
                sum += Double(c) * (Double(image.left + k % image.width) + 0.5); weight += Double(c)
            }
            return sum / weight
        }
        for word in ["Restaurants", "Account", "Каталог", "Корзина"] {
            let layout = try GlyphLayout.layout(word, em: pt, weight: .regular)
            let letters = word.map(String.init)
            let centres = try letters.indices.map { try inkCentre(letters[...$0].joined(), over: letters[..<$0].joined()) }
            for i in 1 ..< letters.count {
                let (a, b) = (layout.glyphs[i - 1], layout.glyphs[i])
                let design = try (b.x + designCentre(b.glyph)) - (a.x + designCentre(a.glyph))
                let measured = centres[i] - centres[i - 1]
                #expect(abs(measured - design) <= 1, "\(word) at \(pt) pt: \(letters[i - 1])\(letters[i]) \(measured) px apart, the font says \(design)")
            }
        }
    }
}
