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

    /// Knowing the screen: the bases' row sits where it covers no heading,
    /// bar, row of buttons or picture (the first such row below the bars),
    /// the circles bounce below it, spread over their box from the first
    /// frame (`spreadStart`) but never starting on a heading, bar or row of
    /// buttons (`startClearOf`), and their colours are deep enough for the
    /// white numbers to read (at least 4 : 1 against white).
    package static func overPicture(of size: Size, content: ScreenContent) -> BounceLayer {
        var layer = overPicture(of: size)
        var g = layer.game
        if let row = basesRow(in: size, content: content, diameter: g.circleDiameter) {
            g.baseOrigin.y = row
            g.bounceMin.y = min(size.height / 2, row + g.circleDiameter + 2 * baseGap)
            g.bounceMax.y = max(g.bounceMin.y + 1, g.bounceMax.y)
            let middle = (g.bounceMin + g.bounceMax) * 0.5
            g.circleStart.y = (middle.y - g.circleDiameter / 2).rounded(.down)
        }
        g.orange = Color(hex: 0xC75000)
        g.blue = Color(hex: 0x0069B8)
        g.teal = Color(hex: 0x00796B)
        g.red = Color(hex: 0xD32F2F)
        g.spreadStart = true
        let box = Rect(x: g.bounceMin.x - g.circleDiameter / 2, y: g.bounceMin.y - g.circleDiameter / 2,
                       width: g.bounceMax.x - g.bounceMin.x + g.circleDiameter, height: g.bounceMax.y - g.bounceMin.y + g.circleDiameter)
        g.startClearOf = Array(keepClear(content).filter { $0.intersection(box) != nil }.prefix(maxClear))
        layer.game = g
        return layer
    }

    /// Clear space kept above and below the bases' row, points.
    static let baseGap = 8.0
    /// A line of text or a filled box no taller than this (points, a touch
    /// target's height) on its own is a row of buttons or links.
    static let buttonRow = 44.0
    /// Rectangles a scene file keeps the circles' start off, at most.
    static let maxClear = 50

    /// What must stay readable under the game: headings, bars, rows of buttons.
    static func keepClear(_ content: ScreenContent) -> [Rect] {
        content.blocks.filter { b in
            switch b.kind {
            case .heading, .bar: true
            case .text, .card: b.frame.height <= buttonRow
            case .image: false
            }
        }.map(\.frame)
    }

    /// The top of the first row `diameter` tall, with `baseGap` above and
    /// below, under the screen's bars, in the screen's top half, that
    /// overlaps no block, or else no heading, bar, row of buttons or
    /// picture, or else (a page of links packed tight) no heading, bar or
    /// picture; nil if none does.
    static func basesRow(in size: Size, content: ScreenContent, diameter: Double) -> Double? {
        let bars = content.blocks([.bar]).filter { $0.frame.minY < size.height / 4 }.map(\.frame.maxY).max() ?? 0
        // Best on the page's own background, else over body text, else over links.
        let keep = (keepClear(content) + content.blocks([.image]).map(\.frame)).sorted { $0.minY < $1.minY }
        let titles = content.blocks([.heading, .bar, .image]).map(\.frame).sorted { $0.minY < $1.minY }
        for frames in [content.blocks.map(\.frame), keep, titles] {
            var y = (bars + baseGap).rounded(.up)
            while y + diameter <= size.height / 2 {
                let band = Rect(x: 0, y: y - baseGap, width: size.width, height: diameter + 2 * baseGap)
                guard let hit = frames.first(where: { $0.intersection(band) != nil }) else { return y }
                y = (hit.maxY + baseGap).rounded(.up)
            }
        }
        return nil
    }
}
