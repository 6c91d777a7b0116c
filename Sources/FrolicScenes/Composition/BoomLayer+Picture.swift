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
}
