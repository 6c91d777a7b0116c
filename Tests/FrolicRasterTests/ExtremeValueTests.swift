import Testing
import FrolicCore
@testable import FrolicRaster

/// Scene values at the edge of what a Double holds must draw nothing odd and,
/// above all, never trap (an overflowing `Int` product or conversion).
@Suite struct ExtremeValueTests {
    @Test func nearlyFlatLayerOverAFillDrawsWithoutTrapping() throws {
        let layer = Layer([.fill(Color(1, 0, 0))], transform: .scale(1e-20, about: Point(20.3, 15.3)))
        // Its offscreen would be larger than any allowed, so it is skipped.
        #expect(try render([.layer(layer)]).pixels.allSatisfy { $0 == 0 })
    }

    @Test func vanishingLayerDrawsWithoutTrapping() throws {
        let rect = DrawCommand.rect(Rect(x: 10, y: 10, width: 20, height: 10), cornerRadius: 0, style: ShapeStyle(fill: Color(1, 0, 0)))
        let layer = Layer([rect], transform: .scale(1e-100, about: Point(20.3, 15.3)))
        // Shrunk to a point, it can tint one pixel faintly at most.
        let f = try render([.layer(layer)])
        #expect(f.pixels.allSatisfy { $0.red < 128 && $0.green == 0 && $0.blue == 0 })
    }

    @Test func vanishingSpriteDrawsWithoutTrapping() throws {
        let dir = TestPictures.folder()
        TestPictures.marked(in: dir)
        let f = try render([.sprite(Sprite(picture: "marked", center: Point(10.3, 10.3), size: Size(1e-100, 1e-100)))],
                           pictures: PictureLibrary(searchPaths: [dir]))
        #expect(f.pixels.allSatisfy { $0.red < 128 && $0.green < 128 && $0.blue < 128 })
    }
}
