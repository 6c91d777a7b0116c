import FrolicCore

/// The `ink` colours of a region's fragments: the region cut into a
/// `grid × grid` of parts (column by column, as UIViewXXYBoom numbers its
/// fragments), each part read at up to `samplesPerPart` samples a side.
enum BoomInk {
    /// Samples a part side at most: enough for a stroke of text to keep its
    /// colour in one sample, few enough for a large region to read quickly.
    static let samplesPerPart = 16
    /// A part whose average is at least this far from the hole is mostly
    /// something of its own (a picture, a filled box) and takes its average;
    /// a part with nothing this far from the hole is background.
    static let ownColour = 0.25, inkDistance = 0.03

    static func colors(in region: Rect, grid g: Int, hole: Color, backdrop: BackdropView, pictures: PictureSource) throws -> [Color] {
        let density = backdrop.picture.map { $0.pixels.width / max(1, $0.frame.width) } ?? 1
        let partWidth = region.width / Double(g), partHeight = region.height / Double(g)
        let kx = min(samplesPerPart, max(1, Int((partWidth * density).rounded(.up))))
        let ky = min(samplesPerPart, max(1, Int((partHeight * density).rounded(.up))))
        let width = g * kx, height = g * ky
        let px = try backdrop.colors(in: region, width: width, height: height, pictures: pictures)
        return (0 ..< g).flatMap { i in
            (0 ..< g).map { j in
                var farthest = hole, far = -1.0
                var r = 0.0, gr = 0.0, b = 0.0
                for y in j * ky ..< (j + 1) * ky {
                    for x in i * kx ..< (i + 1) * kx {
                        let c = px[y * width + x]
                        r += c.r; gr += c.g; b += c.b
                        let d = distance(c, hole)
                        if d > far { far = d; farthest = c }
                    }
                }
                let n = Double(kx * ky)
                let mean = Color(r / n, gr / n, b / n)
                if distance(mean, hole) >= ownColour { return mean }
                return far >= inkDistance ? farthest : hole
            }
        }
    }

    /// The largest channel difference.
    static func distance(_ a: Color, _ b: Color) -> Double {
        max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
    }
}
