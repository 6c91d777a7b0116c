import Testing
import FrolicCore

/// One rule at both ends of a side: points × scale, rounded to the nearest
/// pixel (halves up), must come to 1…4096.
@Suite struct CanvasSizeTests {
    @Test func bothEndsRoundTheScaledSide() {
        #expect(CanvasSize.problem(Size(0.4, 0.4), scale: 3) == nil)          // 1.2 → 1
        #expect(CanvasSize.pixels(0.4, scale: 3) == 1)
        #expect(CanvasSize.problem(Size(0.4, 10), scale: 1) == .tooFewPixels(side: .width, points: 0.4, scale: 1, checked: 1...1))
        #expect(CanvasSize.problem(Size(0.4, 10), scale: 1)?.description.hasPrefix("width 0.4 is 0.4 pixels, which rounds to 0;") == true)
        #expect(CanvasSize.problem(Size(1365.4, 10), scale: 3) == nil)       // 4096.2 → 4096
        #expect(CanvasSize.pixels(1365.4, scale: 3) == 4096)
        #expect(CanvasSize.problem(Size(10, 1365.5), scale: 3) == .tooManyPixels(side: .height, points: 1365.5, scale: 3, checked: 3...3))
        #expect(CanvasSize.problem(Size(10, 1365.5), scale: 3)?.description.hasPrefix(
            "height 1365.5 at scale 3 is 4096.5 pixels, which rounds to 4097;") == true)
        #expect(CanvasSize.problem(Size(0.5, 4096.49), scale: 1) == nil)     // halves up: 0.5 → 1
    }

    /// As a file is read, a side is refused only when no `--scale` can render it.
    @Test func readingAFileChecksEveryScale() {
        #expect(CanvasSize.problem(Size(0.2, 10), scales: CanvasSize.scales) == nil)   // 0.6 at scale 3
        #expect(CanvasSize.problem(Size(0.1, 10), scales: CanvasSize.scales) == .tooFewPixels(side: .width, points: 0.1, scale: 3, checked: 1...3))
        #expect(CanvasSize.problem(Size(0.1, 10), scales: CanvasSize.scales)?.description.contains("at scale 3, the largest scale a render takes, is 0.3 pixels") == true)
        #expect(CanvasSize.problem(Size(4000, 10), scales: CanvasSize.scales) == nil)  // renders at scale 1
        #expect(CanvasSize.problem(Size(10, 4096.5), scales: CanvasSize.scales)?.description.contains("at scale 1, the smallest scale a render takes, is 4096.5 pixels") == true)
    }

    @Test func anythingButAPositiveFiniteNumberIsRefusedWithoutConverting() {
        for bad in [0, -3, Double.infinity, -Double.infinity, Double.nan] {
            guard case .notPositive(.width, _) = CanvasSize.problem(Size(bad, 10), scales: CanvasSize.scales) else { Issue.record("\(bad)"); continue }
            #expect(CanvasSize.problem(Size(bad, 10), scales: CanvasSize.scales)?.description.hasPrefix("width must be a number of points greater than 0") == true)
        }
        // Far past Int's range, and never converted to it.
        #expect(CanvasSize.problem(Size(10, 1e300), scale: 3)?.description.contains("is 3e+300 pixels") == true)
    }
}
