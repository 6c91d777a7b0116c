import FrolicCore

/// How a boom over a screenshot draws its fragments so that they show on
/// any screen: coloured with the ink of their part of the region (a line of
/// text shatters into its letters' colour, not into the page's), with a rim
/// and a glint in a shade that stands out from the hole, never smaller than
/// `minSize`. The shelf's boom draws UIViewXXYBoom's plain discs (`original`).
package struct BoomLook: Hashable, Sendable {
    /// What colours a fragment.
    package enum Colors: String, Hashable, Sendable, CaseIterable {
        /// The colour of its part that stands out most from the hole, or the
        /// part's own where the part is mostly not the hole's (a picture).
        case ink
        /// The colour at its point, as UIViewXXYBoom's snapshot gives it.
        case sampled
    }

    package var colors = Colors.ink
    /// The rim's width in points; 0: none, and no glint.
    package var edge = 1.0
    /// Fragments are drawn at least this wide, points.
    package var minSize = 6.0

    package init() {}

    /// UIViewXXYBoom's discs: sampled colours, no rim, no least size.
    static let original: BoomLook = {
        var look = BoomLook()
        look.colors = .sampled
        look.edge = 0
        look.minSize = 0
        return look
    }()

    /// How far a rim's colour goes from its fragment's towards black (over
    /// a light hole) or white (over a dark one).
    static let rimShade = 0.4
    /// The glint: a disc this fraction of the fragment's size, up and to the
    /// left of its centre, white at this opacity.
    static let glintSize = 0.38, glintOpacity = 0.45

    /// The fragments `discs` (filled ellipses) as this look draws them over `hole`.
    func dress(_ discs: [DrawCommand], hole: Color) -> [DrawCommand] {
        guard self != Self.original else { return discs }
        let light = Self.luminance(hole) > 0.5
        var out: [DrawCommand] = []
        out.reserveCapacity(discs.count * (edge > 0 ? 2 : 1))
        for disc in discs {
            guard case let .ellipse(rect, style) = disc, let fill = style.fill else { out.append(disc); continue }
            let side = max(minSize, rect.width)
            let shown = Rect(center: rect.center, size: Size(side, side))
            guard edge > 0 else { out.append(.ellipse(shown, style: .fill(fill))); continue }
            let rim = Color.interpolate(fill.withAlpha(1), light ? .black : .white, Self.rimShade).withAlpha(fill.a)
            out.append(.ellipse(shown, style: ShapeStyle(fill: fill, stroke: rim, lineWidth: edge)))
            let glint = side * Self.glintSize
            out.append(.ellipse(Rect(center: shown.center + Point(-side * 0.18, -side * 0.18), size: Size(glint, glint)),
                                style: .fill(Color.white.withAlpha(Self.glintOpacity * fill.a))))
        }
        return out
    }

    /// Relative luminance (Rec. 709 weights on the stored values).
    static func luminance(_ c: Color) -> Double { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b }
}
