/// MGSpoty's blur: three box blurs (a close Gaussian) with box size
/// ⌊r·3·√(2π)/4 + 0.5⌋ forced odd, edges extended, as its vImage code does.
/// Not `gdImageCopyGaussianBlurred`/`gdImageGaussianBlur`: those are a true
/// Gaussian (or a fixed 3×3 kernel) on straight 7-bit alpha, so they would
/// neither match MGSpoty's look nor keep transparent edges clean.
enum BoxBlur {
    static func boxSize(radius: Double) -> Int {
        guard radius.isFinite, radius > 0 else { return 0 }
        var d = Int(min(10_000, radius * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5))
        if d % 2 == 0 { d += 1 }
        return d
    }

    /// Extra pixels around the visible area that change what the blur shows.
    static func margin(radius: Double) -> Int { 3 * (boxSize(radius: radius) / 2) + 1 }

    static func apply(_ canvas: inout Canvas, radius: Double) {
        let d = boxSize(radius: radius)
        guard d > 1, canvas.width > 0, canvas.height > 0 else { return }
        let w = canvas.width, h = canvas.height
        var line = [UInt32](repeating: 0, count: max(w, h))
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            line.withUnsafeMutableBufferPointer { tmp in
                for _ in 0 ..< 3 {
                    for y in 0 ..< h { blurLine(px, start: y * w, stride: 1, count: w, size: d, tmp) }
                    for x in 0 ..< w { blurLine(px, start: x, stride: w, count: h, size: d, tmp) }
                }
            }
        }
    }

    /// One sliding-window pass over a row or column, edge pixels repeated.
    private static func blurLine(_ px: UnsafeMutableBufferPointer<UInt32>, start: Int, stride: Int, count n: Int,
                                 size d: Int, _ tmp: UnsafeMutableBufferPointer<UInt32>) {
        let r = d / 2
        for i in 0 ..< n { tmp[i] = px[start + i * stride] }
        @inline(__always) func at(_ i: Int) -> UInt32 { tmp[min(n - 1, max(0, i))] }
        var a = 0, rr = 0, g = 0, b = 0
        for i in -r ... r {
            let p = at(i)
            a += Int(p >> 24); rr += Int((p >> 16) & 0xFF); g += Int((p >> 8) & 0xFF); b += Int(p & 0xFF)
        }
        for i in 0 ..< n {
            // Adding r (= ⌊d/2⌋) before dividing rounds the mean to nearest.
            let na = UInt32((a + r) / d), nr = UInt32((rr + r) / d), ng = UInt32((g + r) / d), nb = UInt32((b + r) / d)
            px[start + i * stride] = na << 24 | min(na, nr) << 16 | min(na, ng) << 8 | min(na, nb)
            let add = at(i + r + 1), sub = at(i - r)
            a += Int(add >> 24) - Int(sub >> 24)
            rr += Int((add >> 16) & 0xFF) - Int((sub >> 16) & 0xFF)
            g += Int((add >> 8) & 0xFF) - Int((sub >> 8) & 0xFF)
            b += Int(add & 0xFF) - Int(sub & 0xFF)
        }
    }
}
