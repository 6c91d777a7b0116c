import FrolicCore

/// Draws a texture through an affine transform with bilinear sampling, the way
/// Core Animation composites a layer's contents: every covered pixel centre is
/// mapped back into texel space and the four nearest texels (clamped to the
/// picture) are blended. The picture's outline is anti-aliased geometrically,
/// by the pixel centre's distance to each edge in pixels, so a magnified
/// sprite keeps a one-pixel edge instead of a ramp as wide as a texel, and the
/// edge moves smoothly with sub-pixel positions and any angle.
enum TextureCompositor {
    /// Per-channel multipliers for the premultiplied sample: a tint and an
    /// opacity (all four equal for opacity alone).
    struct Multiplier {
        var r: Float = 1, g: Float = 1, b: Float = 1, a: Float = 1
        static func opacity(_ o: Double) -> Multiplier {
            let v = Float(Premultiplied.clamp01(o)); return Multiplier(r: v, g: v, b: v, a: v)
        }
        var isOpaqueIdentity: Bool { r == 1 && g == 1 && b == 1 && a == 1 }
    }

    /// `transform` maps texel coordinates (0…width, 0…height; texel centres at
    /// +0.5) to the canvas's buffer pixels.
    static func draw(_ tex: TextureLevel, transform t: Transform, multiplier m: Multiplier,
                     into canvas: inout Canvas, clip: PixelRect) {
        guard m.a > 0, tex.width > 0, tex.height > 0, let inv = t.inverted,
              [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        let w = Double(tex.width), h = Double(tex.height)
        let corners = [Point(-1, -1), Point(w + 1, -1), Point(-1, h + 1), Point(w + 1, h + 1)].map(t.apply)
        let area = PixelRect.touching(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                                      maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!)
            .intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }

        let tw = tex.width, th = tex.height, cw = canvas.width
        let plain = m.isOpaqueIdentity
        // Pixels per texel across each pair of edges: 1 / |∇u| and 1 / |∇v|.
        let pxPerU = 1 / (inv.a * inv.a + inv.c * inv.c).squareRoot()
        let pxPerV = 1 / (inv.b * inv.b + inv.d * inv.d).squareRoot()
        tex.pixels.withUnsafeBufferPointer { src in
            canvas.pixels.withUnsafeMutableBufferPointer { dst in
                @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
                    src[min(th - 1, max(0, y)) * tw + min(tw - 1, max(0, x))]
                }
                for y in area.y0 ..< area.y1 {
                    let px = Double(area.x0) + 0.5, py = Double(y) + 0.5
                    var u = inv.a * px + inv.c * py + inv.tx
                    var v = inv.b * px + inv.d * py + inv.ty
                    for x in area.x0 ..< area.x1 {
                        defer { u += inv.a; v += inv.b }
                        let edgeU = 0.5 + min(u, w - u) * pxPerU, edgeV = 0.5 + min(v, h - v) * pxPerV
                        guard edgeU > 0, edgeV > 0 else { continue }
                        let edge = Float(min(1, edgeU) * min(1, edgeV))
                        let su = u - 0.5, sv = v - 0.5
                        let fu = su.rounded(.down), fv = sv.rounded(.down)
                        let ix = Int(fu), iy = Int(fv)
                        let ax = Float(su - fu), ay = Float(sv - fv)
                        let p00 = texel(ix, iy), p10 = texel(ix + 1, iy)
                        let p01 = texel(ix, iy + 1), p11 = texel(ix + 1, iy + 1)
                        if p00 | p10 | p01 | p11 == 0 { continue }
                        let w00 = (1 - ax) * (1 - ay) * edge, w10 = ax * (1 - ay) * edge
                        let w01 = (1 - ax) * ay * edge, w11 = ax * ay * edge
                        @inline(__always) func ch(_ s: UInt32) -> Float {
                            w00 * Float((p00 >> s) & 0xFF) + w10 * Float((p10 >> s) & 0xFF)
                                + w01 * Float((p01 >> s) & 0xFF) + w11 * Float((p11 >> s) & 0xFF)
                        }
                        let sample = plain
                            ? Premultiplied.pack(ch(16), ch(8), ch(0), ch(24))
                            : Premultiplied.pack(ch(16) * m.r, ch(8) * m.g, ch(0) * m.b, ch(24) * m.a)
                        let i = y * cw + x
                        dst[i] = sample >> 24 == 255 ? sample : Premultiplied.over(sample, dst[i])
                    }
                }
            }
        }
    }
}
