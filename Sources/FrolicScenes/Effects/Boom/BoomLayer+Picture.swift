import FrolicCore

extension BoomLayer {
    /// A bare picture does not say where its cells are: four full-width bands
    /// down the middle of the screen stand in for a list's rows, 16 pt in
    /// from its sides, 8 pt apart.
    package static func overPicture(of size: Size) -> BoomLayer {
        var layer = BoomLayer()
        let rows = 4, spacing = 8.0
        let margin = min(16, (size.width / 10).rounded(.down))
        let height = ((size.height * 0.7 - spacing * Double(rows - 1)) / Double(rows)).rounded(.down)
        layer.grid.origin = Point(margin, (size.height * 0.15).rounded(.down))
        layer.grid.cellSize = Size(max(1, size.width - 2 * margin), max(1, height))
        layer.grid.rows = rows
        layer.grid.spacing = Point(0, spacing)
        return layer
    }

    /// The picture's blocks of content (text, headings, cards, images; not
    /// its bars) explode, every one, top to bottom, a hole of the screen's
    /// background colour left behind; the interval shrinks with more blocks
    /// so the whole sequence takes about `sequenceTime`. A picture with no
    /// blocks found gets the bands.
    package static func overPicture(of size: Size, content: ScreenContent) -> BoomLayer {
        let blocks = content.blocks([.heading, .text, .card, .image]).map(\.frame).prefix(maxBlocks)
        guard !blocks.isEmpty else { return overPicture(of: size) }
        var layer = BoomLayer()
        layer.rects = Array(blocks)
        layer.hole = content.background
        layer.boom.distinctSubset = false
        // Tenths of a second, for a file that reads well.
        let interval = (sequenceTime / Double(blocks.count) * 10).rounded(.down) / 10
        layer.boom.boomInterval = min(layer.boom.boomInterval, max(minInterval, interval))
        return layer
    }

    /// Blocks a one-command boom explodes at most (a long page's first ones).
    static let maxBlocks = 12
    /// About how long a one-command boom's explosions take in all, seconds,
    /// and the shortest interval between two.
    static let sequenceTime = 4.0, minInterval = 0.4
}
