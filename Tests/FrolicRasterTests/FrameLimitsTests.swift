import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct FrameLimitsTests {
    /// Rows of `width` pixels: blocks of eight equal pixels, or a ramp whose every pixel differs from its left one.
    static func row(blocks: Bool, shift: UInt32, width: Int = 64, rows: Int = 4) -> [UInt32] {
        (0..<width * rows).map { p in UInt32(blocks ? (p % width) / 8 * 20 : (p % width) * 3) + shift }
    }

    @Test func blocksAreFlatAndRampsAreNot() {
        #expect(FrameLimits.changesAreFlat(Self.row(blocks: true, shift: 1), since: Self.row(blocks: true, shift: 0), width: 64))
        #expect(!FrameLimits.changesAreFlat(Self.row(blocks: false, shift: 1), since: Self.row(blocks: false, shift: 0), width: 64))
        // Only the pixels that changed count: a ramp that changes one block's worth stays flat.
        var ramp = Self.row(blocks: false, shift: 0)
        let before = ramp
        for p in 8..<16 { ramp[p] = 7 }
        #expect(FrameLimits.changesAreFlat(ramp, since: before, width: 64))
        // Nothing changed, or another size: not flat.
        #expect(!FrameLimits.changesAreFlat(before, since: before, width: 64))
        #expect(!FrameLimits.changesAreFlat(before, since: [], width: 64))
        // A row's first pixel has nothing on its left, though the row above ends in its colour:
        // a uniform frame two pixels wide is only half flat.
        #expect(!FrameLimits.changesAreFlat([UInt32](repeating: 9, count: 64), since: [UInt32](repeating: 0, count: 64), width: 2))
    }

    /// Counted past unchanged stretches a word at a time, the changed and
    /// flat pixels are those a pixel-by-pixel count finds, whole frame or
    /// inside a bound (whose first column still has a pixel on its left),
    /// rows starting anywhere in a word.
    @Test func theCountIsThePixelByPixelOne() {
        var random = SeededRandom(seed: 11)
        for width in [1, 7, 37] {
            let height = 40
            let before = (0..<width * height).map { _ in UInt32(random.integer(0, 2)) }
            var now = before
            for p in now.indices where random.unit() < 0.5 { now[p] = UInt32(random.integer(0, 2)) + 5 }
            for bound in [nil, ChangedRect(x: 0, y: 2, width: width, height: 30),
                          ChangedRect(x: width / 2, y: 1, width: width - width / 2, height: 37)] {
                var changed = 0, flat = 0
                for p in now.indices where now[p] != before[p] {
                    let (x, y) = (p % width, p / width)
                    if let bound, !(bound.x..<bound.x + bound.width).contains(x) || !(bound.y..<bound.y + bound.height).contains(y) {
                        continue
                    }
                    changed += 1
                    if x > 0 && now[p] == now[p - 1] { flat += 1 }
                }
                let counted = FrameLimits.changedPixels(now, since: before, width: width, within: bound)
                #expect(counted.changed == changed && counted.flat == flat, "width \(width), bound \(String(describing: bound))")
                #expect(changed > 0)
            }
        }
    }

    @Test func aFlatFrameGetsLessAndAFrameAtRestKeepsLess() {
        let blocks = Self.row(blocks: true, shift: 1), blocksBefore = Self.row(blocks: true, shift: 0)
        let ramp = Self.row(blocks: false, shift: 1), rampBefore = Self.row(blocks: false, shift: 0)
        let plain = FrameLimits(tolerance: 20, truecolor: ramp, previous: rampBefore, next: nil, width: 64)
        #expect(plain == FrameLimits(tolerance: 20))
        let flat = FrameLimits(tolerance: 20, truecolor: blocks, previous: blocksBefore, next: blocksBefore, width: 64)
        #expect(flat == FrameLimits(search: FrameLimits.flat(400), keep: FrameLimits.flat(400), everySettles: false))
        #expect(FrameLimits.flat(400) < 400)
        let resting = FrameLimits(tolerance: 20, truecolor: ramp, previous: rampBefore, next: ramp, width: 64)
        #expect(resting == FrameLimits(search: 400, keep: FrameLimits.repeated(400), everySettles: true))
        #expect(FrameLimits.repeated(400) < FrameLimits.settled(400))
        let flatAtRest = FrameLimits(tolerance: 20, truecolor: blocks, previous: blocksBefore, next: blocks, width: 64)
        #expect(flatAtRest == FrameLimits(search: FrameLimits.flat(400), keep: FrameLimits.repeated(FrameLimits.flat(400)),
                                          everySettles: true))
    }
}
