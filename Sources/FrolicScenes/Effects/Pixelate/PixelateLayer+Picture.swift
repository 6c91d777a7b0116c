import FrolicCore

extension PixelateLayer {
    /// Knowing the screen: the largest picture on it pixelates, stretching
    /// with the pull as a stretchy header does, so the finger visibly pulls
    /// what pixelates; or else its header bar (a bar stretched to several
    /// times its height is a blur of giant letters, so it stays put); a
    /// screen with neither pixelates whole.
    package static func overPicture(of size: Size, content: ScreenContent) -> PixelateLayer {
        var layer = PixelateLayer()
        guard let region = region(in: content) else { return layer }
        layer.region = region
        layer.stretch = !content.blocks([.image]).isEmpty
        return layer
    }

    /// The pull begins inside the region, a third of the way down it.
    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? {
        region(in: content).map { Point($0.center.x.rounded(.down), ($0.minY + $0.height / 3).rounded(.down)) }
    }

    /// The largest image block, else the first bar.
    static func region(in content: ScreenContent) -> Rect? {
        let images = content.blocks([.image]).map(\.frame)
        if let largest = images.max(by: { $0.width * $0.height < $1.width * $1.height }) { return largest }
        return content.blocks([.bar]).first?.frame
    }
}
