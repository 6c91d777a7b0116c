import FrolicCore

extension BounceLayer {
    /// The board is the original's 500 × 500 playground; over a picture the
    /// circles start in the middle of the screen below the bases (a short
    /// screen keeps its top third for them) and bounce over all of it (to
    /// 10 pt past its right and bottom edges, as the original's do), and the
    /// bases are centred across it.
    package static func overPicture(of size: Size) -> BounceLayer {
        var layer = BounceLayer()
        var g = layer.game
        g.bounceMin.y = min(g.bounceMin.y, (size.height / 3).rounded(.down))
        g.bounceMax = Point(max(g.bounceMin.x + 1, (size.width - 10).rounded(.down)),
                            max(g.bounceMin.y + 1, (size.height - 10).rounded(.down)))
        let middle = (g.bounceMin + g.bounceMax) * 0.5
        g.circleStart = Point((middle.x - g.circleDiameter / 2).rounded(.down), (middle.y - g.circleDiameter / 2).rounded(.down))
        let bases = Double(g.baseCount - 1) * g.baseSpacing + g.circleDiameter
        g.baseOrigin.x = ((size.width - bases) / 2).rounded(.down)
        layer.game = g
        return layer
    }
}
