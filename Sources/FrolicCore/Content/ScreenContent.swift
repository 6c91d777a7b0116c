/// What a screenshot shows, as plain values: its background colour and the
/// blocks of content on it, top to bottom, in points. Defaults of a scene
/// made for a picture read it (the blocks a boom explodes, the header a
/// pixelate takes, the headings a bounce keeps clear of), and `frolic new`
/// writes the numbers they chose into the scene, so that a scene file never
/// depends on how the blocks were found.
package struct ScreenContent: Hashable, Sendable {
    package var background: Color
    package var blocks: [ContentBlock]

    package init(background: Color, blocks: [ContentBlock]) {
        self.background = background
        self.blocks = blocks
    }

    /// A screen nothing is known about: a white one with no blocks.
    package static let unknown = ScreenContent(background: .white, blocks: [])

    /// The blocks of the given kinds, top to bottom.
    package func blocks(_ kinds: Set<ContentBlock.Kind>) -> [ContentBlock] {
        blocks.filter { kinds.contains($0.kind) }
    }

    /// Whether `rect` overlaps a block of one of `kinds`.
    package func overlaps(_ rect: Rect, _ kinds: Set<ContentBlock.Kind>) -> Bool {
        blocks.contains { kinds.contains($0.kind) && $0.frame.intersection(rect) != nil }
    }
}

/// One block of a screenshot: a rectangle whose top and bottom lie on the
/// background (never through a line of text), and what it holds.
package struct ContentBlock: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A band at the top or bottom edge: a navigation or tab bar.
        case bar
        /// One to three lines of text larger than the page's body text.
        case heading
        /// Lines of body text (a paragraph, a list).
        case text
        /// A box filled with a colour of its own (a note, a code block).
        case card
        /// A picture: many colours, covering its box.
        case image
    }

    package var kind: Kind
    package var frame: Rect

    package init(_ kind: Kind, _ frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}

extension ScreenContent {
    /// Where a tap that sends things up from under the finger covers no
    /// heading or bar: the screen's centre if none lies near it, else the
    /// centre of the text, card or picture block nearest to it that has none.
    package func clearTapPoint(in size: Size) -> Point {
        let centre = Point((size.width / 2).rounded(.down), (size.height / 2).rounded(.down))
        let clear = { (p: Point) in !self.overlaps(Rect(center: p, size: Size(80, 80)), [.heading, .bar]) }
        if clear(centre) { return centre }
        let points = blocks([.text, .card, .image]).map { b in
            Point(b.frame.center.x.rounded(.down), b.frame.center.y.rounded(.down))
        }
        return points.filter(clear).min { abs($0.y - centre.y) < abs($1.y - centre.y) } ?? centre
    }
}
