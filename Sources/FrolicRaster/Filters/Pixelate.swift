/// CRPixellatedView's blocks: every block takes the average colour of the
/// pixels whose centres fall in it, and the grid is anchored so that a block
/// edge passes through `(anchorX, anchorY)` (the picture's centre), making the
/// pattern symmetric about it. Not `gdImagePixelate`: that anchors the grid at
/// the image's corner, takes whole-pixel block sizes only, and works on gd's
/// straight 7-bit alpha; the animation needs fractional sizes like 20·t.
enum Pixelate {
    static func apply(_ canvas: inout Canvas, block: Double, anchorX: Double, anchorY: Double) {
        guard block >= 1, block.isFinite, abs(anchorX) < 1e9, abs(anchorY) < 1e9 else { return }
        let w = canvas.width, h = canvas.height
        guard w > 0, h > 0 else { return }
        func indices(_ n: Int, _ anchor: Double) -> (index: [Int], count: Int) {
            let raw = (0 ..< n).map { Int(((Double($0) + 0.5 - anchor) / block).rounded(.down)) }
            let first = raw[0]
            return (raw.map { $0 - first }, raw[n - 1] - first + 1)
        }
        let (bx, nx) = indices(w, anchorX), (by, ny) = indices(h, anchorY)
        var sums = [UInt64](repeating: 0, count: nx * ny * 5)
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            sums.withUnsafeMutableBufferPointer { s in
                for y in 0 ..< h {
                    let rowBase = by[y] * nx
                    for x in 0 ..< w {
                        let p = px[y * w + x], o = (rowBase + bx[x]) * 5
                        s[o] += UInt64(p >> 24); s[o + 1] += UInt64((p >> 16) & 0xFF)
                        s[o + 2] += UInt64((p >> 8) & 0xFF); s[o + 3] += UInt64(p & 0xFF); s[o + 4] += 1
                    }
                }
                var colors = [UInt32](repeating: 0, count: nx * ny)
                for b in 0 ..< nx * ny where s[b * 5 + 4] > 0 {
                    let n = Float(s[b * 5 + 4])
                    colors[b] = Premultiplied.pack(Float(s[b * 5 + 1]) / n, Float(s[b * 5 + 2]) / n,
                                                   Float(s[b * 5 + 3]) / n, Float(s[b * 5]) / n)
                }
                for y in 0 ..< h {
                    let rowBase = by[y] * nx
                    for x in 0 ..< w { px[y * w + x] = colors[rowBase + bx[x]] }
                }
            }
        }
    }
}
