import Testing
import FrolicCore
@testable import FrolicRaster

/// A layer's blur, the bar material's: the content under a bar drawn again,
/// blurred, inside the bar only.
@Suite struct LayerBlurTests {
    /// White left half, black right half; the layer over rows 10..<20 blurs
    /// the same content.
    private func frame(blur: Double) throws -> Frame {
        let content: [DrawCommand] = [.fill(.white), .rect(Rect(x: 40, y: 0, width: 40, height: 30), style: .fill(.black))]
        return try render(content + [.layer(Layer(content, clip: Rect(x: 0, y: 10, width: 80, height: 10), blurRadius: blur))],
                          size: Size(80, 30))
    }

    @Test func theEdgeSoftensInsideTheClipOnly() throws {
        let f = try frame(blur: 4)
        let row = (0 ..< 80).map { f[$0, 15].red }
        // Grey ramps across the edge at x = 40, more than a few pixels wide.
        let greys = row.filter { $0 > 10 && $0 < 245 }.count
        #expect(greys >= 6, "\(row)")
        #expect(row[30] > row[38] && row[38] > row[42] && row[42] > row[50])
        // Above and below the clip the edge stays sharp.
        for y in [5, 25] { #expect((0 ..< 80).allSatisfy { f[$0, y].red == ($0 < 40 ? 255 : 0) }) }
    }

    @Test func noBlurDrawsTheContentUnchanged() throws {
        let f = try frame(blur: 0)
        #expect((0 ..< 80).allSatisfy { f[$0, 15].red == ($0 < 40 ? 255 : 0) })
    }
}
