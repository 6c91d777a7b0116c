import FrolicCore

/// A grid of equal cells on the screenshot (a table's rows, a collection's
/// items), as `boom` explodes them: `columns × rows` cells of `cellSize` from
/// `origin`, `spacing` apart. No rows: no grid.
package struct BoomGrid: Hashable, Sendable {
    package var origin = Point.zero
    package var cellSize = Size(100, 100)
    package var columns = 1
    package var rows = 0
    package var spacing = Point.zero

    package init() {}

    /// Every cell's frame, row by row (the collection's order).
    var cells: [Rect] {
        (0..<rows).flatMap { r in
            (0..<columns).map { c in
                Rect(origin: origin + Point(Double(c) * (cellSize.width + spacing.x), Double(r) * (cellSize.height + spacing.y)),
                     size: cellSize)
            }
        }
    }
}
