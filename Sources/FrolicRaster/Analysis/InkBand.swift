/// A run of rows holding ink, with background rows above and below it, and
/// what its box holds: how much of it is ink, how much one colour fills, how
/// tall its glyphs are. Pixels, rows `top..<bottom`, columns `left..<right`.
struct InkBand: Hashable, Sendable {
    var top: Int
    var bottom: Int
    var left: Int
    var right: Int
    /// Ink pixels over the box's pixels.
    var coverage: Double
    /// The most common ink colour's pixels over the box's: near 1 for a box
    /// filled with a colour of its own (a card, a bar), small for text and photos.
    var fillShare: Double
    /// The height of ink in a column that three columns in four do not pass
    /// (columns filled solid left out): the size of the text, ascenders
    /// included, taller for headings. 0 with no glyph columns.
    var glyphSize: Int

    var height: Int { bottom - top }

    /// The band of rows `top..<bottom` of `mask`, measured.
    init(top: Int, bottom: Int, mask: InkMask, pixels: [UInt32]) {
        self.top = top
        self.bottom = bottom
        let w = mask.width
        var left = w, right = 0, inkCount = 0
        var columnTop = [Int](repeating: Int.max, count: w), columnBottom = [Int](repeating: -1, count: w)
        var columnInk = [Int](repeating: 0, count: w)
        var colours = [Int](repeating: 0, count: 1 << 15)
        for y in top ..< bottom where mask.rowInk[y] > 0 {
            for x in 0 ..< w where mask[x, y] {
                left = min(left, x); right = max(right, x + 1)
                if columnTop[x] == Int.max { columnTop[x] = y }
                columnBottom[x] = y
                columnInk[x] += 1
                colours[BackgroundColor.bucket(pixels[y * w + x])] += 1
                inkCount += 1
            }
        }
        if right <= left { left = 0; right = 0 }
        self.left = left
        self.right = right
        let area = Double(max(1, (right - left) * (bottom - top)))
        coverage = Double(inkCount) / area
        fillShare = Double(colours.max() ?? 0) / area
        var extents: [Int] = []
        for x in left ..< right where columnInk[x] > 0 {
            let extent = columnBottom[x] - columnTop[x] + 1
            // A column of a filled box (a code span's background), not of a glyph.
            if Double(columnInk[x]) > 0.8 * Double(extent), Double(extent) > 0.6 * Double(bottom - top) { continue }
            extents.append(extent)
        }
        extents.sort()
        glyphSize = extents.isEmpty ? 0 : extents[extents.count * 3 / 4]
    }
}
