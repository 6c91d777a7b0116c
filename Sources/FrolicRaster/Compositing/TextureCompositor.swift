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
    }

    /// `transform` maps texel coordinates (0…width, 0…height; texel centres at
    /// +0.5) to the canvas's buffer pixels.
    static func draw(_ tex: TextureLevel, transform t: Transform, multiplier m: Multiplier,
                     into canvas: inout Canvas, clip: PixelRect, blend: BlendMode = .normal) {
        guard m.a > 0, tex.width > 0, tex.height > 0, let inv = t.inverted,
              [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        let w = Double(tex.width), h = Double(tex.height)
        let corners = [Point(-1, -1), Point(w + 1, -1), Point(-1, h + 1), Point(w + 1, h + 1)].map(t.apply)
        let area = PixelRect.touching(corners: corners).intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }

        let tw = tex.width, th = tex.height, cw = canvas.width
        // Inside a picture drawn as it is (no opacity or tint), texels all of
        // one colour blend back to exactly that colour: the weights sum to 1
        // within a few float steps, far from the half a level that rounding
        // would need, so such a pixel takes the texel without the arithmetic.
        // An opaque texel is the pixel; a translucent one goes over what is there.
        let whole = m.r == 1 && m.g == 1 && m.b == 1 && m.a == 1
        // Pixels per texel across each pair of edges: 1 / |∇u| and 1 / |∇v|.
        let pxPerU = 1 / (inv.a * inv.a + inv.c * inv.c).squareRoot()
        let pxPerV = 1 / (inv.b * inv.b + inv.d * inv.d).squareRoot()
        // u and v may reach half a pixel beyond the picture (the AA fringe).
        let uRange = (-0.5 / pxPerU, w + 0.5 / pxPerU), vRange = (-0.5 / pxPerV, h + 0.5 / pxPerV)
        tex.pixels.withUnsafeBufferPointer { src in
            canvas.pixels.withUnsafeMutableBufferPointer { dst in
                @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
                    src[min(th - 1, max(0, y)) * tw + min(tw - 1, max(0, x))]
                }
                for y in area.y0 ..< area.y1 {
                    let px = Double(area.x0) + 0.5, py = Double(y) + 0.5
                    let u0 = inv.a * px + inv.c * py + inv.tx
                    let v0 = inv.b * px + inv.d * py + inv.ty
                    // The run of this row inside the picture's outline, so a
                    // rotated sprite does not walk its bounding box's empty corners.
                    guard let run = span(u0, inv.a, uRange, area.width)
                        .flatMap({ a in span(v0, inv.b, vRange, area.width).map { (max(a.0, $0.0), min(a.1, $0.1)) } }),
                        run.0 < run.1 else { continue }
                    // Along a row v changes only if the transform turns or shears; when it
                    // does not (inv.b == ±0, v0 + inv.b·k is the same for every k ≥ 0), all
                    // that depends on v is worked out once for the row.
                    let vRow = v0 + inv.b * Double(run.0)
                    let flatRow = inv.b == 0 ? Self.vSample(vRow, h: h, th: th, pxPerV: pxPerV) : nil
                    for k in run.0 ..< run.1 {
                        let u = u0 + inv.a * Double(k)
                        let edgeU = 0.5 + min(u, w - u) * pxPerU
                        let vs = flatRow ?? Self.vSample(v0 + inv.b * Double(k), h: h, th: th, pxPerV: pxPerV)
                        guard edgeU > 0, vs.edge > 0 else { continue }
                        let edge = Float(min(1, edgeU) * min(1, vs.edge))
                        let su = u - 0.5
                        let fu = Self.floor(su)
                        // Clamped before `Int()`: a nearly flat transform puts u, v
                        // far beyond any Int; `texel` clamps to the same texels anyway.
                        let ix = Int(max(-1, min(Double(tw - 1), fu)))
                        let ax = Float(su - fu), ay = vs.fraction, iy = vs.index
                        let p00 = texel(ix, iy), p10 = texel(ix + 1, iy)
                        let sample: UInt32
                        if ay == 0 {
                            // The lower texels weigh exactly 0 and would add exactly 0.
                            if p00 | p10 == 0 { continue }
                            if whole && edge == 1 && p00 == p10 {
                                sample = p00
                            } else {
                                let w00 = (1 - ax) * edge, w10 = ax * edge
                                @inline(__always) func ch(_ s: UInt32) -> Float {
                                    w00 * Float((p00 >> s) & 0xFF) + w10 * Float((p10 >> s) & 0xFF)
                                }
                                sample = Premultiplied.pack(ch(16) * m.r, ch(8) * m.g, ch(0) * m.b, ch(24) * m.a)
                            }
                        } else {
                            let p01 = texel(ix, iy + 1), p11 = texel(ix + 1, iy + 1)
                            if p00 | p10 | p01 | p11 == 0 { continue }
                            if whole && edge == 1 && p00 == p10 && p00 == p01 && p00 == p11 {
                                sample = p00
                            } else {
                                let w00 = (1 - ax) * (1 - ay) * edge, w10 = ax * (1 - ay) * edge
                                let w01 = (1 - ax) * ay * edge, w11 = ax * ay * edge
                                @inline(__always) func ch(_ s: UInt32) -> Float {
                                    w00 * Float((p00 >> s) & 0xFF) + w10 * Float((p10 >> s) & 0xFF)
                                        + w01 * Float((p01 >> s) & 0xFF) + w11 * Float((p11 >> s) & 0xFF)
                                }
                                sample = Premultiplied.pack(ch(16) * m.r, ch(8) * m.g, ch(0) * m.b, ch(24) * m.a)
                            }
                        }
                        guard sample != 0 else { continue }
                        let i = y * cw + area.x0 + k
                        if blend == .normal {
                            dst[i] = sample >> 24 == 255 ? sample : Premultiplied.over(sample, dst[i])
                        } else {
                            dst[i] = Blend.apply(blend, sample, dst[i])
                        }
                    }
                }
            }
        }
    }

    /// What sampling needs of a texel-space v: the outline's coverage across
    /// v (`edge`, in pixels from the edge plus ½), the upper texel row and
    /// the weight of the one below it.
    @inline(__always)
    private static func vSample(_ v: Double, h: Double, th: Int, pxPerV: Double) -> (edge: Double, index: Int, fraction: Float) {
        let sv = v - 0.5, fv = Self.floor(sv)
        return (0.5 + min(v, h - v) * pxPerV, Int(max(-1, min(Double(th - 1), fv))), Float(sv - fv))
    }

    /// `x.rounded(.down)`, exactly, without the library call that the
    /// baseline x86-64 target makes of it (no SSE4.1 `roundsd`): two per
    /// pixel were a fifth of the compositor's time. Through Int64 while x
    /// has a fraction; from 2⁵² on (and for ±∞, NaN) x is its own floor.
    /// (−0 would come back +0; no caller passes it, being u − ½ or v − ½.)
    @inline(__always)
    static func floor(_ x: Double) -> Double {
        guard x.magnitude < 0x1p52 else { return x }
        let t = Double(Int64(x))
        return t > x ? t - 1 : t
    }

    /// The whole steps k in 0 ..< n for which `start + k·step` lies strictly
    /// inside `range`, as a half-open pair; nil when none do.
    @inline(__always) static func span(_ start: Double, _ step: Double, _ range: (Double, Double), _ n: Int) -> (Int, Int)? {
        if step == 0 { return start > range.0 && start < range.1 ? (0, n) : nil }
        let a = (range.0 - start) / step, b = (range.1 - start) / step
        let lo = max(0, min(a, b).rounded(.down)), hi = min(Double(n), max(a, b).rounded(.up))
        return lo < hi ? (Int(lo), Int(hi)) : nil
    }
}
