import FrolicCore
import Testing
@testable import FrolicRaster

@Suite struct FramePatchTests {
    /// A 64×48 canvas of flat bands and a frame that repaints a noisy block
    /// over it, some of whose pixels happen to keep their colour. Index 0 is
    /// drawn by one pixel alone, so the string "0 0" never comes up (nor is
    /// 0 the transparent index): libgd's compressor mislays that string,
    /// which `LZWCompressor` does not model, and a palette puts its rarest colour
    /// at 0 (`MedianCut`).
    static func pair(seed: UInt64) -> (canvas: [UInt8], frame: [UInt8]) {
        var random = SeededRandom(seed: seed)
        let canvas = (0..<(64 * 48)).map { UInt8(($0 / 64) / 8) }
        var frame = canvas
        for y in 10..<40 { for x in 5..<60 where random.unit() < 0.6 { frame[y * 64 + x] = UInt8(random.integer(1, 7)) } }
        frame[10 * 64 + 5] = 0
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
        let s = patch.sizes()
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
            try LZWCompressorTests.libgdDataBytes(pixels, width: rect.width, entries: entries)
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

    /// A planned mixed patch (`PlannedFrame`) is sent as planned, an
    /// unchanged pixel transparent unless planned as its colour, even where
    /// another patch is smaller, and counted exactly as libgd writes it.
    @Test(arguments: [4, 5] as [UInt64])
    func aPlannedMixedPatchIsSentAsPlanned(seed: UInt64) throws {
        let (canvas, frame) = Self.pair(seed: seed)
        var random = SeededRandom(seed: seed)
        let plan = frame.indices.map { frame[$0] == canvas[$0] && random.unit() < 0.5 }
        let rect = try #require(ChangedRect(from: canvas, to: frame, width: 64, height: 48))
        let patch = FramePatch(frame: frame, canvas: canvas, width: 64, rect: rect, unchangedAsColour: plan)
        let s = patch.sizes()
        var expected: [UInt8] = []
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width {
                let p = y * 64 + x
                expected.append(frame[p] == canvas[p] && !plan[p] ? patch.clear : frame[p])
            }
        }
        #expect(s.mixedPixels == expected)
        #expect((s.mixed + 7) / 8 == (try LZWCompressorTests.libgdDataBytes(expected, width: rect.width, entries: patch.holeyEntries)))
        let scratch = FrameEncoder.Scratch()
        let choice = patch.smallest(scratch)
        var sent = [UInt8](repeating: 0, count: expected.count)
        sent.withUnsafeMutableBufferPointer { out in
            for row in 0..<rect.height { choice.row(row, out.baseAddress! + row * rect.width) }
        }
        withExtendedLifetime(scratch) {}
        #expect(choice.transparent == patch.clear && choice.entries == patch.holeyEntries && sent == expected)
        // The plan is sent as it is even though another patch is smaller here.
        #expect(s.holey < s.mixed || s.opaque < s.mixed)
    }

    /// The transparent index is no colour the patch sends, neither a changed
    /// pixel's nor one an unchanged pixel is planned to go as: the encoder
    /// would read that colour and transparency as one symbol.
    @Test func theTransparentIndexIsNoPlannedColour() throws {
        let canvas = [UInt8](repeating: 0, count: 16 * 4)
        var frame = canvas
        for p in stride(from: 1, to: frame.count, by: 3) { frame[p] = 2 }
        let plan = frame.indices.map { frame[$0] == canvas[$0] && $0 % 2 == 0 }  // some unchanged 0s go as 0
        let rect = try #require(ChangedRect(from: canvas, to: frame, width: 16, height: 4))
        #expect(FramePatch(frame: frame, canvas: canvas, width: 16, rect: rect).clear == 0)
        #expect(FramePatch(frame: frame, canvas: canvas, width: 16, rect: rect, unchangedAsColour: plan).clear == 1)
    }

