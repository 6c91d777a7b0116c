/// The changed rectangle of a frame over its canvas, and the three ways of
/// sending it that `FrameEncoder` ranks: the pixels as they are (`opaque`),
/// with the unchanged ones transparent (`holey`), or the unchanged ones as
/// their colour or transparent by stretches (`mixed`: as
/// `fillUnchangedStretches` chooses, or as the lossy search planned, `PlannedFrame`).
///
/// Transparency wins where unchanged pixels are scattered among changed ones
/// (gradients, anti-aliased motion); plain cropped pixels win where holes
/// would only break long runs of flat colour; the mixed patch often beats
/// both, but not always. Each is sized (`LZWCompressor`) in a pass over the
/// rectangle that takes stretches of one value whole (`LZWCompressor.addRun`),
/// the mixed pixels chosen before; the smallest (ties: the earlier) is the
/// frame's, and libgd writes it. A patch the lossy search planned is sent as
/// planned, unsized (`smallest`).
struct FramePatch {
    let frame: [UInt8]
    let canvas: [UInt8]
    let width: Int
    let rect: ChangedRect
    /// The transparent index: the lowest one no pixel sent as a colour draws
    /// with, changed or planned as its colour (there is one: a palette has at
    /// most 255 colours). Were a planned colour transparent, the encoder
    /// would read the two as one symbol, and its strings would not be the plan's.
    let clear: UInt8
    /// Colours the opaque patch needs (its highest index + 1); each image
    /// carries only the entries up to its highest index, which keeps LZW
    /// codes as short as the image allows.
    let opaqueEntries: Int
    /// The lossy search's plan for the mixed patch, if any (see `PlannedFrame`).
    let unchangedAsColour: [Bool]?

