/// Box-filter resize of premultiplied pixels: every destination pixel is the
/// exact area-weighted average of the source pixels under it. Used for mips and
/// for `PictureSource.resampled`. Written here rather than with
/// `gdImageCopyResampled` because that works on gd's 7-bit, straight alpha and
/// would darken and band the edges of soft, transparent pictures.
enum AreaResample {
    static func resample(_ src: [UInt32], _ w: Int, _ h: Int, to dw: Int, _ dh: Int) -> [UInt32] {
        guard w > 0, h > 0, dw > 0, dh > 0 else { return [] }
        let cols = spans(from: w, to: dw), rows = spans(from: h, to: dh)
        // Horizontal pass into floats (4 channels), then vertical.
        var mid = [Float](repeating: 0, count: dw * h * 4)
        src.withUnsafeBufferPointer { s in
            mid.withUnsafeMutableBufferPointer { m in
                for y in 0 ..< h {
                    for (dx, span) in cols.enumerated() {
                        var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                        for (k, wt) in span.weights.enumerated() {
                            let p = s[y * w + span.start + k]
                            a += wt * Float(p >> 24); r += wt * Float((p >> 16) & 0xFF)
                            g += wt * Float((p >> 8) & 0xFF); b += wt * Float(p & 0xFF)
                        }
                        let o = (y * dw + dx) * 4
                        m[o] = a; m[o + 1] = r; m[o + 2] = g; m[o + 3] = b
                    }
                }
            }
        }
        var out = [UInt32](repeating: 0, count: dw * dh)
        mid.withUnsafeBufferPointer { m in
            out.withUnsafeMutableBufferPointer { o in
                for (dy, span) in rows.enumerated() {
                    for x in 0 ..< dw {
                        var a: Float = 0, r: Float = 0, g: Float = 0, b: Float = 0
                        for (k, wt) in span.weights.enumerated() {
                            let i = ((span.start + k) * dw + x) * 4
                            a += wt * m[i]; r += wt * m[i + 1]; g += wt * m[i + 2]; b += wt * m[i + 3]
                        }
                        o[dy * dw + x] = Premultiplied.pack(r, g, b, a)
                    }
                }
            }
        }
        return out
    }

    struct Span { var start: Int; var weights: [Float] }

    /// For each destination index, the source indices it covers and their
    /// weights (summing to 1).
    static func spans(from n: Int, to dn: Int) -> [Span] {
        let step = Double(n) / Double(dn)
        return (0 ..< dn).map { d in
            let lo = Double(d) * step, hi = min(Double(n), Double(d + 1) * step)
            let first = Int(lo), last = min(n - 1, max(first, Int((hi - 1e-9).rounded(.down))))
            let weights = (first ... last).map { i in
                Float((min(hi, Double(i + 1)) - max(lo, Double(i))) / (hi - lo))
            }
            return Span(start: first, weights: weights)
        }
    }
}
