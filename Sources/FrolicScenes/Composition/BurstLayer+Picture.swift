import FrolicCore

extension BurstLayer {
    /// Knowing the screen: enough pictures, pushed hard enough, to read as a
    /// burst at a glance (the original's three pigs barely clear their own
    /// height on a phone screen), from a tap that covers no heading.
    package static func overPicture(of size: Size, content: ScreenContent) -> BurstLayer {
        var layer = BurstLayer()
        layer.itemsPerTap = itemsPerTap
        layer.pushMagnitude = pushMagnitude
        return layer
    }

    /// Pictures a one-command tap bursts, and the push that throws them
    /// about a third of a phone screen high.
    static let itemsPerTap = 10, pushMagnitude = 2.2

    /// The screen's centre if no heading or bar lies near it, else the
    /// centre of the text, card or picture block nearest to it that has none.
    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? {
        let centre = Point((size.width / 2).rounded(.down), (size.height / 2).rounded(.down))
        let clear = { (p: Point) in !content.overlaps(Rect(center: p, size: Size(80, 80)), [.heading, .bar]) }
        if clear(centre) { return centre }
        let blocks = content.blocks([.text, .card, .image]).map { b in
            Point(b.frame.center.x.rounded(.down), b.frame.center.y.rounded(.down))
        }
        return blocks.filter(clear).min { abs($0.y - centre.y) < abs($1.y - centre.y) } ?? centre
    }
}
