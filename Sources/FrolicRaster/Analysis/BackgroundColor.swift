/// A screenshot's background: the most common colour of its margins, the
/// strips down its left and right sides (white cards on a grey page cover
/// more of the screen than the page does, but not its margins). Colours are
/// counted in buckets of 8 levels a channel, so that a faint gradient or
/// dither still counts as one colour, and the winner is the average of its
/// bucket's pixels there.
enum BackgroundColor {
    /// Each margin is this fraction of the width (12 points of a phone's 393).
    static let margin = 1.0 / 32

    /// The background of opaque premultiplied ARGB `pixels`, `width` a row
    /// (ties: the lower bucket).
    static func of(_ pixels: [UInt32], width: Int) -> UInt32 {
        guard !pixels.isEmpty, width > 0 else { return 0xFFFF_FFFF }
        let side = max(1, Int(Double(width) * margin))
        let columns = Array(0 ..< min(side, width)) + Array(max(side, width - side) ..< width)
        let rows = pixels.count / width
        var counts = [Int](repeating: 0, count: 1 << 15)
        pixels.withUnsafeBufferPointer { p in
            for y in 0 ..< rows { for x in columns { counts[bucket(p[y * width + x])] += 1 } }
        }
        var best = 0
        for b in counts.indices where counts[b] > counts[best] { best = b }
        var r = 0, g = 0, bl = 0, n = 0
        pixels.withUnsafeBufferPointer { p in
            for y in 0 ..< rows {
                for x in columns where bucket(p[y * width + x]) == best {
                    let px = p[y * width + x]
                    r += Int((px >> 16) & 0xFF); g += Int((px >> 8) & 0xFF); bl += Int(px & 0xFF); n += 1
                }
            }
        }
        let mean = { (sum: Int) in UInt32((sum + n / 2) / n) }
        return 0xFF00_0000 | mean(r) << 16 | mean(g) << 8 | mean(bl)
    }

    /// 5 bits a channel: `0bRRRRRGGGGGBBBBB`.
    @inline(__always) static func bucket(_ px: UInt32) -> Int {
        Int((px >> 19) & 0x1F) << 10 | Int((px >> 11) & 0x1F) << 5 | Int((px >> 3) & 0x1F)
    }
}
