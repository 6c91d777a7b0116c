import Foundation
import Testing
@testable import FrolicRaster

@Suite struct GIFWriterTests {
    @Test func peek() throws {
        let frames = TestFrames.movingShapes(count: 20, holdFrom: 14)
        let palette = Quantizer.palette(from: frames)
        let mapper = ColorMapper(palette: palette)
        let writer = try GIFWriter(path: "/tmp/peek.gif", width: 64, height: 48, palette: palette, fps: 25)
        for f in frames { try writer.add(mapper.map(f)) }
        try writer.finish()
    }
}
