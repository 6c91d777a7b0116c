import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct UnchangedStretchesTests {
    static func fill(frame: [UInt8], canvas: [UInt8], width: Int, rect: ChangedRect, clear: UInt8) -> [UInt8] {
        var out = [UInt8](repeating: 0xEE, count: rect.width * rect.height)
        frame.withUnsafeBufferPointer { f in
        canvas.withUnsafeBufferPointer { c in
        out.withUnsafeMutableBufferPointer { o in
            FramePatch.fillUnchangedStretches(o.baseAddress!, frame: f.baseAddress!, canvas: c.baseAddress!,
                                    width: width, rect: rect, clear: clear)
        }}}
        return out
    }

    /// A stretch of unchanged pixels in one colour goes as that colour; one of
    /// several colours goes as transparent from its start, also where it runs
    /// on past a row's end.
    @Test func oneColourStretchesKeepTheirColourSeveralGoTransparent() {
        let canvas: [UInt8] = [1, 1, 1, 2, 3, 3,
                               3, 3, 5, 5, 5, 5]
        let frame: [UInt8] =  [1, 1, 9, 2, 3, 3,
                               3, 3, 5, 5, 7, 5]
        let c: UInt8 = 8
        let out = Self.fill(frame: frame, canvas: canvas, width: 6, rect: ChangedRect(x: 0, y: 0, width: 6, height: 2), clear: c)
        #expect(out == [1, 1, 9, c, c, c,
                        c, c, c, c, 7, 5])
    }

    /// Only the rectangle is written, and every pixel shows what the frame
    /// shows: a changed pixel as it is, an unchanged one as its colour or as
    /// transparent (the canvas, which has that colour).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyPixelShowsTheFrame(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let (width, height) = (40, 30)
        let canvas = (0..<width * height).map { _ in UInt8(random.integer(0, 3)) }
        let frame = canvas.map { random.unit() < 0.3 ? UInt8(random.integer(0, 3)) : $0 }
        let rect = ChangedRect(x: 3, y: 2, width: 30, height: 25)
        let clear: UInt8 = 7
        let out = Self.fill(frame: frame, canvas: canvas, width: width, rect: rect, clear: clear)
        var transparent = 0
        for row in 0..<rect.height {
            for x in 0..<rect.width {
                let p = (rect.y + row) * width + rect.x + x, sent = out[row * rect.width + x]
                if sent == clear { transparent += 1 }
                #expect(sent == frame[p] || (sent == clear && frame[p] == canvas[p]), "at \(x), \(row)")
            }
        }
        #expect(transparent > 0 && transparent < out.count)
    }
}
