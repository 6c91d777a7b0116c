import FrolicCore

/// A rectangle of whole pixels, half-open: `x0 ..< x1`, `y0 ..< y1`.
struct PixelRect: Equatable {
    var x0, y0, x1, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    /// `width × height`, saturating: a degenerate transform can ask for a
    /// rectangle whose pixel count does not fit an `Int`.
    var pixelCount: Int {
        let (n, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? .max : n
    }

    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
    func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }

    /// The pixels whose centres lie inside a continuous rectangle, so a clip
    /// from x = 0 to x = 10 keeps pixels 0…9. Non-finite or huge values are
    /// clamped so a bad scene value cannot overflow an `Int` conversion.
    static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        PixelRect(x0: toInt((minX - 0.5).rounded(.up)), y0: toInt((minY - 0.5).rounded(.up)),
                  x1: toInt((maxX - 0.5).rounded(.up)), y1: toInt((maxY - 0.5).rounded(.up)))
    }

    /// Every pixel a continuous rectangle touches at all (for iteration bounds).
    static func touching(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
        PixelRect(x0: toInt(minX.rounded(.down)), y0: toInt(minY.rounded(.down)),
                  x1: toInt(maxX.rounded(.up)), y1: toInt(maxY.rounded(.up)))
    }

    /// Every pixel the corners' bounding box touches: where a transformed
    /// rectangle can land. Empty without corners.
    static func touching(corners: [Point]) -> PixelRect {
        guard var minX = corners.first?.x, var minY = corners.first?.y else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        var maxX = minX, maxY = minY
        // `<` and `>` as `Array.min()`/`max()` compare, so a NaN corner reads the same.
        for p in corners.dropFirst() {
            if p.x < minX { minX = p.x }
            if p.x > maxX { maxX = p.x }
            if p.y < minY { minY = p.y }
            if p.y > maxY { maxY = p.y }
        }
        return touching(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    @inline(__always) static func toInt(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? 1 << 40 : -(1 << 40) }
        return Int(max(-1e12, min(1e12, v)))
    }
}
