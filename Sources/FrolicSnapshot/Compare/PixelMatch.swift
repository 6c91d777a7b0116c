import FrolicRaster

/// pixelmatch's comparison (Mapbox, ISC), written in Swift for opaque frames:
/// a pixel is changed when its YIQ distance exceeds `threshold² · 35215`,
/// unless it sits on an anti-aliased edge in either frame (Vyšniauskas, 2009),
/// which is how a shape moved by a fraction of a pixel still matches.
/// Unlike pixelmatch, pixels that moved below the threshold are counted and
/// painted too: they do not fail, but they are not hidden.
package enum PixelMatch {
    /// Red for changes, yellow for anti-aliasing, and how strongly the expected
    /// frame shows through as grey (pixelmatch's `alpha`).
    static let changedColor: UInt32 = 0xFF0000
    static let antiAliasedColor: UInt32 = 0xFFFF00
    /// Pale blue for pixels that moved but stayed within the threshold, so a
    /// faint change is visible in the diff even when nothing counts.
    static let belowThresholdColor: UInt32 = 0x8CC8FF
    static let fade = 0.1

    /// Compares frames of equal size; returns nil when the sizes differ.
    package static func compare(expected: Frame, actual: Frame, options: DiffOptions = DiffOptions()) -> ImageDiff? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let width = expected.width, height = expected.height
        let limit = YIQ.maxDelta * options.threshold * options.threshold
        var out = [UInt32](repeating: 0, count: width * height)
        var changed = 0, antiAliased = 0, worst = 0.0, below = 0, worstBelow = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        expected.pixels.withUnsafeBufferPointer { a in
        actual.pixels.withUnsafeBufferPointer { b in
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let pa = a[i], pb = b[i]
                    let delta = pa & 0xFF_FFFF == pb & 0xFF_FFFF ? 0 : abs(YIQ.delta(pa, pb))
                    if delta > limit {
                        if !options.includeAntiAliased
                            && (antialiased(a, b, x, y, width, height) || antialiased(b, a, x, y, width, height)) {
                            antiAliased += 1
                            out[i] = antiAliasedColor
                        } else {
                            changed += 1
                            worst = max(worst, delta)
                            out[i] = changedColor
                            minX = min(minX, x); maxX = max(maxX, x)
                            minY = min(minY, y); maxY = max(maxY, y)
                        }
                    } else {
                        if delta > 0 {
                            below += 1; worstBelow = max(worstBelow, delta)
                            out[i] = belowThresholdColor
                        } else {
                            out[i] = faded(pa)
                        }
                    }
                }
            }
        }}
        let bounds = maxX < 0 ? nil : (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return ImageDiff(changedPixels: changed, antiAliasedPixels: antiAliased,
                         worstDistance: (worst / YIQ.maxDelta).squareRoot(),
                         belowThresholdPixels: below, worstBelowThreshold: (worstBelow / YIQ.maxDelta).squareRoot(),
                         changedBounds: bounds, image: Frame(width: width, height: height, pixels: out))
    }

    /// The expected pixel as a pale grey, so the red changes stand out but the
    /// reviewer still sees where they are.
    @inline(__always) static func faded(_ p: UInt32) -> UInt32 {
        let (r, g, b) = YIQ.channels(p)
        let v = UInt32(max(0, min(255, (255 + (YIQ.y(r, g, b) - 255) * fade).rounded())))
        return v << 16 | v << 8 | v
    }

    /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: it has
    /// at most two identical neighbours, lies between a darker and a brighter
    /// neighbour, and one of those extremes sits inside a flat area in both
    /// frames — the soft edge of a solid shape rather than detail of its own.
    static func antialiased(_ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
                            _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minPos = (0, 0), maxPos = (0, 0)
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = YIQ.brightnessDelta(center, image[y * width + x])
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minPos = (x, y)
                } else if delta > maxDelta {
                    maxDelta = delta; maxPos = (x, y)
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minPos.0, minPos.1, width, height) && hasManySiblings(other, minPos.0, minPos.1, width, height))
            || (hasManySiblings(image, maxPos.0, maxPos.1, width, height) && hasManySiblings(other, maxPos.0, maxPos.1, width, height))
    }

    /// Whether at least three neighbours (the frame's edge counts as one) have
    /// exactly the pixel's colour.
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1] & 0xFF_FFFF
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if image[y * width + x] & 0xFF_FFFF == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
