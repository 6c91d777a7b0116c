/// Which pixels of a truecolor frame lie in a smooth gradient: the ones a
/// palette bands (a blurred picture, a sky), where `ColorMapper`'s
/// `.gradients` dithering goes.
///
/// A pixel is smooth when each of its four neighbours is within `tolerance`
/// per channel (no edge, no texture: there a nudge would only add noise), at
/// most two of them are exactly its colour, and it is not on both a row and a
/// column of three pixels of its colour. The last two rules leave alone flat
/// areas and their borders — flat UI, a pixelated picture's blocks, whose edge
/// pixels have three equal neighbours and whose corners sit on two such runs —
/// which a palette does not band, while a gradient changes along at least one
/// axis at nearly every pixel. Outside the frame a pixel counts as its own
/// neighbour.
///
/// The marks depend only on the frame's pixels, so a still area is marked
/// alike in every frame and keeps its indices.
enum SmoothAreas {
    static let tolerance: UInt32 = 3

    /// One byte per pixel, 1 where smooth.
    static func marks(_ frame: Frame) -> [UInt8] {
        let (width, height) = (frame.width, frame.height)
        var marks = [UInt8](repeating: 0, count: frame.pixels.count)
        frame.pixels.withUnsafeBufferPointer { pixels in
        marks.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = y &* width
                for x in 0..<width {
                    let i = row &+ x
                    let c = pixels[i] & 0xFF_FFFF
                    let l = x > 0 ? pixels[i &- 1] & 0xFF_FFFF : c
                    let r = x &+ 1 < width ? pixels[i &+ 1] & 0xFF_FFFF : c
                    let u = y > 0 ? pixels[i &- width] & 0xFF_FFFF : c
                    let d = y &+ 1 < height ? pixels[i &+ width] & 0xFF_FFFF : c
                    var equal = 0
                    if l == c { equal &+= 1 }
                    if r == c { equal &+= 1 }
                    if u == c { equal &+= 1 }
                    if d == c { equal &+= 1 }
                    guard equal <= 2 && close(c, l) && close(c, r) && close(c, u) && close(c, d) else { continue }
                    // A corner of a flat block: three in a row both ways.
                    let across = (l == c && (r == c || (x > 1 && pixels[i &- 2] & 0xFF_FFFF == c)))
                        || (r == c && x &+ 2 < width && pixels[i &+ 2] & 0xFF_FFFF == c)
                    let down = (u == c && (d == c || (y > 1 && pixels[i &- 2 &* width] & 0xFF_FFFF == c)))
                        || (d == c && y &+ 2 < height && pixels[i &+ 2 &* width] & 0xFF_FFFF == c)
                    if !(across && down) { out[i] = 1 }
                }
            }
        }}
        return marks
    }

    /// Each channel of `a` within `tolerance` of `b`'s.
    @inline(__always)
    static func close(_ a: UInt32, _ b: UInt32) -> Bool {
        let dr = Int32(a >> 16 & 0xFF) &- Int32(b >> 16 & 0xFF)
        let dg = Int32(a >> 8 & 0xFF) &- Int32(b >> 8 & 0xFF)
        let db = Int32(a & 0xFF) &- Int32(b & 0xFF)
        return dr.magnitude <= tolerance && dg.magnitude <= tolerance && db.magnitude <= tolerance
    }
}
