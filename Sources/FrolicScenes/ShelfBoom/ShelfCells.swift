import FrolicCore

/// The aisle laid out on a screen: its cells, drawn in the states a boom puts
/// them in, the fragments over every cell and the bars' material over both.
struct ShelfCells: CellScreen {
    let shelf: ShelfScreen
    let layout: ShelfLayout

    init(shelf: ShelfScreen, size: Size) {
        self.shelf = shelf
        layout = ShelfLayout(screen: size, productCount: shelf.products.count, columns: shelf.columns,
                             cellHeight: shelf.cellHeight, spacing: shelf.cellSpacing, contentOffset: shelf.contentOffset)
    }

    var cellFrames: [Rect] { layout.cellFrames }

    var candidates: [Int] { shelf.aisle == shelf.explodingAisle ? layout.candidates : [] }

    /// Errors name the product's picture (`products[2].picture`).
    func fragmentColors(grid: Int, pictures: PictureSource) throws -> [[Color]] {
        let cellSize = layout.cellFrames.first?.size ?? Size(1, 1)
        return try shelf.products.enumerated().map { i, product in
            try CellSnapshot.fragmentColors(of: product, field: "products[\(i)].picture", cellSize: cellSize,
                                            grid: grid, mode: shelf.fragmentColors, pictures: pictures)
        }
    }

    func draw(driver: (any RunningLayer)?, between: [DrawCommand]) -> [DrawCommand] {
        let states = driver as? CellStateSource
        var scene: [DrawCommand] = [.fill(ShelfChrome.background)]
        for cell in layout.visibleCells {
            scene += ProductCellView.draw(shelf.products[cell], frame: layout.cellFrames[cell], state: states?.cellState(cell) ?? .resting)
        }
        scene += between
        let underBars = scene
        scene += ShelfChrome.navigationBar(layout, title: shelf.aisle, over: underBars)
        scene += ShelfChrome.tabBar(layout, over: underBars)
        return scene
    }
}
