import Foundation

/// A 2-D affine transform, `CGAffineTransform`'s layout: a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }
    /// Scale by `s` about `anchor`, the way a layer scales about its centre.
    public static func scale(_ s: Double, about anchor: Point) -> Transform {
        Transform(a: s, b: 0, c: 0, d: s, tx: anchor.x * (1 - s), ty: anchor.y * (1 - s))
    }
    public static func rotation(_ radians: Double, about anchor: Point) -> Transform {
        let cs = cos(radians), sn = sin(radians)
        return Transform(a: cs, b: sn, c: -sn, d: cs,
                         tx: anchor.x - cs * anchor.x + sn * anchor.y,
                         ty: anchor.y - sn * anchor.x - cs * anchor.y)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    public func then(_ o: Transform) -> Transform {
        Transform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                  c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                  tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0 else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