    init(frame: [UInt8], canvas: [UInt8], width: Int, rect: ChangedRect, unchangedAsColour: [Bool]? = nil) {
        self.frame = frame; self.canvas = canvas; self.width = width; self.rect = rect
        self.unchangedAsColour = unchangedAsColour
        var drawn = [Bool](repeating: false, count: 256)
        var highest: UInt8 = 0
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
            let f = frame.baseAddress!, c = canvas.baseAddress!
            for row in rect.y..<rect.y + rect.height {
                let base = row * width + rect.x, end = base + rect.width
                for p in base..<end { highest = max(highest, f[p]) }
                var p = base
                while p < end {
                    let unchanged = ByteRuns.equal(f, c, from: p, to: end)
                    if let plan = unchangedAsColour {
                        for q in p..<p + unchanged where plan[q] { drawn[Int(f[q])] = true }
                    }
                    p &+= unchanged
                    if p < end { drawn[Int(f[p])] = true; p &+= 1 }
                }
            }
        }}
        clear = UInt8(drawn.firstIndex(of: false) ?? Palette.maxColors)
        opaqueEntries = Int(highest) + 1
    }

    /// Colours a patch with transparency needs.
    var holeyEntries: Int { max(opaqueEntries, Int(clear) + 1) }

    /// The patch to send: its colour count, transparent index and pixels,
    /// which `row` writes one row (of `rect.width`) at a time, into the
    /// image libgd encodes.
    struct Choice {
        var entries: Int
        var transparent: UInt8?
        var row: (_ index: Int, _ into: UnsafeMutablePointer<UInt8>) -> Void
    }

    /// The smallest of the three patches. A candidate is counted only until
    /// it can no longer win: the holey one first, then the mixed one while it
    /// may still be smaller, then the opaque one while it may still be no
    /// larger. A mixed choice reads its pixels from `scratch`.
    ///
    /// A patch the lossy search planned is the mixed one, sent as planned
    /// and not counted: the search chose its pixels for the strings they
    /// make, so another patch is seldom smaller, and then by a few bytes:
    /// not worth three counts of every frame.
    func smallest(_ scratch: FrameEncoder.Scratch) -> Choice {
        if let plan = unchangedAsColour {
            fillPlanned(scratch, plan)
            return mixedChoice(scratch)
        }
        // Nil once it is known to lose to the holey one.
        let holey = holeyCodes(scratch.holey, limit: .max)!
        let mixed = mixedCodes(scratch, limit: holey.total - 1)
        let mixedWins = mixed.map { $0.total < holey.total } ?? false
        let best = mixedWins ? mixed!.total : holey.total
        let (frame, canvas, width, rect, clear) = (self.frame, self.canvas, self.width, self.rect, self.clear)
        if let opaque = opaqueCodes(scratch.opaque, limit: best), opaque.total <= best {
            return Choice(entries: opaqueEntries, transparent: nil) { row, line in
                frame.withUnsafeBufferPointer { f in
                    line.update(from: f.baseAddress! + (rect.y + row) * width + rect.x, count: rect.width)
                }
            }
        }
        guard mixedWins else {
            return Choice(entries: holeyEntries, transparent: clear) { row, line in
                frame.withUnsafeBufferPointer { f in
                canvas.withUnsafeBufferPointer { c in
                    let base = (rect.y + row) * width + rect.x
                    for x in 0..<rect.width {
                        let new = f[base &+ x]
                        line[x] = c[base &+ x] == new ? clear : new
                    }
                }}
            }
        }
        return mixedChoice(scratch)
    }

    /// The mixed patch, its pixels as they are in `scratch`.
    private func mixedChoice(_ scratch: FrameEncoder.Scratch) -> Choice {
        let (pixels, rect) = (scratch.mixedPixels, self.rect)
        return Choice(entries: holeyEntries, transparent: clear) { row, line in
            line.update(from: pixels + row * rect.width, count: rect.width)
        }
    }

    /// The opaque patch sized, or nil once it must come to more than `limit`
    /// bits (checked at row ends, so a total above it may still come back).
    private func opaqueCodes(_ table: LZWStringTable, limit: Int) -> LZWCompressor? {
        frame.withUnsafeBufferPointer { frame in
            Self.codes(entries: opaqueEntries, table: table, limit: limit, rect: rect) { row in
                frame.baseAddress! + (rect.y + row) * width + rect.x
            }
        }
    }

    /// The rectangle's pixels as `row` gives them (row 0 first, `rect.width`
    /// each) sized as an image of `entries` colours, taking stretches of one
    /// value whole; nil once they must come to more than `limit` bits
    /// (checked at row ends).
    private static func codes(entries: Int, table: LZWStringTable, limit: Int, rect: ChangedRect,
                              row: (Int) -> UnsafePointer<UInt8>) -> LZWCompressor? {
        var size = LZWCompressor(codeBits: LZWCodes.codeBits(entries: entries), first: Int(row(0)[0]), table: table)
        for r in 0..<rect.height {
            let line = row(r)
            var x = r == 0 ? 1 : 0
            while x < rect.width {
                if size.runLength > 0 {
                    let v = size.runValue
                    let n = ByteRuns.value(UInt8(truncatingIfNeeded: v), in: line, from: x, to: rect.width)
                    if n > 0 { size.addRun(v, n); x &+= n; continue }
                }
                size.add(Int(line[x]))
                x &+= 1
            }
            if size.leastTotal > limit { return nil }
        }
        return size
    }

    /// The holey patch sized, or nil once it must come to more than `limit`
    /// bits (checked at row ends, as for the others).
    private func holeyCodes(_ table: LZWStringTable, limit: Int) -> LZWCompressor? {
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
            Self.holey(frame.baseAddress!, over: canvas.baseAddress!, width: width, in: rect, transparent: Int(clear),
                       codeBits: LZWCodes.codeBits(entries: holeyEntries), limit: limit, table: table)
        }}
    }

    /// Bits of `frame`'s rectangle `rect` with the pixels equal to `canvas`
    /// sent as `transparent`, counting every `rowStep`-th row only: an
    /// estimate, for `LossyPlanner` to weigh two canvases.
    static func holeyBits(_ f: UnsafePointer<UInt8>, over c: UnsafePointer<UInt8>, width: Int, in rect: ChangedRect,
                          transparent: Int, codeBits: Int, rowStep: Int, table: LZWStringTable) -> Int {
        holey(f, over: c, width: width, in: rect, transparent: transparent, codeBits: codeBits, rowStep: rowStep,
              limit: .max, table: table)!.total
    }

    /// `frame`'s rectangle `rect` with the pixels equal to `canvas` sent as
    /// `transparent` (every `rowStep`-th row only), sized; nil once it must
    /// come to more than `limit` bits (checked at row ends).
    private static func holey(_ f: UnsafePointer<UInt8>, over c: UnsafePointer<UInt8>, width: Int,
                              in rect: ChangedRect, transparent: Int, codeBits: Int, rowStep: Int = 1,
                              limit: Int, table: LZWStringTable) -> LZWCompressor? {
        let start = rect.y * width + rect.x
        var size = LZWCompressor(codeBits: codeBits, first: f[start] == c[start] ? transparent : Int(f[start]), table: table)
        for row in stride(from: rect.y, to: rect.y + rect.height, by: rowStep) {
            var p = row * width + rect.x + (row == rect.y ? 1 : 0)
            let end = row * width + rect.x + rect.width
            while p < end {
                if size.runLength > 0 {
                    let v = size.runValue
                    let n = v == transparent ? ByteRuns.equal(f, c, from: p, to: end)
                        : ByteRuns.changed(to: UInt8(truncatingIfNeeded: v), f, over: c, from: p, to: end)
                    if n > 0 { size.addRun(v, n); p &+= n; continue }
                }
                let new = f[p]
                size.add(new == c[p] ? transparent : Int(new))
                p &+= 1
            }
            if size.leastTotal > limit { return nil }
        }
        return size
    }

    /// The mixed patch sized, its pixels (`fillUnchangedStretches`) put in
    /// `scratch.mixedPixels`, or nil once it must come to more than `limit`
    /// bits (checked at row ends, as for the others).
    private func mixedCodes(_ scratch: FrameEncoder.Scratch, limit: Int) -> LZWCompressor? {
        let o = scratch.reserveMixedPixels(rect.width * rect.height)
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
            Self.fillUnchangedStretches(o, frame: frame.baseAddress!, canvas: canvas.baseAddress!, width: width, rect: rect, clear: clear)
        }}
        return Self.codes(entries: holeyEntries, table: scratch.mixed, limit: limit, rect: rect) { UnsafePointer(o + $0 * rect.width) }
    }

    /// Puts the mixed patch as the lossy search planned it in `scratch.mixedPixels`.
    private func fillPlanned(_ scratch: FrameEncoder.Scratch, _ plan: [Bool]) {
        let o = scratch.reserveMixedPixels(rect.width * rect.height)
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
        plan.withUnsafeBufferPointer { plan in
            let (f, c, a) = (frame.baseAddress!, canvas.baseAddress!, plan.baseAddress!)
            var i = 0
            for row in rect.y..<rect.y + rect.height {
                let base = row * width + rect.x
                for p in base..<base + rect.width {
                    o[i] = f[p] == c[p] && !a[p] ? clear : f[p]
                    i &+= 1
                }
            }
        }}}
    }

    /// How the mixed patch sends the pixels that look unchanged, those whose
    /// colour is already the canvas's: each may go as that colour or as
    /// transparent, and the two show the same.
    ///
    /// A stretch of them (in the order the GIF sends pixels, so it may go on
    /// past a row's end) that has one colour goes as that colour: it then
    /// extends the run of that colour around it, which transparency would
    /// break. A stretch of several colours goes as transparent, one run where
    /// its colours would be several; gifsicle's optimizer makes the same choice.
    /// Changed pixels go as they are.
    ///
    /// This writes the patch of `rect` (of `frame` over `canvas`, both `width`
    /// pixels wide) into `out`, row after row, with `clear` as transparent.
    static func fillUnchangedStretches(_ out: UnsafeMutablePointer<UInt8>, frame f: UnsafePointer<UInt8>,
                                       canvas c: UnsafePointer<UInt8>, width: Int, rect: ChangedRect, clear: UInt8) {
        var i = 0
        var start = -1  // where the stretch under way began in `out`; -1: none
        var colour: UInt8 = 0, several = false
        for row in rect.y..<rect.y + rect.height {
            var p = row * width + rect.x
            let end = p + rect.width
            while p < end {
                let unchanged = ByteRuns.equal(f, c, from: p, to: end)
                guard unchanged > 0 else {
                    out[i] = f[p]
                    start = -1
                    p &+= 1; i &+= 1
                    continue
                }
                if start < 0 { (start, colour, several) = (i, f[p], false) }
                if !several && ByteRuns.value(colour, in: f, from: p, to: p &+ unchanged) < unchanged {
                    several = true
                    (out + start).update(repeating: clear, count: i - start)
                }
                (out + i).update(repeating: several ? clear : colour, count: unchanged)
                p &+= unchanged; i &+= unchanged
            }
        }
    }
}
