import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct TextureCompositorTests {
    /// The compositor's own floor is the library's, bit for bit, on both
    /// sides of zero, at and between whole numbers, near 2⁵² and beyond.
    @Test func floorIsRoundingDown() {
        var random = SeededRandom(seed: 11)
        var values: [Double] = [0, 0.5, -0.5, 1, -1, 1e-300, -1e-300, 0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p53 + 2,
                                -0x1p60, 1e300, -1e300, .infinity, -.infinity, 3.999999999999999, -3.999999999999999]
        values += (0..<5000).map { _ in (random.unit() - 0.5) * 2000 }
        values += (0..<200).map { Double($0 - 100) }
        for x in values {
            #expect(TextureCompositor.floor(x).bitPattern == x.rounded(.down).bitPattern, "\(x)")
        }
        #expect(TextureCompositor.floor(.nan).isNaN)
    }
}
