import CGD

/// The few process-wide libgd settings, made once however many threads render.
enum GD {
    /// Swift runs a global's initialiser exactly once, thread-safely.
    private static let ready: Bool = {
        // The font cache must exist before two threads call gdImageStringFT.
        _ = gdFontCacheSetup()
        // libgd prints libpng/libjpeg complaints to stderr; a corrupt picture is
        // reported by us as one `error:` line instead.
        gdSetErrorMethod { _, _, _ in }
        return true
    }()

    static func setUp() { _ = ready }

    /// gd's pixels (straight colour, 7-bit alpha with 127 transparent) as
    /// premultiplied ARGB; `im` must be truecolor.
    static func premultipliedPixels(of im: gdImagePtr) -> [UInt32] {
        let w = Int(im.pointee.sx), h = Int(im.pointee.sy)
        var out = [UInt32](repeating: 0, count: w * h)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0 ..< h {
                guard let row = im.pointee.tpixels[y] else { continue }
                for x in 0 ..< w {
                    let v = UInt32(bitPattern: row[x])
                    let a = ((127 - min(127, (v >> 24) & 0x7F)) * 255 + 63) / 127
                    // Parenthesised: in Swift `<<` binds tighter than `*` and `/`.
                    let r = (((v >> 16) & 0xFF) * a + 127) / 255
                    let g = (((v >> 8) & 0xFF) * a + 127) / 255
                    let b = ((v & 0xFF) * a + 127) / 255
                    o[y * w + x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return out
    }
}
