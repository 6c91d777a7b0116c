/// How a frame's mixed patch (`FramePatch`) sends the pixels that look
/// unchanged, those whose colour is already the canvas's: each may go as
/// that colour or as transparent, and the two show the same.
///
/// A stretch of them (in the order the GIF sends pixels, so it may go on
/// past a row's end) that has one colour goes as that colour: it then
/// extends the run of that colour around it, which transparency would
/// break. A stretch of several colours goes as transparent, one run where
/// its colours would be several; gifsicle's optimizer makes the same choice.
/// Changed pixels go as they are.
///
/// Choosing pixel by pixel whatever the LZW table already knows (greedy)
/// makes every example bigger, up to 2.7 %, for the same pixels shown, and
/// loses pixel-header's scrolling frames to the plain patch.
enum UnchangedStretches {
    /// Writes the patch of `rect` (of `frame` over `canvas`, both `width`
    /// pixels wide) into `out`, row after row, with `clear` as transparent.
    static func fill(_ out: UnsafeMutablePointer<UInt8>, frame f: UnsafePointer<UInt8>, canvas c: UnsafePointer<UInt8>,
                     width: Int, rect: ChangedRect, clear: UInt8) {
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
