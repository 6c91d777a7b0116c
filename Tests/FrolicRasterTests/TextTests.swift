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
}
