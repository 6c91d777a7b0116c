import Foundation

/// A 2-D affine transform, `CGAffineTransform`'s layout: a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
package struct Transform: Hashable, Sendable {
    package var a, b, c, d, tx, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    package static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    package static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }
    /// Scale by `s` about `anchor`, the way a layer scales about its centre.
    package static func scale(_ s: Double, about anchor: Point) -> Transform {
        Transform(a: s, b: 0, c: 0, d: s, tx: anchor.x * (1 - s), ty: anchor.y * (1 - s))
    }
    package static func rotation(_ radians: Double, about anchor: Point) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs,
                         tx: anchor.x - cs * anchor.x + sn * anchor.y,
                         ty: anchor.y - sn * anchor.x - cs * anchor.y)
    }

    package var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    package func then(_ o: Transform) -> Transform {
        Transform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                  c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                  tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    package func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    package var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0 else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
