/// Picks, for every pixel a frame may show either way (unchanged since the
/// previous frame, its own colour and the transparent index look the same),
/// the value that lets LZW match longer strings.
///
/// It runs the GIF encoder's string table alongside (same code size, same
/// reset at 4096 codes as libgd's compressor) and, at a free pixel, continues
/// the current string with a value the table already knows — the one that
/// keeps a run going first; when it knows neither, it repeats the value it
/// sent last if it can. Greedy, so not optimal, but it never changes what the
/// frame shows; libgd then encodes the chosen pixels as usual. (gifsicle -O3
/// makes a similar choice inside its own encoder.)
enum DontCarePixels {
    /// `holey` holds `clear` exactly where the pixel is free to be `clear` or
    /// its `opaque` value; `codeBits` is the LZW minimum code size.
    static func choose(opaque: [UInt8], holey: [UInt8], clear: UInt8, codeBits: Int) -> [UInt8] {
        guard !opaque.isEmpty else { return holey }
        var out = holey
        let firstFree = (1 << codeBits) + 2
        let dictionary = LZWDictionary()
        var nextCode = firstFree
        out.withUnsafeMutableBufferPointer { out in
        opaque.withUnsafeBufferPointer { opaque in
            if out[0] == clear { out[0] = opaque[0] }
            var current = Int(out[0])
            var previous = out[0]
            for i in 1..<out.count {
                var chosen = out[i]
                if chosen == clear {
                    let own = opaque[i]
                    // Keep a run going first, then any string the table knows.
                    let (first, second) = previous == clear ? (clear, own) : (own, clear)
                    if let code = dictionary.code(current, Int(first)) {
                        current = code; out[i] = first; previous = first; continue
                    }
                    if let code = dictionary.code(current, Int(second)) {
                        current = code; out[i] = second; previous = second; continue
                    }
                    chosen = own == previous ? own : clear
                } else if let code = dictionary.code(current, Int(chosen)) {
                    current = code; previous = chosen; continue
                }
                out[i] = chosen
                if nextCode < 4096 {
                    dictionary.insert(current, Int(chosen), code: nextCode)
                    nextCode += 1
                } else {
                    dictionary.removeAll()
                    nextCode = firstFree
                }
                current = Int(chosen)
                previous = chosen
            }
        }}
        return out
    }
}
