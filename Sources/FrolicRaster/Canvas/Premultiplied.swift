import FrolicCore

/// Pixels inside the rasterizer are premultiplied ARGB packed as `0xAARRGGBB`:
/// premultiplied so that bilinear sampling, group opacity and source-over are
/// plain multiply-adds with no division, and packed so a pixel is one word.
/// Every channel is ≤ alpha, which keeps `over` from overflowing.
enum Premultiplied {
    /// All four channels times `k / 255`, exactly rounded, two channels per
    /// multiply (the 0x00FF00FF lane trick).
    @inline(__always) static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k
        rb = ((rb &+ 0x0080_0080 &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* k
        ag = (ag &+ 0x0080_0080 &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst·(1 − αsrc)`.
    @inline(__always) static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, 255 &- (src >> 24))
    }

    /// Packs premultiplied channels in 0…255 (already multiplied by alpha),
    /// clamping colour to alpha so rounding can never break the invariant.
    @inline(__always) static func pack(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> UInt32 {
        let a8 = UInt32(max(0, min(255, a + 0.5)))
        let r8 = min(a8, UInt32(max(0, min(255, r + 0.5))))
        let g8 = min(a8, UInt32(max(0, min(255, g + 0.5))))
        let b8 = min(a8, UInt32(max(0, min(255, b + 0.5))))
        return a8 << 24 | r8 << 16 | g8 << 8 | b8
    }

    /// A straight-alpha colour, premultiplied and packed; channels are clamped
    /// so out-of-range values from a scene never wrap.
    static func pack(_ c: Color, opacity: Double = 1) -> UInt32 {
        let a = clamp01(c.a) * clamp01(opacity)
        return pack(Float(clamp01(c.r) * a * 255), Float(clamp01(c.g) * a * 255),
                    Float(clamp01(c.b) * a * 255), Float(a * 255))
    }

    /// Back to a straight-alpha colour (transparent black stays black).
    static func color(_ p: UInt32) -> Color {
        let a = Double(p >> 24)
        guard a > 0 else { return .clear }
        return Color(Double((p >> 16) & 0xFF) / a, Double((p >> 8) & 0xFF) / a, Double(p & 0xFF) / a, a / 255)
    }

    @inline(__always) static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
}
