import Testing
import FrolicCore
import FrolicRaster
@testable import FrolicSnapshot

@Suite struct PixelMatchTests {
    @Test func identicalFramesHaveNoChanges() throws {
        let f = solidFrame(20, 10, 0x336699, patch: (5, 2, 4, 4, 0xFFCC00))
        let d = try #require(PixelMatch.compare(expected: f, actual: f))
        #expect(d.changedPixels == 0 && d.antiAliasedPixels == 0 && d.worstDistance == 0 && d.changedBounds == nil)
        #expect(d.passes(DiffOptions()))
    }

    @Test func sizesMustMatch() {
        #expect(PixelMatch.compare(expected: solidFrame(10, 10, 0), actual: solidFrame(10, 11, 0)) == nil)
    }

    /// Black against white: only brightness differs (I and Q coefficients each
    /// sum to zero), so the distance is sqrt(0.5053 · 255² / 35215).
    @Test func distanceIsPixelmatchYIQ() throws {
        let d = try #require(PixelMatch.compare(expected: solidFrame(4, 4, 0x000000), actual: solidFrame(4, 4, 0xFFFFFF)))
        let expected = (0.5053 * 255 * 255 / 35215.0).squareRoot()
        #expect(abs(d.worstDistance - expected) < 1e-6)   // Y weights sum to 1.00000001
        #expect(d.changedPixels == 16)
    }

    /// A change smaller than the threshold is the same colour; one above it is not.
    @Test func thresholdDecides() throws {
        // Grey 128 → 128+k changes Y by k, so distance = sqrt(0.5053 k² / 35215).
        let k = 10.0
        let distance = (0.5053 * k * k / 35215).squareRoot()   // ≈ 0.012
        let a = solidFrame(8, 8, 0x808080), b = solidFrame(8, 8, 0x8A8A8A)
        let loose = try #require(PixelMatch.compare(expected: a, actual: b, options: DiffOptions(threshold: distance + 0.001)))
        let strict = try #require(PixelMatch.compare(expected: a, actual: b, options: DiffOptions(threshold: distance - 0.001)))
        #expect(loose.changedPixels == 0)
        #expect(strict.changedPixels == 64)
        // Below the threshold is not nothing: counted, measured and painted.
        #expect(loose.belowThresholdPixels == 64 && strict.belowThresholdPixels == 0)
        #expect(abs(loose.worstBelowThreshold - distance) < 1e-9)
        #expect(loose.image.pixels.allSatisfy { $0 == PixelMatch.belowThresholdColor })
    }

    /// Changed pixels are red; unchanged ones a pale grey of the expected frame.
    @Test func diffImageMarksChangesInRedOverFadedOriginal() throws {
        let a = solidFrame(10, 10, 0x000000)
        let b = solidFrame(10, 10, 0x000000, patch: (3, 3, 1, 4, 0xFFFFFF))   // a 1-pixel-wide line
        let d = try #require(PixelMatch.compare(expected: a, actual: b))
        #expect(d.changedPixels == 4)
        #expect(d.image[3, 4] == 0xFF0000)
        // Black faded to 10 %: 255 + (0 − 255) · 0.1 = 229.5 → 230.
        #expect(d.image[0, 0] == 0xE6E6E6)
        #expect(d.changedBounds?.x == 3 && d.changedBounds?.y == 3 && d.changedBounds?.width == 1 && d.changedBounds?.height == 4)
    }

    @Test func budgetAllowsCountOrRatio() throws {
        let a = solidFrame(10, 10, 0)
        let b = solidFrame(10, 10, 0, patch: (0, 0, 5, 1, 0xFFFFFF))   // 5 of 100 pixels
        let d = try #require(PixelMatch.compare(expected: a, actual: b))
        #expect(!d.passes(DiffOptions()))
        #expect(!d.passes(DiffOptions(maxDiffPixels: 4)))
        #expect(d.passes(DiffOptions(maxDiffPixels: 5)))
        #expect(d.passes(DiffOptions(maxDiffPixelRatio: 0.05)))
        #expect(!d.passes(DiffOptions(maxDiffPixelRatio: 0.04)))
    }

    /// A pixel on a soft edge between two flat areas is anti-aliasing: pixelmatch
    /// leaves it out of the count and shows it yellow; `includeAntiAliased` counts it.
    @Test func softEdgePixelIsAntiAliasing() throws {
        // Left half dark, right half light, with a one-column ramp between.
        func edge(_ mid: UInt32) -> Frame {
            var f = solidFrame(9, 9, 0x202020, patch: (5, 0, 4, 9, 0xE0E0E0))
            for y in 0..<9 { f[4, y] = mid }
            return f
        }
        let d = try #require(PixelMatch.compare(expected: edge(0x606060), actual: edge(0xA0A0A0)))
        #expect(d.changedPixels == 0)
        #expect(d.antiAliasedPixels == 9)
        #expect(d.image[4, 4] == 0xFFFF00)
        let counted = try #require(PixelMatch.compare(expected: edge(0x606060), actual: edge(0xA0A0A0),
                                                     options: DiffOptions(includeAntiAliased: true)))
        #expect(counted.changedPixels == 9)
    }
}
