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

    /// A tap that covers no heading (`ScreenContent.clearTapPoint`).
    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? {
        content.clearTapPoint(in: size)
    }
}
