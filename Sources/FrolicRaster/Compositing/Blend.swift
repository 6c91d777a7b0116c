import FrolicCore

/// The blend modes on premultiplied packed pixels (`Premultiplied`). Both
/// light modes keep every channel at most its alpha: plus clips colour and
/// alpha alike at 255, and screen is increasing in both arguments.
enum Blend {
    /// `src` onto `dst` by `mode`.
    @inline(__always) static func apply(_ mode: BlendMode, _ src: UInt32, _ dst: UInt32) -> UInt32 {
        switch mode {
        case .normal: return src >> 24 == 255 ? src : Premultiplied.over(src, dst)
        case .add: return plus(src, dst)
        case .screen: return screen(src, dst)
        }
    }

    /// Porter–Duff plus: each channel `min(255, s + d)`.
    @inline(__always) static func plus(_ s: UInt32, _ d: UInt32) -> UInt32 {
        // Two lanes of 9 bits per half: a carry into bit 8 marks a channel to clip.
        let rb = (s & 0x00FF_00FF) &+ (d & 0x00FF_00FF)
        let ag = ((s >> 8) & 0x00FF_00FF) &+ ((d >> 8) & 0x00FF_00FF)
        let rbClip = ((rb & 0x0100_0100) >> 8) &* 0xFF, agClip = ((ag & 0x0100_0100) >> 8) &* 0xFF
        return ((rb | rbClip) & 0x00FF_00FF) | (((ag | agClip) & 0x00FF_00FF) << 8)
    }

    /// Screen: each channel `s + d − s·d/255`, exactly rounded.
    @inline(__always) static func screen(_ s: UInt32, _ d: UInt32) -> UInt32 {
        @inline(__always) func ch(_ shift: UInt32) -> UInt32 {
            let a = (s >> shift) & 0xFF, b = (d >> shift) & 0xFF
            let t = a &* b &+ 128
            return a &+ b &- ((t &+ (t >> 8)) >> 8)
        }
        let alpha = ch(24)
        return alpha << 24 | min(alpha, ch(16)) << 16 | min(alpha, ch(8)) << 8 | min(alpha, ch(0))
    }
}
