import Testing
import FrolicCore
@testable import FrolicRaster

/// Scene values at the edge of what a Double holds must draw nothing odd and,
/// above all, never trap (an overflowing `Int` product or conversion).
@Suite struct ExtremeValueTests {
    @Test func nearlyFlatLayerOverAFillDrawsWithoutTrapping() throws {
        let layer = Layer([.fill(Color(1, 0, 0))], transform: .scale(1e-20, about: Point(20.3, 15.3)))
        let f = try render([.layer(layer)])
        #expect(f.pixels.count == 40 * 30)
    }
}
