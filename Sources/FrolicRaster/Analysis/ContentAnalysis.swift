import FrolicCore

/// Finds the blocks of a screenshot with a plain image analysis: the
/// background is its most common colour; ink is what differs from it; a band
/// is a run of rows holding ink between rows of background; a band filled
/// with one colour is a card (or a bar at an edge), one covered with many
/// colours an image, any other a line of text; lines close together make a
/// block of text, and a block of few lines larger than the body text is a
/// heading. Every block's top and bottom lie on background rows, so a block
/// never cuts through a line of text. Pixels in, points out: a pure function.
package enum ContentAnalysis {
    /// Bands thinner than this (points) are rules and hairlines, not blocks;
    /// their rows still count as ink for where an edge may lie.
    static let thinnest = 2.0
    /// How far a block reaches past its ink into the background (points), at
    /// most half the gap to the next band.
    static let padding = 4.0
    /// Lines belong to one block when the gap between them is at most this
    /// times the page's usual line height (a paragraph's gap is larger).
    static let lineGap = 0.75
    /// Glyphs this many times the body's size or more make a heading.
    static let headingSize = 1.3
    static let headingLines = 3
    /// Bands that start within this many points of the top are the screen's
    /// bars (a status bar, a navigation bar), if no taller than `barHeight`.
    static let barTop = 60.0, barHeight = 100.0
    /// A band this much ink, and at least `fillShare` of one colour, is a
    /// card; this much ink of many colours, an image.
    static let cardCoverage = 0.85, fillShare = 0.5, imageCoverage = 0.8

    /// The content of a picture `width × height` of opaque premultiplied
    /// ARGB `pixels` shown at `density` pixels a point.
    package static func content(pixels: [UInt32], width: Int, height: Int, density: Double) -> ScreenContent {
        guard width > 0, height > 0, pixels.count == width * height, density > 0 else { return .unknown }
        let background = BackgroundColor.of(pixels, width: width)
        let mask = InkMask(pixels: pixels, width: width, height: height, background: background)
        let edges = EdgeLines(mask: mask, density: density)
        let runs = edges.mergedRuns()
        let bands = runs.filter { Double($0.bottom - $0.top) >= thinnest * density }
            .map { InkBand(top: $0.top, bottom: $0.bottom, mask: mask, pixels: pixels) }
            .filter { $0.right > $0.left }
        let blocks = classify(bands, width: width, height: height, density: density)
        let points = blocks.map { block in
            ContentBlock(block.kind, edges.frame(of: block.box, runs: runs, padding: padding))
        }
        return ScreenContent(background: Premultiplied.color(background), blocks: points)
    }

    /// A block in pixels, before it is put in points.
    struct PixelBlock {
        var kind: ContentBlock.Kind
        var box: (top: Int, bottom: Int, left: Int, right: Int)
    }

    /// Bands into blocks: bars, cards and images each a block of their own;
    /// lines grouped into text blocks and headings.
    static func classify(_ bands: [InkBand], width: Int, height: Int, density: Double) -> [PixelBlock] {
        enum Sort { case bar, card, image, line }
        var sorts: [Sort] = bands.map { b in
            if b.coverage >= cardCoverage && b.fillShare >= fillShare { return .card }
            if b.coverage >= imageCoverage { return .image }
            return .line
        }
        // The screen's bars: bands from the top that start within `barTop`,
        // and a filled band on the bottom edge.
        for (i, b) in bands.enumerated() {
            guard Double(b.top) < barTop * density, Double(b.height) <= barHeight * density else { break }
            sorts[i] = .bar
        }
        if let last = bands.last, last.bottom >= height, sorts[bands.count - 1] == .card,
           Double(last.height) <= barHeight * density, last.right - last.left >= width * 9 / 10 {
            sorts[bands.count - 1] = .bar
        }
        let lines = bands.indices.filter { sorts[$0] == .line }
        let lineHeight = median(lines.map { bands[$0].height })
        let bodyGlyph = median(lines.map { bands[$0].glyphSize }.filter { $0 > 0 })
        // Lines run together through a code span's box say nothing of the text's size.
        func glyph(_ band: InkBand) -> Int { 2 * band.height >= 5 * lineHeight ? 0 : band.glyphSize }

        var blocks: [PixelBlock] = []
        var group: [InkBand] = []
        func closeGroup() {
            guard let first = group.first, let last = group.last else { return }
            let size = group.map(\.glyphSize).max() ?? 0
            let heading = group.count <= headingLines && bodyGlyph > 0 && Double(size) >= headingSize * Double(bodyGlyph)
                && group.allSatisfy { glyph($0) > 0 }
            blocks.append(PixelBlock(kind: heading ? .heading : .text,
                                     box: (first.top, last.bottom, group.map(\.left).min()!, group.map(\.right).max()!)))
            group = []
        }
        for (i, band) in bands.enumerated() {
            switch sorts[i] {
            case .line:
                if let last = group.last {
                    let gap = Double(band.top - last.bottom)
                    let sizes = [glyph(last), glyph(band)].filter { $0 > 0 }
                    let alike = sizes.count < 2 || Double(sizes.max()!) < headingSize * Double(sizes.min()!)
                    if gap > lineGap * Double(lineHeight) || !alike { closeGroup() }
                }
                group.append(band)
            case .bar, .card, .image:
                closeGroup()
                let kind: ContentBlock.Kind = sorts[i] == .bar ? .bar : sorts[i] == .card ? .card : .image
                let box = (band.top, band.bottom, band.left, band.right)
                // Bars next to each other (a status bar above a navigation bar) are one.
                if kind == .bar, let last = blocks.last, last.kind == .bar {
                    blocks[blocks.count - 1].box = (last.box.top, band.bottom, min(last.box.left, band.left), max(last.box.right, band.right))
                } else {
                    blocks.append(PixelBlock(kind: kind, box: box))
                }
            }
        }
        closeGroup()
        return blocks
    }

    static func median(_ values: [Int]) -> Int {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }
}

extension PictureLibrary {
    /// The blocks of picture `name`, shown at `density` pixels a point.
    package func content(of name: String, density: Double) throws -> ScreenContent {
        let base = try texture(name).base
        return ContentAnalysis.content(pixels: base.pixels, width: base.width, height: base.height, density: density)
    }
}
