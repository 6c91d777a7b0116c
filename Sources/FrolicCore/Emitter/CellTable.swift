/// Every cell of an emitter in one list, sub-cells included, so a particle
/// names its cell by one index: the layer's `cells` first (their indices
/// unchanged), then each listed cell's `emitterCells` in list order (breadth
/// first). A fireworks layer with one rocket cell carrying a trail and a
/// spark reads `[rocket, trail, spark]`.
package struct CellTable: Hashable, Sendable {
    package private(set) var cells: [EmitterCell]
    /// For each cell, the indices of its sub-cells.
    package private(set) var children: [[Int]]
    /// Whether any cell has sub-cells (the emitter skips that work otherwise).
    package let hasSubCells: Bool

    package init(_ top: [EmitterCell]) {
        cells = top
        children = []
        var i = 0
        while i < cells.count {
            let subs = cells[i].emitterCells
            children.append(Array(cells.count ..< cells.count + subs.count))
            cells.append(contentsOf: subs)
            i += 1
        }
        hasSubCells = cells.count > top.count
    }

    package subscript(i: Int) -> EmitterCell { cells[i] }
}
