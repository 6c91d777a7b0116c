import Foundation

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

    /// One byte per pixel, 1 where smooth. A pixel whose neighbourhood (two
    /// pixels each way) is unchanged from `reference` keeps its mark, so a
    /// mostly still frame costs a few comparisons a pixel.
    static func marks(_ frame: Frame, reference: (frame: Frame, marks: [UInt8])? = nil) -> [UInt8] {
        let (width, height) = (frame.width, frame.height)
        let reference = reference.flatMap { $0.frame.width == width && $0.frame.height == height ? $0 : nil }
        var marks = reference?.marks ?? [UInt8](repeating: 0, count: frame.pixels.count)
        let stale = reference.map { changedNear(frame.pixels, $0.frame.pixels, width: width, height: height) } ?? []
        frame.pixels.withUnsafeBufferPointer { pixels in
        stale.withUnsafeBufferPointer { stale in
        marks.withUnsafeMutableBufferPointer { out in
            let copying = !stale.isEmpty
            for y in 0..<height {
                let row = y &* width
                var x = 0
                while x < width {
                    let i = row &+ x
                    if copying {
                        // Kept marks, eight at a time.
                        let kept = ByteRuns.value(0, in: stale.baseAddress!, from: i, to: row &+ width)
                        if kept > 0 { x &+= kept; continue }
                    }
                    out[i] = mark(pixels.baseAddress!, i, x: x, y: y, width: width, height: height)
                    x &+= 1
                }
            }
        }}}
        return marks
    }

    /// How far from a pixel its mark reads: a change there can change the mark.
    static let reach = 2

    /// The marks of the pixels in `area`, written into `marks`.
    static func mark(_ frame: Frame, in area: PixelRect, into marks: inout [UInt8]) {
        guard !area.isEmpty else { return }
        let (width, height) = (frame.width, frame.height)
        frame.pixels.withUnsafeBufferPointer { pixels in
        marks.withUnsafeMutableBufferPointer { out in
            for y in area.y0 ..< area.y1 {
                for x in area.x0 ..< area.x1 {
                    out[y &* width &+ x] = mark(pixels.baseAddress!, y &* width &+ x, x: x, y: y, width: width, height: height)
                }
            }
        }}
    }

    /// The mark of pixel `i`, at (`x`, `y`).
    @inline(__always)
    private static func mark(_ pixels: UnsafePointer<UInt32>, _ i: Int, x: Int, y: Int, width: Int, height: Int) -> UInt8 {
        let c = pixels[i] & 0xFF_FFFF
        let l = x > 0 ? pixels[i &- 1] & 0xFF_FFFF : c
        let r = x &+ 1 < width ? pixels[i &+ 1] & 0xFF_FFFF : c
        let u = y > 0 ? pixels[i &- width] & 0xFF_FFFF : c
        let d = y &+ 1 < height ? pixels[i &+ width] & 0xFF_FFFF : c
        let equal = (l == c ? 1 : 0) &+ (r == c ? 1 : 0) &+ (u == c ? 1 : 0) &+ (d == c ? 1 : 0)
        guard equal <= 2 && close(c, l) && close(c, r) && close(c, u) && close(c, d) else { return 0 }
        // A corner of a flat block: three in a row both ways.
        let across = (l == c && (r == c || (x > 1 && pixels[i &- 2] & 0xFF_FFFF == c)))
            || (r == c && x &+ 2 < width && pixels[i &+ 2] & 0xFF_FFFF == c)
        let down = (u == c && (d == c || (y > 1 && pixels[i &- 2 &* width] & 0xFF_FFFF == c)))
            || (d == c && y &+ 2 < height && pixels[i &+ 2 &* width] & 0xFF_FFFF == c)
        return across && down ? 0 : 1
    }

    /// 1 where a pixel within two rows and two columns differs between `a`
    /// and `b` (a square, a little more than the neighbourhood a mark reads;
    /// taken over the pixels in order, so a row's ends also see the next
    /// row's: more pixels marked again, never fewer).
    static func changedNear(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> [UInt8] {
        let count = a.count
        var changed = [UInt8](repeating: 0, count: count)
        var near = [UInt8](repeating: 0, count: count)
        a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
        changed.withUnsafeMutableBufferPointer { changed in
        near.withUnsafeMutableBufferPointer { near in
            let c = changed.baseAddress!, n = near.baseAddress!
            for i in 0..<count { c[i] = (a[i] ^ b[i]) & 0xFF_FFFF == 0 ? 0 : 1 }
            // Two pixels each way along the rows.
            spread(c, into: n, count: count, step: 1)
            // Two rows each way (back into `changed`, no longer needed).
            spread(n, into: c, count: count, step: width)
        }}}}
        return changed
    }

    /// `to[i]` = the OR of `from[i - 2·step ... i + 2·step]`, within bounds.
    private static func spread(_ from: UnsafePointer<UInt8>, into to: UnsafeMutablePointer<UInt8>, count: Int, step: Int) {
        let edge = min(count, 2 &* step)
        for i in 0..<edge {
            var any: UInt8 = 0
            var k = i &- min(i / step, 2) &* step
            while k <= min(count &- 1, i &+ 2 &* step) { any |= from[k]; k &+= step }
            to[i] = any
        }
        if count > 4 &* step {
            for i in (2 &* step)..<(count &- 2 &* step) {
                to[i] = from[i &- 2 &* step] | from[i &- step] | from[i] | from[i &+ step] | from[i &+ 2 &* step]
            }
        }
        for i in max(edge, count &- 2 &* step)..<count {
            var any: UInt8 = 0
            var k = i &- min(i / step, 2) &* step
            while k <= min(count &- 1, i &+ 2 &* step) { any |= from[k]; k &+= step }
            to[i] = any
        }
    }

    /// Each channel of `a` within `tolerance` of `b`'s.
    @inline(__always)
    static func close(_ a: UInt32, _ b: UInt32) -> Bool {
        let dr = Int32(a >> 16 & 0xFF) &- Int32(b >> 16 & 0xFF)
        let dg = Int32(a >> 8 & 0xFF) &- Int32(b >> 8 & 0xFF)
        let db = Int32(a & 0xFF) &- Int32(b & 0xFF)
        // |d| <= t as one unsigned comparison: d + t in 0...2t.
        let t = Int32(tolerance)
        return UInt32(bitPattern: dr &+ t) <= 2 * tolerance && UInt32(bitPattern: dg &+ t) <= 2 * tolerance
            && UInt32(bitPattern: db &+ t) <= 2 * tolerance
    }
}
