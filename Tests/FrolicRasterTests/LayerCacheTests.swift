import Testing
import FrolicCore
@testable import FrolicRaster

/// A group that moves as a whole is painted once and composited from the
/// cache; what a frame shows must not depend on whether the cache was warm.
@Suite struct LayerCacheTests {
    /// A card of shapes, about 90×70 points: large enough to be kept.
    private let card: [DrawCommand] = [
        .rect(Rect(x: 5, y: 5, width: 90, height: 70), cornerRadius: 8, style: .fill(Color(0.9, 0.95, 1))),
        .ellipse(Rect(x: 15, y: 15, width: 30, height: 30), style: .fill(Color(0.8, 0.2, 0.1))),
        .rect(Rect(x: 50, y: 20, width: 38, height: 6), cornerRadius: 3, style: .fill(Color(0.2, 0.2, 0.25))),
    ]

    private func list(shift: Double, card: [DrawCommand], blur: Double = 0) -> DisplayList {
        DisplayList(size: Size(100, 80), commands: [.fill(.black), .layer(Layer(card, transform: .translation(shift, 0.5 * shift), blurRadius: blur))])
    }

    @Test func aMovingGroupLooksTheSameFromAWarmCache() throws {
        let shared = Rasterizer(scale: 2, pictures: PictureLibrary(searchPaths: []))
        for (i, shift) in [0.3, -2.7, 4.1, -0.9, 0.3].enumerated() {
            for blur in [0.0, 1.5] {
                let warm = try shared.render(list(shift: shift, card: card, blur: blur))
                let cold = try Rasterizer(scale: 2, pictures: PictureLibrary(searchPaths: [])).render(list(shift: shift, card: card, blur: blur))
                #expect(warm == cold, "frame \(i), shift \(shift), blur \(blur)")
            }
        }
    }

    @Test func aChangedGroupIsPaintedAgain() throws {
        let rasterizer = Rasterizer(scale: 1, pictures: PictureLibrary(searchPaths: []))
        var green = card
        green[1] = .ellipse(Rect(x: 15, y: 15, width: 30, height: 30), style: .fill(Color(0.1, 0.8, 0.2)))
        _ = try rasterizer.render(list(shift: 1.5, card: card))
        let after = try rasterizer.render(list(shift: 1.5, card: green))
        let centre = after[31, 31]
        #expect(centre.green > 150 && centre.red < 60, "\(String(centre, radix: 16))")
    }

    @Test func equalKeysPaintOnceAndAnyDifferencePaintsAgain() {
        let cache = LayerCache()
        let region = PixelRect(x0: -1, y0: -1, x1: 99, y1: 79)
        var painted = 0
        func paint() -> [UInt32] { painted += 1; return [UInt32](repeating: UInt32(painted), count: region.pixelCount) }
        let key = LayerCache.Key(region: region, blur: 0, commands: card)
        #expect(cache.pixels(key, paint: paint).first == 1)
        #expect(cache.pixels(key, paint: paint).first == 1)
        #expect(painted == 1)
        _ = cache.pixels(LayerCache.Key(region: region, blur: 0, commands: Array(card.dropLast())), paint: paint)
        _ = cache.pixels(LayerCache.Key(region: region.insetBy(1), blur: 0, commands: card), paint: paint)
        _ = cache.pixels(LayerCache.Key(region: region, blur: 2, commands: card), paint: paint)
        #expect(painted == 4)
        // A region too small to keep is painted every time.
        let small = LayerCache.Key(region: PixelRect(x0: 0, y0: 0, x1: 10, y1: 10), blur: 0, commands: card)
        _ = cache.pixels(small, paint: paint); _ = cache.pixels(small, paint: paint)
        #expect(painted == 6)
        // So is one past the budget.
        let huge = LayerCache.Key(region: PixelRect(x0: 0, y0: 0, x1: 4096, y1: 4096), blur: 0, commands: card)
        #expect(huge.region.pixelCount > LayerCache.budget)
        _ = cache.pixels(huge, paint: paint); _ = cache.pixels(huge, paint: paint)
        #expect(painted == 8)
    }
}
