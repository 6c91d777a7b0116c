import FrolicCore

/// The colours UIViewXXYBoom reads for its fragments: it renders the exploding
/// view at 1×, resizes that snapshot to `2·grid × 2·grid` and takes the pixel
/// at `(2i, 2j)` for fragment `(i, j)`. Frolic has no pixels of the composed
/// cell, so it samples the cell's layout at those pixels' centres instead.
enum CellSnapshot {
    /// Fraction of a label's text box that is ink, once the resize has
    /// averaged glyphs into 3–5 pt pixels (estimated for DejaVu Sans).
    static let regularInk = 0.3
    static let boldInk = 0.45

    /// Colours indexed `i * grid + j`, `i` across and `j` down, the order the
    /// original creates its fragment layers in. `field` is the product's
    /// picture in the scene file, for errors.
    static func fragmentColors(of product: ShelfProduct, field: String, cellSize: Size, grid: Int,
                               mode: ShelfScreen.FragmentColors, pictures: PictureSource) throws -> [Color] {
        let n = 2 * grid
        switch mode {
        case .picture:
            let px = try resampled(product.picture, field: field, width: n, height: n, pictures)
            return pixels(grid: grid) { i, j in px[2 * j * n + 2 * i] }
        case .cell:
            let cell = CellLayout(size: cellSize)
            // The picture at the snapshot's density: one resized pixel per sample.
            let pw = max(1, Int((cell.picture.width * Double(n) / cellSize.width).rounded()))
            let ph = max(1, Int((cell.picture.height * Double(n) / cellSize.height).rounded()))
            let picture = cell.picture.width > 0 && cell.picture.height > 0
                ? try resampled(product.picture, field: field, width: pw, height: ph, pictures) : []
            let name = inkBox(product.name, in: cell.name, fontSize: CellLayout.nameFontSize, bold: false)
            let price = inkBox(product.price, in: cell.price, fontSize: CellLayout.priceFontSize, bold: true)
            let bg = CellLayout.background
            return pixels(grid: grid) { i, j in
                let p = Point((Double(2 * i) + 0.5) * cellSize.width / Double(n),
                              (Double(2 * j) + 0.5) * cellSize.height / Double(n))
                guard cell.onCard(p) else { return .clear }
                if !picture.isEmpty, cell.picture.contains(p) {
                    let u = (p.x - cell.picture.minX) / cell.picture.width
                    let v = (p.y - cell.picture.minY) / cell.picture.height
                    let c = picture[min(ph - 1, Int(v * Double(ph))) * pw + min(pw - 1, Int(u * Double(pw)))]
                    return Color.interpolate(bg, c.withAlpha(1), c.a)
                }
                if let name, name.contains(p) { return Color.interpolate(bg, CellLayout.nameColor, regularInk) }
                if let price, price.contains(p) { return Color.interpolate(bg, CellLayout.priceColor, boldInk) }
                return bg
            }
        }
    }

    /// The source's pixels, checked so that a short answer cannot trap an index.
    private static func resampled(_ picture: String, field: String, width: Int, height: Int,
                                  _ pictures: PictureSource) throws -> [Color] {
        let px = try pictures.resampled(picture, width: width, height: height)
        guard px.count == width * height else {
            throw SceneFieldError(field: field, problem: .notAllowed("\"\(picture)\" resampled to \(width)×\(height) gave \(px.count) pixels"))
        }
        return px
    }

    private static func pixels(grid: Int, _ color: (Int, Int) -> Color) -> [Color] {
        var out: [Color] = []
        out.reserveCapacity(grid * grid)
        for i in 0..<grid { for j in 0..<grid { out.append(color(i, j)) } }
        return out
    }

    /// Where a left-aligned label's glyphs are: average advance ~0.6 em
    /// (0.66 bold), ink ~0.7 em tall, centred in the label's frame.
    private static func inkBox(_ text: String, in frame: Rect, fontSize: Double, bold: Bool) -> Rect? {
        guard !text.isEmpty else { return nil }
        let width = min(frame.width, Double(text.count) * fontSize * (bold ? 0.66 : 0.6))
        let height = 0.7 * fontSize
        return Rect(x: frame.minX, y: frame.center.y - height / 2, width: width, height: height)
    }
}
