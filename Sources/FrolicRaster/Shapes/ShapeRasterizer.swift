/// Fills and strokes rounded rectangles and ellipses with analytic coverage.
/// The stroke is centred on the edge: the shape grown by half the line width
/// minus the shape shrunk by it, so fill and stroke meet without a seam.
enum ShapeRasterizer {
    /// `fill` and `stroke` are premultiplied colours (0 = none); `lineWidth`
    /// is in buffer pixels.
    static func draw(_ shape: ShapeGeometry, fill: UInt32, stroke: UInt32, lineWidth: Double,
                     into canvas: inout Canvas, clip: PixelRect) {
        let half = stroke >> 24 != 0 && lineWidth > 0 ? lineWidth / 2 : 0
        let (bx0, by0, bx1, by1): (Double, Double, Double, Double)
        switch shape {
        case let .roundedRect(cx, cy, hx, hy, _): (bx0, by0, bx1, by1) = (cx - hx, cy - hy, cx + hx, cy + hy)
        case let .ellipse(cx, cy, rx, ry): (bx0, by0, bx1, by1) = (cx - rx, cy - ry, cx + rx, cy + ry)
        }
        guard bx0.isFinite, by0.isFinite, bx1.isFinite, by1.isFinite, half.isFinite else { return }
        let area = PixelRect.touching(minX: bx0 - half - 1, minY: by0 - half - 1, maxX: bx1 + half + 1, maxY: by1 + half + 1)
            .intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }

        // Sharp rectangles take the exact box coverage; everything else the distance.
        var sharp: (cx: Double, cy: Double, hx: Double, hy: Double)?
        if case let .roundedRect(cx, cy, hx, hy, r) = shape, r <= 0 { sharp = (cx, cy, hx, hy) }

        let w = canvas.width
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0 ..< area.y1 {
                let fy = Double(y) + 0.5
                for x in area.x0 ..< area.x1 {
                    let fillCov: Double, outerCov: Double, innerCov: Double
                    if let s = sharp {
                        fillCov = ShapeGeometry.boxCoverage(x, y, cx: s.cx, cy: s.cy, hx: s.hx, hy: s.hy, grow: 0)
                        if half > 0 {
                            outerCov = ShapeGeometry.boxCoverage(x, y, cx: s.cx, cy: s.cy, hx: s.hx, hy: s.hy, grow: half)
                            innerCov = ShapeGeometry.boxCoverage(x, y, cx: s.cx, cy: s.cy, hx: s.hx, hy: s.hy, grow: -half)
                        } else { outerCov = 0; innerCov = 0 }
                    } else {
                        let d = shape.signedDistance(Double(x) + 0.5, fy)
                        fillCov = coverage(d)
                        outerCov = half > 0 ? coverage(d - half) : 0
                        innerCov = half > 0 ? coverage(d + half) : 0
                    }
                    let i = y * w + x
                    if fillCov > 0, fill >> 24 != 0 {
                        px[i] = blend(fill, fillCov, px[i])
                    }
                    let strokeCov = outerCov - innerCov
                    if strokeCov > 0 {
                        px[i] = blend(stroke, strokeCov, px[i])
                    }
                }
            }
        }
    }

    @inline(__always) static func coverage(_ d: Double) -> Double { min(1, max(0, 0.5 - d)) }

    @inline(__always) static func blend(_ color: UInt32, _ cov: Double, _ dst: UInt32) -> UInt32 {
        if cov >= 1 { return color >> 24 == 255 ? color : Premultiplied.over(color, dst) }
        return Premultiplied.over(Premultiplied.scale(color, UInt32(cov * 255 + 0.5)), dst)
    }
}
