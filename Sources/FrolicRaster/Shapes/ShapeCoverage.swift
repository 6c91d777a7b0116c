/// Coverage of a pixel by a filled shape, computed analytically at the pixel
/// centre from a signed distance (negative inside, in pixels): a straight edge
/// crossing a pixel at distance d from its centre covers `0.5 − d` of it, which
/// is exact for axis-aligned edges and within a hair for curves. Sub-pixel
/// moves therefore change edge pixels smoothly instead of jumping.
enum ShapeGeometry {
    /// A rounded rectangle (radius 0: a sharp one) or an ellipse, centred at
    /// (cx, cy) with half extents (hx, hy), all in buffer pixels.
    case roundedRect(cx: Double, cy: Double, hx: Double, hy: Double, radius: Double)
    case ellipse(cx: Double, cy: Double, rx: Double, ry: Double)

    @inline(__always) func signedDistance(_ x: Double, _ y: Double) -> Double {
        switch self {
        case let .roundedRect(cx, cy, hx, hy, r):
            let qx = abs(x - cx) - hx + r, qy = abs(y - cy) - hy + r
            let ox = max(qx, 0), oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
        case let .ellipse(cx, cy, rx, ry):
            let px = x - cx, py = y - cy
            if rx == ry { return (px * px + py * py).squareRoot() - rx }
            // Inigo Quilez's first-order ellipse distance: f / |∇f| scaled so the
            // value is in pixels near the boundary, which is all AA needs.
            let ax = px / rx, ay = py / ry
            let k0 = (ax * ax + ay * ay).squareRoot()
            let bx = px / (rx * rx), by = py / (ry * ry)
            let k1 = (bx * bx + by * by).squareRoot()
            return k1 > 0 ? k0 * (k0 - 1) / k1 : -min(rx, ry)
        }
    }

    /// Fraction of the pixel with integer corner (x, y) covered by a sharp
    /// rectangle grown by `grow` pixels on every side: exact box-filter area,
    /// so pixel-aligned rectangles get no anti-aliasing bleed at all.
    @inline(__always) static func boxCoverage(_ x: Int, _ y: Int, cx: Double, cy: Double,
                                               hx: Double, hy: Double, grow: Double) -> Double {
        let ex = hx + grow, ey = hy + grow
        guard ex > 0, ey > 0 else { return 0 }
        let px = Double(x), py = Double(y)
        let cvx = max(0, min(px + 1, cx + ex) - max(px, cx - ex))
        let cvy = max(0, min(py + 1, cy + ey) - max(py, cy - ey))
        return min(1, cvx) * min(1, cvy)
    }
}
