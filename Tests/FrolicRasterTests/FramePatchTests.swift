import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct FramePatchTests {
    /// A 64×48 canvas of flat bands and a frame that repaints a noisy block
    /// over it, some of whose pixels happen to keep their colour.
    static func pair(seed: UInt64) -> (canvas: [UInt8], frame: [UInt8]) {
        var random = SeededRandom(seed: seed)
        let canvas = (0..<(64 * 48)).map { UInt8(($0 / 64) / 8) }
        var frame = canvas
        for y in 10..<40 { for x in 5..<60 where random.unit() < 0.6 { frame[y * 64 + x] = UInt8(random.integer(0, 7)) } }
        return (canvas, frame)
    }

    /// The one pass counts each candidate's size exactly as libgd then writes
    /// it, and the patch handed on is the smallest.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func countedSizesAreWhatLibgdWritesAndTheSmallestIsChosen(seed: UInt64) throws {
        let (canvas, frame) = Self.pair(seed: seed)
        let rect = try #require(ChangedRect(from: canvas, to: frame, width: 64, height: 48))
        let patch = FramePatch(frame: frame, canvas: canvas, width: 64, rect: rect)
        let scratch = FrameEncoder.Scratch()
        let s = patch.sizes(scratch)
        var opaque: [UInt8] = [], holey: [UInt8] = []
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width {
                let p = y * 64 + x
                opaque.append(frame[p])
                holey.append(frame[p] == canvas[p] ? patch.clear : frame[p])
            }
        }
        #expect(!frame.indices.contains { canvas[$0] != frame[$0] && frame[$0] == patch.clear })
        let gd = { (pixels: [UInt8], entries: Int) in
            try LZWSizeTests.libgdDataBytes(pixels, width: rect.width, entries: entries)
        }
        #expect((s.opaque + 7) / 8 == (try gd(opaque, patch.opaqueEntries)))
        #expect((s.holey + 7) / 8 == (try gd(holey, patch.holeyEntries)))
        #expect((s.mixed + 7) / 8 == (try gd(s.mixedPixels, patch.holeyEntries)))
        let choice = patch.smallest(scratch)
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<rect.height { choice.row(row, out.baseAddress! + row * rect.width) }
        }
        let best = min(s.opaque, s.holey, s.mixed)
        let chosenBits = choice.transparent == nil ? s.opaque : pixels == holey ? s.holey : s.mixed
        #expect(pixels == (choice.transparent == nil ? opaque : pixels == holey ? holey : s.mixedPixels))
        #expect(chosenBits == best)
    }
}
