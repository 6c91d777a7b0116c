/// Perceptual colour distance in the YIQ space, as pixelmatch measures it
/// (Kotsarenko & Ramos, 2010): brightness weighs about twice the two chroma
/// axes, so a change the eye barely sees scores low and a visible one high.
/// Frames are opaque, so pixelmatch's blending of alpha over white is not needed.
enum YIQ {
    /// The largest possible `delta` (black against white): distances are
    /// reported as `sqrt(|delta| / maxDelta)`, on the same 0…1 scale as the threshold.
    static let maxDelta = 35215.0

    @inline(__always) static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always) static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always) static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    @inline(__always) static func channels(_ p: UInt32) -> (Double, Double, Double) {
        (Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF))
    }

    /// Squared YIQ distance between two `0x00RRGGBB` pixels, negative when the
    /// second is darker (pixelmatch's sign convention; only the size matters here).
    @inline(__always) static func delta(_ a: UInt32, _ b: UInt32) -> Double {
        if a & 0xFF_FFFF == b & 0xFF_FFFF { return 0 }
        let (r1, g1, b1) = channels(a), (r2, g2, b2) = channels(b)
        let y1 = y(r1, g1, b1), y2 = y(r2, g2, b2)
        let dy = y1 - y2, di = i(r1, g1, b1) - i(r2, g2, b2), dq = q(r1, g1, b1) - q(r2, g2, b2)
        let d = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -d : d
    }

    /// Signed brightness difference only: what the anti-aliasing check compares.
    @inline(__always) static func brightnessDelta(_ a: UInt32, _ b: UInt32) -> Double {
        if a & 0xFF_FFFF == b & 0xFF_FFFF { return 0 }
        let (r1, g1, b1) = channels(a), (r2, g2, b2) = channels(b)
        return y(r1, g1, b1) - y(r2, g2, b2)
    }
}