    /// Candidates are counted only while they can still win; the choice is
    /// still the exact smallest (ties to the earlier of opaque, holey, mixed)
    /// on frames where each candidate wins: a noisy still background with a
    /// few changed pixels (holey or mixed), a flat background repainted
    /// with another flat colour (opaque), a gradient shifted by one (opaque
    /// and mixed tie), and two blocks of one colour painted over noise that
    /// already had it here and there (mixed).
    @Test(arguments: 0..<4)
    func givingUpEarlyStillPicksTheSmallest(kind: Int) throws {
        var random = SeededRandom(seed: UInt64(kind) + 40)
        let w = 96, h = 64
        var canvas: [UInt8], frame: [UInt8]
        switch kind {
        case 0:
            canvas = (0..<(w * h)).map { _ in UInt8(random.integer(0, 11)) }
            frame = canvas
            for _ in 0..<40 { frame[random.integer(0, w * h - 1)] = UInt8(random.integer(0, 11)) }
        case 1:
            canvas = [UInt8](repeating: 1, count: w * h)
            frame = canvas
            for y in 3..<60 { for x in 2..<90 { frame[y * w + x] = 2 } }
            frame[5 * w + 7] = 1
        case 2:
            canvas = (0..<(w * h)).map { UInt8(($0 % w) / 8) }
            frame = (0..<(w * h)).map { UInt8((($0 % w) + 1) / 8 % 12) }
        default:
            canvas = (0..<(w * h)).map { _ in UInt8(random.integer(0, 5)) }
            frame = canvas
            for y in 0..<h { for x in 0..<w where (x < 40 && y < 30) || (x > 56 && y > 34) { frame[y * w + x] = 2 } }
        }
        let rect = try #require(ChangedRect(from: canvas, to: frame, width: w, height: h))
        let patch = FramePatch(frame: frame, canvas: canvas, width: w, rect: rect)
        let scratch = FrameEncoder.Scratch()
        let s = patch.sizes()
        let choice = patch.smallest(scratch)
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<rect.height { choice.row(row, out.baseAddress! + row * rect.width) }
        }
        var holey: [UInt8] = []
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width { holey.append(frame[y * w + x] == canvas[y * w + x] ? patch.clear : frame[y * w + x]) }
        }
        if s.opaque <= s.holey && s.opaque <= s.mixed {
            #expect(choice.transparent == nil)
        } else if s.holey <= s.mixed {
            #expect(choice.transparent == patch.clear && pixels == holey)
        } else {
            #expect(choice.transparent == patch.clear && pixels == s.mixedPixels)
        }
    }
}

extension FramePatch {
    /// The LZW size in bits, as the model counts (`LZWCompressor`), of the
    /// opaque, holey and mixed patches (the mixed one as planned, else as
    /// `fillUnchangedStretches` fills it), and the mixed pixels: what `smallest` ranks.
    func sizes() -> (opaque: Int, holey: Int, mixed: Int, mixedPixels: [UInt8]) {
        var opaque: [UInt8] = [], holey: [UInt8] = [], mixed: [UInt8] = []
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width {
                let p = y * width + x
                opaque.append(frame[p])
                holey.append(frame[p] == canvas[p] ? clear : frame[p])
                if let plan = unchangedAsColour { mixed.append(frame[p] == canvas[p] && !plan[p] ? clear : frame[p]) }
            }
        }
        if unchangedAsColour == nil {
            mixed = [UInt8](repeating: 0, count: rect.width * rect.height)
            mixed.withUnsafeMutableBufferPointer { o in
                frame.withUnsafeBufferPointer { f in
                    canvas.withUnsafeBufferPointer { c in
                        Self.fillUnchangedStretches(o.baseAddress!, frame: f.baseAddress!, canvas: c.baseAddress!, width: width,
                                                    rect: rect, clear: clear)
                    }
                }
            }
        }
        func bits(_ pixels: [UInt8], _ entries: Int) -> Int {
            var size = LZWCompressor(codeBits: LZWCodes.codeBits(entries: entries), first: Int(pixels[0]), table: LZWStringTable())
            for p in pixels.dropFirst() { size.add(Int(p)) }
            return size.total
        }
        return (bits(opaque, opaqueEntries), bits(holey, holeyEntries), bits(mixed, holeyEntries), mixed)
    }
}
