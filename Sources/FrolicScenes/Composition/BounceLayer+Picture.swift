import FrolicCore

extension BounceLayer {
    /// The board's box is the original's 500 × 500 playground; over a
    /// picture the circles bounce over the whole screen below the bases
    /// (to 10 pt past its right and bottom edges, as the original's do).
    public static func overPicture(of size: Size) -> BounceLayer {
        var layer = BounceLayer()
        let g = layer.game
        layer.game.bounceMax = Point(max(g.bounceMin.x + 1, (size.width - 10).rounded(.down)),
                                     max(g.bounceMin.y + 1, (size.height - 10).rounded(.down)))
        return layer
    }
}
