/// The changed rectangle of a frame over its canvas, and the three ways of
/// sending it that `FrameEncoder` ranks: the pixels as they are (`opaque`),
/// with the unchanged ones transparent (`holey`), or each unchanged one as
/// whichever helps LZW (`mixed`, by `DontCarePixels`).
///
/// Transparency wins where unchanged pixels are scattered among changed ones
/// (gradients, anti-aliased motion); plain cropped pixels win where holes
/// would only break long runs of flat colour; choosing per pixel with LZW in
/// mind beats both on most frames, but not all. The exact LZW size of all
/// three is counted in one pass over the rectangle, the mixed pixels chosen
/// on the way; only the smallest (ties: the earlier) is handed to libgd.
struct FramePatch {
    let frame: [UInt8]
    let canvas: [UInt8]
    let width: Int
    let rect: ChangedRect
    /// The transparent index: the lowest one no changed pixel draws with
    /// (there is one: a palette has at most 255 colours).
    let clear: UInt8
    /// Colours the opaque patch needs (its highest index + 1); each image
    /// carries only the entries up to its highest index, which keeps LZW
    /// codes as short as the image allows.
    let opaqueEntries: Int

    init(frame: [UInt8], canvas: [UInt8], width: Int, rect: ChangedRect) {
        self.frame = frame; self.canvas = canvas; self.width = width; self.rect = rect
        var drawn = [Bool](repeating: false, count: 256)
        var highest: UInt8 = 0
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
            for row in rect.y..<rect.y + rect.height {
                let base = row * width
                for p in base + rect.x..<base + rect.x + rect.width {
                    let new = frame[p]
                    highest = max(highest, new)
                    if canvas[p] != new { drawn[Int(new)] = true }
                }
            }
        }}
        clear = UInt8(drawn.firstIndex(of: false) ?? Palette.maxColors)
        opaqueEntries = Int(highest) + 1
    }

    /// Colours a patch with transparency needs.
    var holeyEntries: Int { max(opaqueEntries, Int(clear) + 1) }

    struct Choice {
        var pixels: [UInt8]
        var entries: Int
        var transparent: UInt8?
    }

    /// The exact LZW size in bits of the opaque, holey and mixed patches, and the mixed pixels.
    func sizes(_ scratch: FrameEncoder.Scratch) -> (opaque: Int, holey: Int, mixed: Int, mixedPixels: [UInt8]) {
        let count = rect.width * rect.height
        var mixedPixels = [UInt8](repeating: 0, count: count)
        let holeBits = LZWSize.codeBits(entries: holeyEntries)
        let start = rect.y * width + rect.x
        let clear = self.clear, clearCode = Int(clear)
        var opaque = LZWSize(codeBits: LZWSize.codeBits(entries: opaqueEntries), first: Int(frame[start]),
                             dictionary: scratch.opaque)
        var holey = LZWSize(codeBits: holeBits, first: frame[start] == canvas[start] ? clearCode : Int(frame[start]),
                            dictionary: scratch.holey)
        var mixed = DontCarePixels(clear: clear, codeBits: holeBits, first: frame[start], dictionary: scratch.mixed)
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
        mixedPixels.withUnsafeMutableBufferPointer { out in
            out[0] = frame[start]
            var i = 0
            for row in rect.y..<rect.y + rect.height {
                let base = row * width + rect.x
                // The first pixel started the strings.
                for p in (row == rect.y ? base + 1 : base)..<base + rect.width {
                    i &+= 1
                    let new = frame[p]
                    let free = canvas[p] == new
                    opaque.add(Int(new))
                    holey.add(free ? clearCode : Int(new))
                    out[i] = mixed.choose(own: new, free: free)
                }
            }
        }}}
        return (opaque.total, holey.total, mixed.size.total, mixedPixels)
    }

    /// The smallest of the three patches.
    func smallest(_ scratch: FrameEncoder.Scratch) -> Choice {
        let s = sizes(scratch)
        if s.opaque <= s.holey && s.opaque <= s.mixed {
            return Choice(pixels: crop(holes: false), entries: opaqueEntries, transparent: nil)
        }
        if s.holey <= s.mixed {
            return Choice(pixels: crop(holes: true), entries: holeyEntries, transparent: clear)
        }
        return Choice(pixels: s.mixedPixels, entries: holeyEntries, transparent: clear)
    }

    /// The rectangle's pixels, the unchanged ones as `clear` when `holes`.
    private func crop(holes: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height)
        frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
        out.withUnsafeMutableBufferPointer { out in
            var i = 0
            for row in rect.y..<rect.y + rect.height {
                let base = row * width + rect.x
                for p in base..<base + rect.width {
                    out[i] = holes && canvas[p] == frame[p] ? clear : frame[p]
                    i += 1
                }
            }
        }}}
        return out
    }
}
