import FrolicCore

extension SparklesLayer {
    /// Knowing the screen: the stars twinkle over the block the tap lands on
    /// (a paragraph, a card, a picture), at least `2·radius` tall, so the
    /// magic covers what was tapped, not a square of it.
    package static func overPicture(of size: Size, content: ScreenContent) -> SparklesLayer {
        var layer = SparklesLayer()
        let tap = content.clearTapPoint(in: size)
        guard let block = content.blocks([.text, .card, .image, .heading]).first(where: { $0.frame.contains(tap) })?.frame
        else { return layer }
        let height = max(block.height, 2 * layer.radius)
        let top = max(0, min(block.minY - (height - block.height) / 2, size.height - height))
        layer.region = Rect(x: block.minX, y: top.rounded(.down), width: block.width, height: min(height, size.height).rounded(.down))
        return layer
    }

    /// A tap that covers no heading (`ScreenContent.clearTapPoint`).
    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? {
        content.clearTapPoint(in: size)
    }
}
