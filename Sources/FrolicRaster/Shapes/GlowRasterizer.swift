import Foundation
import FrolicCore

/// Draws a `Glow`: its light is worked out at each pixel centre from smooth
/// profiles that reach exactly zero with a zero slope, so no size or sub-pixel
/// position gives it an edge. A light smaller than `minRadius` pixels is drawn
/// that wide with its strength lowered by the area it gained, so a far spark
/// at @1x stays a faint soft dot instead of flickering in and out.
enum GlowRasterizer {
    static let minRadius = 1.0
    /// The least width of a ray, pixels, likewise.
    static let minRayWidth = 1.0

    /// The body's light at squared normalised distance `d2` (1 at the
    /// centre, 0 from 1 on): `(1 − d²)²`, a bell with no edge.
    @inline(__always) static func body(_ d2: Double) -> Double {
        d2 >= 1 ? 0 : (1 - d2) * (1 - d2)
    }

    /// The halo's: `(1 − d²)³`, wider and softer at its rim.
    @inline(__always) static func halo(_ d2: Double) -> Double {
        d2 >= 1 ? 0 : (1 - d2) * (1 - d2) * (1 - d2)
    }

    /// A ray's light at `along` pixels from the centre along it and `across`
    /// pixels off it: fading linearly to its tip as it narrows to a third, a
    /// tent across (`width` wide at half strength).
    @inline(__always) static func ray(along: Double, across: Double, length: Double, width: Double) -> Double {
        guard along < length else { return 0 }
        let t = 1 - along / length
        let half = width * (0.35 + 0.65 * t)
        guard across < half else { return 0 }
        return t * (1 - across / half)
    }

    /// `center` in buffer pixels; `scale` pixels per point.
    static func draw(_ g: Glow, center: Point, scale: Double, into canvas: inout Canvas, clip: PixelRect) {
        let strength = Premultiplied.clamp01(g.color.a)
        guard strength > 0, g.radius > 0, g.radius.isFinite, center.x.isFinite, center.y.isFinite,
              g.stretch.isFinite, g.rotation.isFinite else { return }
        let wanted = g.radius * scale
        let r = max(wanted, minRadius)
        let dim = wanted < r ? (wanted / r) * (wanted / r) : 1
        let stretch = max(1, g.stretch)
        let haloR = g.halo > 1 ? r * g.halo : 0
        let rays = max(0, min(g.rays, 16)) / 2 * 2
        let rayLength = rays > 0 ? max(0, g.rayLength) * r : 0
        let rayWidth = max(minRayWidth, g.rayWidth * scale)
        // A ray narrower than it wanted to be is dimmed by the width it gained.
        let rayDim = min(1, g.rayWidth * scale / rayWidth)
        let reach = max(r * stretch, haloR * stretch, rays > 0 ? rayLength + rayWidth : 0) + 1
        guard reach.isFinite, reach < 1e6 else { return }
        let area = PixelRect.touching(minX: center.x - reach, minY: center.y - reach, maxX: center.x + reach, maxY: center.y + reach)
            .intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }

        let cosR = cos(g.rotation), sinR = sin(g.rotation)
        let axes: [(Double, Double)] = (0 ..< rays / 2).map { k in
            let a = g.rotation + Double(k) * .pi / Double(rays / 2)
            return (cos(a), sin(a))
        }
        let core = max(0, g.core) * r
        let cr = Premultiplied.clamp01(g.color.r), cg = Premultiplied.clamp01(g.color.g), cb = Premultiplied.clamp01(g.color.b)
        let haloStrength = max(0, g.haloStrength)
        let invAlong = 1 / (r * stretch), invAcross = 1 / r
        let invHaloAlong = haloR > 0 ? 1 / (haloR * stretch) : 0, invHaloAcross = haloR > 0 ? 1 / haloR : 0
        let width = canvas.width
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0 ..< area.y1 {
                let dy = Double(y) + 0.5 - center.y
                for x in area.x0 ..< area.x1 {
                    let dx = Double(x) + 0.5 - center.x
                    let along = dx * cosR + dy * sinR, across = -dx * sinR + dy * cosR
                    let u = along * invAlong, v = across * invAcross
                    let d2 = u * u + v * v
                    var light = body(d2)
                    if haloR > 0 {
                        let hu = along * invHaloAlong, hv = across * invHaloAcross
                        light += haloStrength * halo(hu * hu + hv * hv)
                    }
                    for (c, s) in axes {
                        let a = dx * c + dy * s, b = -dx * s + dy * c
                        light += rayDim * ray(along: abs(a), across: abs(b), length: rayLength, width: rayWidth)
                    }
                    guard light > 0 else { continue }
                    let k = min(1, light) * strength * dim
                    // White towards the centre of a hot core.
                    var white = 0.0
                    if core > 0 {
                        let q = (dx * dx + dy * dy) / (core * core)
                        white = q < 1 ? (1 - q) : 0
                    }
                    let a = Float(k * 255)
                    let src = Premultiplied.pack(Float((cr + (1 - cr) * white) * k * 255), Float((cg + (1 - cg) * white) * k * 255),
                                                 Float((cb + (1 - cb) * white) * k * 255), a)
                    guard src != 0 else { continue }
                    let i = y * width + x
                    px[i] = Blend.apply(g.blend, src, px[i])
                }
            }
        }
    }
}
