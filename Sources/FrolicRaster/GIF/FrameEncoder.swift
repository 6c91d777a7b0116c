import FrolicCore

/// Encodes one frame of the GIF (graphic control extension + image) from the
/// frame and the canvas it is drawn over, with nothing else: no state, so the
/// writer can encode a batch of frames at once and only append them in order.
///
/// After the first, a frame is cropped to the rectangle that changed against
/// the canvas; inside it, unchanged pixels are sent as they are, as
/// transparent, or each as whichever helps LZW (`DontCarePixels`), by what
/// encodes smallest. Once drawn, the canvas is exactly the frame, so the
/// canvas under a frame is simply the frame written before it.
struct FrameEncoder: Sendable {
    let path: String
    let width: Int
    let height: Int
    let palette: Palette
    /// Palette entries the frames may use (an empty palette still gets black).
    let colorCount: Int

    /// `canvas` is nil for the first frame, which is sent whole.
    func encode(_ frame: IndexedFrame, over canvas: [UInt8]?, delay: Int) throws -> [UInt8] {
        if let bad = frame.indices.first(where: { Int($0) >= colorCount }) {
            throw FrolicError(file: path, field: "-o", "frame uses colour index \(bad), the palette has \(palette.colors.count) colours")
        }
        guard let canvas else {
            let whole = PaletteImage.Placement(left: 0, top: 0, width: width, height: height)
            return try libgd { try PaletteImage.encode(frame.indices, at: whole, palette: palette,
                                                       entries: Int(frame.indices.max() ?? 0) + 1,
                                                       transparent: nil, delay: delay) }
        }
        // A frame equal to the canvas can only follow a merged-away short frame;
        // it still needs writing to carry its delay, as one unchanged pixel.
        let rect = ChangedRect(from: canvas, to: frame.indices, width: width, height: height)
            ?? ChangedRect(x: 0, y: 0, width: 1, height: 1)
        // The transparent index is the lowest one this image does not draw with
        // (there is one: a palette has at most 255 colours), and each image
        // carries only the entries up to its highest index: both keep LZW codes
        // as short as the image allows.
        let (opaque, holey, clear) = Self.patches(of: frame.indices, over: canvas, width: width, rect: rect)

        // Transparency wins where unchanged pixels are scattered among changed
        // ones (gradients, anti-aliased motion); plain cropped pixels win where
        // holes would only break long runs of flat colour; choosing per pixel
        // with LZW in mind beats both on most frames, but not all. Rank the
        // three by their exact LZW size and let libgd encode only the smallest
        // (ties: the earlier).
        let place = PaletteImage.Placement(left: rect.x, top: rect.y, width: rect.width, height: rect.height)
        let plainEntries = Int(opaque.max() ?? 0) + 1
        let holeEntries = max(plainEntries, Int(clear) + 1)
        let holeBits = LZWSize.codeBits(entries: holeEntries)
        let mixed = DontCarePixels.choose(opaque: opaque, holey: holey, clear: clear, codeBits: holeBits)
        let candidates: [(pixels: [UInt8], entries: Int, transparent: UInt8?)] = [
            (opaque, plainEntries, nil), (holey, holeEntries, clear), (mixed, holeEntries, clear),
        ]
        let sizes = candidates.map { LZWSize.bits(of: $0.pixels, codeBits: LZWSize.codeBits(entries: $0.entries)) }
        let best = candidates[sizes.indices.min { sizes[$0] < sizes[$1] } ?? 0]
        return try libgd { try PaletteImage.encode(best.pixels, at: place, palette: palette, entries: best.entries,
                                                   transparent: best.transparent, delay: delay) }
    }

    /// libgd running out of memory is a `FrolicError` line like every other write failure.
    private func libgd(_ encode: () throws -> [UInt8]) throws -> [UInt8] {
        do { return try encode() } catch is PaletteImageError {
            throw FrolicError(file: path, field: "-o", "cannot write: out of memory")
        }
    }

    /// The changed rectangle of `indices` twice: as it is (`opaque`) and with
    /// the pixels that equal `canvas` set to `clear`, the lowest index no changed
    /// pixel uses.
    private static func patches(of indices: [UInt8], over canvas: [UInt8], width: Int,
                                rect: ChangedRect) -> (opaque: [UInt8], holey: [UInt8], clear: UInt8) {
        let count = rect.width * rect.height
        var opaque = [UInt8](repeating: 0, count: count)
        var changed = [Bool](repeating: false, count: count)
        var drawn = [Bool](repeating: false, count: 256)
        indices.withUnsafeBufferPointer { source in
        canvas.withUnsafeBufferPointer { canvas in
        opaque.withUnsafeMutableBufferPointer { opaque in
        changed.withUnsafeMutableBufferPointer { changed in
            for row in 0..<rect.height {
                let base = (rect.y + row) * width + rect.x, out = row * rect.width
                for col in 0..<rect.width {
                    let new = source[base + col]
                    opaque[out + col] = new
                    if canvas[base + col] != new {
                        changed[out + col] = true
                        drawn[Int(new)] = true
                    }
                }
            }
        }}}}
        let clear = UInt8(drawn.firstIndex(of: false) ?? Palette.maxColors)
        var holey = opaque
        holey.withUnsafeMutableBufferPointer { holey in
            changed.withUnsafeBufferPointer { changed in
                for i in 0..<count where !changed[i] { holey[i] = clear }
            }
        }
        return (opaque, holey, clear)
    }
}
