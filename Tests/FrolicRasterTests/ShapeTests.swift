import Testing
import FrolicCore
@testable import FrolicRaster

@Suite struct ShapeTests {
    @Test func pixelAlignedRectCoversExactlyItsPixels() throws {
        let f = try render([.rect(Rect(x: 2, y: 3, width: 10, height: 5), style: .fill(.white))])
        for y in 0 ..< f.height {
            for x in 0 ..< f.width {
                let inside = (2 ..< 12).contains(x) && (3 ..< 8).contains(y)
                #expect(f[x, y] == (inside ? 0xFFFFFF : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func scaleTwoDoublesThePixels() throws {
        let f = try render([.rect(Rect(x: 2, y: 3, width: 10, height: 5), style: .fill(.white))], scale: 2)
        #expect(f.width == 80 && f.height == 60)
        #expect(f.pixels.filter { $0 == 0xFFFFFF }.count == 20 * 10)
    }

    @Test func halfPixelEdgeIsHalfCovered() throws {
        let f = try render([.rect(Rect(x: 2.5, y: 0, width: 5, height: 30), style: .fill(.white))])
        #expect(abs(f[2, 10].red - 128) <= 1)
        #expect(f[3, 10] == 0xFFFFFF && f[7, 10].red >= 127 && f[7, 10].red <= 128 && f[8, 10] == 0)
    }

    @Test func ellipseHasSoftEdgeAndTheRightArea() throws {
        let f = try render([.ellipse(Rect(x: 5.3, y: 4.7, width: 30, height: 20), style: .fill(.white))])
        let coverage = f.pixels.reduce(0.0) { $0 + Double($1.red) / 255 }
        let expected = Double.pi * 15 * 10
        #expect(abs(coverage - expected) / expected < 0.01)
        #expect(f.pixels.contains { $0.red > 20 && $0.red < 235 })
    }

    @Test func subPixelMoveChangesEdgesSlightly() throws {
        let a = try render([.ellipse(Rect(x: 10, y: 5, width: 16, height: 16), style: .fill(.white))])
        let b = try render([.ellipse(Rect(x: 10.3, y: 5, width: 16, height: 16), style: .fill(.white))])
        let diffs = zip(a.pixels, b.pixels).map { abs($0.red - $1.red) }
        #expect(diffs.contains { $0 > 0 })
        #expect(diffs.max()! <= 79)  // at most 0.3 of a pixel, plus rounding
    }

    @Test func strokeIsCentredOnTheEdge() throws {
        // A 4-pt line on the edge x = 10 covers 8 …< 12; the inside stays empty.
        let f = try render([.rect(Rect(x: 10, y: 10, width: 20, height: 10), style: ShapeStyle(stroke: .white, lineWidth: 4))])
        #expect(f[8, 15] == 0xFFFFFF && f[11, 15] == 0xFFFFFF)
        #expect(f[7, 15] == 0 && f[12, 15] == 0 && f[20, 15] == 0)
    }

    @Test func halfTransparentFillBlends() throws {
        let f = try render([.fill(.white), .fill(Color(1, 0, 0, 0.5))])
        // 0.5·red + 0.5·white = (255, 127.5, 127.5).
        #expect(f[5, 5].red == 255 && abs(f[5, 5].green - 128) <= 1 && abs(f[5, 5].blue - 128) <= 1)
    }

    @Test func layerOpacityCompositesTheGroupOnce() throws {
        // Two overlapping white rects in a half-opaque group: the overlap is
        // no brighter than either alone (the group is flattened first).
        let f = try render([.layer(Layer([
            .rect(Rect(x: 0, y: 0, width: 20, height: 20), style: .fill(.white)),
            .rect(Rect(x: 10, y: 0, width: 20, height: 20), style: .fill(.white)),
        ], opacity: 0.5))])
        #expect(abs(f[5, 5].red - 128) <= 1 && abs(f[15, 5].red - 128) <= 1)
        #expect(f[35, 5] == 0)
    }

    @Test func layerRotationGoesThroughTheOffscreenPath() throws {
        // A bar right of (20, 15), turned a quarter clockwise about that point,
        // hangs below it; opacity 1 but a transform forces the general path.
        let bar = DrawCommand.rect(Rect(x: 20, y: 14, width: 10, height: 2), style: .fill(.white))
        let f = try render([.layer(Layer([bar], transform: .rotation(.pi / 2, about: Point(20, 15))))])
        #expect(f[19, 22] == 0xFFFFFF && f[20, 22] == 0xFFFFFF)
        #expect(f[25, 15] == 0 && f[19, 13] == 0)
    }

    @Test func layerTransformAndClip() throws {
        // Moved right by 10 pt, then clipped in parent coordinates.
        let f = try render([.layer(Layer([.rect(Rect(x: 0, y: 0, width: 10, height: 10), style: .fill(.white))],
                                         transform: .translation(10, 0), clip: Rect(x: 0, y: 0, width: 15, height: 30)))])
        #expect(f[5, 5] == 0 && f[12, 5] == 0xFFFFFF && f[16, 5] == 0)
    }
}
