import FrolicCore

/// A clip rectangle with rounded corners, for a group drawn straight onto
/// the canvas: the group is painted clipped to the rectangle, then each
/// pixel of the corner squares takes back what was under it in proportion
/// to how much of it lies outside the arc. Each pixel is worked out on its
/// own, so a damaged rectangle painted alone gets the whole frame's pixels.
struct RoundedClip {
    let shape: ShapeGeometry
    /// The corner squares, in the canvas's pixels, inside what shows.
    let corners: [PixelRect]

    init(_ rect: Rect, radius: Double, scale: Double, canvas: Canvas, visible: PixelRect) {
        let ox = Double(canvas.originX), oy = Double(canvas.originY)
        let hx = rect.width * scale / 2, hy = rect.height * scale / 2
        let r = min(max(0, radius * scale), hx, hy)
        let cx = rect.center.x * scale - ox, cy = rect.center.y * scale - oy
        shape = .roundedRect(cx: cx, cy: cy, hx: hx, hy: hy, radius: r)
        let x0 = cx - hx, y0 = cy - hy, x1 = cx + hx, y1 = cy + hy
        corners = [(x0, y0), (x1 - r, y0), (x0, y1 - r), (x1 - r, y1 - r)]
            .map { PixelRect.touching(minX: $0.0, minY: $0.1, maxX: $0.0 + r, maxY: $0.1 + r).intersection(visible) }
            .filter { !$0.isEmpty }
    }

    func draw(into canvas: inout Canvas, _ paint: (inout Canvas) throws -> Void) rethrows {
        let w = canvas.width
        let saved = corners.map { c in
            (c.y0 ..< c.y1).flatMap { y in canvas.pixels[(y * w + c.x0) ..< (y * w + c.x1)] }
        }
        try paint(&canvas)
        for (c, before) in zip(corners, saved) {
            var i = 0
            for y in c.y0 ..< c.y1 {
                for x in c.x0 ..< c.x1 {
                    let cov = ShapeRasterizer.coverage(shape.signedDistance(Double(x) + 0.5, Double(y) + 0.5))
                    let k = y * w + x
                    if cov < 1 {
                        let keep = UInt32(cov * 255 + 0.5)
                        canvas.pixels[k] = Premultiplied.scale(canvas.pixels[k], keep) &+ Premultiplied.scale(before[i], 255 - keep)
                    }
                    i += 1
                }
            }
        }
    }
}
