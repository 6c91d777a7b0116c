import Foundation
import Testing
import FrolicCore
import FrolicRaster
@testable import FrolicSnapshot

/// The rasterizer's own anti-aliasing against the comparison: a sprite moved by
/// a fraction of a pixel only re-shades its edges, which must not fail under the
/// default threshold; a one-pixel-wide real change must.
@Suite struct AntiAliasingTests {
    func render(spriteX: Double, line: Bool = false) throws -> Frame {
        let folder = try TemporaryFolder()
        try PNGFile.write(solidFrame(16, 16, 0xE8572A), to: folder.file("square.png"))
        let rasterizer = Rasterizer(scale: 1, pictures: PictureLibrary(searchPaths: [folder.path]))
        var list = DisplayList(size: Size(80, 60), commands: [.fill(Color(hex: 0xF2F2F7))])
        list.append(.sprite(Sprite(picture: "square", center: Point(spriteX, 30), size: Size(16, 16))))
        if line {
            list.append(.rect(Rect(x: 60, y: 10, width: 1, height: 40), style: .fill(Color(hex: 0x1C1C1E))))
        }
        return try rasterizer.render(list)
    }

    @Test func subPixelShiftIsAntiAliasingNotAChange() throws {
        let before = try render(spriteX: 30)
        for shift in [0.25, 0.5, 0.7] {
            let after = try render(spriteX: 30 + shift)
            #expect(before != after, "the shift must change some pixels, or the test proves nothing")
            let d = try #require(PixelMatch.compare(expected: before, actual: after))
            #expect(d.changedPixels == 0, "shift \(shift): \(d.changedPixels) pixels counted")
            #expect(d.antiAliasedPixels > 0)
            // Counting anti-aliasing too, the same shift does fail.
            let strict = try #require(PixelMatch.compare(expected: before, actual: after, options: DiffOptions(includeAntiAliased: true)))
            #expect(strict.changedPixels > 0)
        }
    }

    @Test func onePixelWideLineStillFails() throws {
        let before = try render(spriteX: 30)
        let after = try render(spriteX: 30, line: true)
        let d = try #require(PixelMatch.compare(expected: before, actual: after))
        #expect(d.changedPixels >= 40)
        #expect(!d.passes(DiffOptions()))
        #expect(d.changedBounds?.width == 1)
    }
}
