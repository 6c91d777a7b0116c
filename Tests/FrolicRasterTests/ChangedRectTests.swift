import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct ChangedRectTests {
    /// Two images of 37 × 23 (rows that do not fill whole 8-byte words) that
    /// differ in a few clustered pixels, or not at all.
    static func pair(seed: UInt64) -> (old: [UInt8], new: [UInt8]) {
        var random = SeededRandom(seed: seed)
        let old = (0 ..< 37 * 23).map { _ in UInt8(random.integer(0, 3)) }
        var new = old
        let x = random.integer(0, 30), y = random.integer(0, 18)
        for _ in 0 ..< random.integer(0, 6) {
            let p = (y + random.integer(0, 4)) * 37 + x + random.integer(0, 6)
            new[p] = old[p] &+ UInt8(random.integer(1, 3))
        }
        return (old, new)
    }

    /// Read only inside any bound that holds every change, the rectangle is
    /// the one a whole scan finds (nil for equal images).
    @Test(arguments: Array(1 ... 40) as [UInt64])
    func aBoundHoldingTheChangesGivesTheRectangleOfAWholeScan(seed: UInt64) {
        let (old, new) = Self.pair(seed: seed)
        let whole = ChangedRect(from: old, to: new, width: 37, height: 23)
        var random = SeededRandom(seed: seed &* 31)
        let inner = whole ?? ChangedRect(x: random.integer(0, 36), y: random.integer(0, 22), width: 1, height: 1)
        for _ in 0 ..< 5 {
            let x0 = inner.x - random.integer(0, inner.x), y0 = inner.y - random.integer(0, inner.y)
            let x1 = inner.x + inner.width + random.integer(0, 37 - inner.x - inner.width)
            let y1 = inner.y + inner.height + random.integer(0, 23 - inner.y - inner.height)
            let bound = ChangedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            #expect(ChangedRect(from: old, to: new, width: 37, height: 23, within: bound) == whole, "bound \(bound)")
        }
        if whole == nil { #expect(ChangedRect(from: old, to: new, width: 37, height: 23, within: .nothing) == nil) }
    }

    @Test func aUnionHoldsBothAndNotKnownIsNotKnown() {
        let a = ChangedRect(x: 2, y: 5, width: 3, height: 1), b = ChangedRect(x: 10, y: 1, width: 2, height: 2)
        #expect(ChangedRect.union(a, b) == ChangedRect(x: 2, y: 1, width: 10, height: 5))
        #expect(ChangedRect.union(a, .nothing) == a && ChangedRect.union(.nothing, b) == b)
        #expect(ChangedRect.union(a, nil) == nil && ChangedRect.union(nil, .nothing) == nil)
    }
}
