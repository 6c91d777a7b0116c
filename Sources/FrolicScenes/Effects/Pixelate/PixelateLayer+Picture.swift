import FrolicCore

extension PixelateLayer {
    /// Knowing the screen: the largest picture on it pixelates, stretching
    /// with the pull as a stretchy header does, so the finger visibly pulls
    /// what pixelates; or else a block a viewer sees (`region(in:size:)`),
    /// which stays put (text stretched to several times its height is a blur
    /// of giant letters); a screen with neither pixelates whole.
    package static func overPicture(of size: Size, content: ScreenContent) -> PixelateLayer {
        var layer = PixelateLayer()
        guard let region = region(in: content, size: size) else { return layer }
        layer.region = region
        layer.stretch = !seen([.image], in: content, size: size).isEmpty
        return layer
    }

    /// The pull begins inside the region, a third of the way down it.
    package static func gesturePoint(in size: Size, content: ScreenContent) -> Point? {
        region(in: content, size: size).map { Point($0.center.x.rounded(.down), ($0.minY + $0.height / 3).rounded(.down)) }
    }

    /// A block pixelates only this tall (points) and this share of the
    /// screen's width: a thin bar's pixelation is missed at a glance.
    static let leastHeight = 120.0, leastWidthShare = 0.25

    /// The blocks of `kinds` at least `leastHeight` tall and `leastWidthShare`
    /// wide: a thin strip, even of many colours, is missed at a glance.
    static func seen(_ kinds: Set<ContentBlock.Kind>, in content: ScreenContent, size: Size) -> [Rect] {
        content.blocks(kinds).map(\.frame).filter { $0.height >= leastHeight && $0.width >= size.width * leastWidthShare }
    }

    /// A block of text under this share of the screen takes its nearest
    /// neighbours with it: a small block of sparse text, on a dark page
    /// above all, changes too little of the screen to be seen at a glance.
    static let leastAreaShare = 0.15

    /// The largest picture seen; else the biggest other block seen that
    /// starts in the screen's top two thirds (a viewer looks there first);
    /// else the blocks from the top under the bars taken together until they
    /// are `leastHeight` tall, if that starts in the top half; else the
    /// biggest block seen lower down; a block of text `grown` to
    /// `leastAreaShare`. Nil: the whole screen.
    static func region(in content: ScreenContent, size: Size) -> Rect? {
        if let largest = seen([.image], in: content, size: size).max(by: { area($0) < area($1) }) { return largest }
        let blocks = seen([.heading, .text, .card, .bar], in: content, size: size)
        let text = content.blocks([.heading, .text, .card]).map(\.frame)
        if let top = blocks.filter({ $0.minY < size.height * 2 / 3 }).max(by: { area($0) < area($1) }) {
            return grown(top, by: text, size: size)
        }
        if var union = text.first, union.minY < size.height / 2 {
            for next in text.dropFirst() where union.height < leastHeight { union = union.joined(next) }
            if union.height >= leastHeight { return grown(union, by: text, size: size) }
        }
        return blocks.max(by: { area($0) < area($1) }).map { grown($0, by: text, size: size) }
    }

    /// `region` joined with the nearest of `others` (by the gap between
    /// them, top to bottom on a tie) until it covers `leastAreaShare` of the screen.
    static func grown(_ region: Rect, by others: [Rect], size: Size) -> Rect {
        var union = region, rest = others.filter { !region.contains($0) }
        func gap(_ r: Rect) -> Double { max(0, r.minY - union.maxY, union.minY - r.maxY) }
        while area(union) < size.width * size.height * leastAreaShare,
              let nearest = rest.indices.min(by: { gap(rest[$0]) < gap(rest[$1]) }) {
            union = union.joined(rest.remove(at: nearest))
            rest.removeAll { union.contains($0) }
        }
        return union
    }

    static func area(_ r: Rect) -> Double { r.width * r.height }
}
