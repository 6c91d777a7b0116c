import FrolicCore

/// How light the screen is under the rain, on a coarse grid: a streak takes
/// a lighter shade of its colour over dark pixels and a darker one over
/// light pixels, so it shows over a dark code block as over a white page.
struct RainShade: Sendable {
    /// Grid cells' side, points: finer than a code block, coarser than a letter.
    static let cell = 8.0
    let columns: Int, rows: Int
    /// Relative luminance per cell, row by row; empty: one colour everywhere.
    let luminance: [Double]
    let flat: Double
    /// How far a colour moves to white (over black) or black (over white), 0…1.
    let contrast: Double

    init(backdrop: BackdropView, size: Size, contrast: Double, pictures: PictureSource) throws {
        self.contrast = contrast
        flat = BoomLook.luminance(backdrop.color)
        columns = max(1, Int((size.width / Self.cell).rounded(.up)))
        rows = max(1, Int((size.height / Self.cell).rounded(.up)))
        guard contrast > 0, backdrop.picture != nil else { luminance = []; return }
        let area = Rect(x: 0, y: 0, width: Double(columns) * Self.cell, height: Double(rows) * Self.cell)
        luminance = try backdrop.colors(in: area, width: columns, height: rows, pictures: pictures).map(BoomLook.luminance)
    }

    /// The luminance under `p`, the backdrop's colour's off the grid.
    func light(at p: Point) -> Double {
        guard !luminance.isEmpty else { return flat }
        let x = Int((p.x / Self.cell).rounded(.down)), y = Int((p.y / Self.cell).rounded(.down))
        guard (0 ..< columns).contains(x), (0 ..< rows).contains(y) else { return flat }
        return luminance[y * columns + x]
    }

    /// `color` as it falls over `p`: towards white over a dark screen,
    /// towards black over a light one, its alpha kept.
    func tint(_ color: Color, at p: Point) -> Color {
        guard contrast > 0 else { return color }
        let t = contrast * (1 - 2 * light(at: p))
        let towards = t > 0 ? Color.white : Color.black
        return Color.interpolate(color.withAlpha(1), towards, abs(t)).withAlpha(color.a)
    }
}
