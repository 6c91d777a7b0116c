import FrolicCore

/// Where everything sits on the aisle screen: the bars, the collection's cells
/// (in screen coordinates, after scrolling) and, inside a cell, its picture and
/// labels. The drawing and the fragment colours both read it, so the exploded
/// snapshot matches the drawn cell.
struct ShelfLayout: Sendable {
    /// Status bar (20) + navigation bar (44), as on a 4.7-inch iPhone.
    static let navigationBarHeight = 64.0
    static let tabBarHeight = 49.0

    let screen: Size
    let cellFrames: [Rect]

    init(screen: Size, productCount: Int, columns: Int, cellHeight: Double, spacing: Double, contentOffset: Double) {
        self.screen = screen
        let width = max(1, (screen.width - spacing * Double(columns + 1)) / Double(columns))
        let top = Self.navigationBarHeight + spacing - contentOffset
        cellFrames = (0..<productCount).map { i in
            let row = Double(i / columns), column = Double(i % columns)
            return Rect(x: spacing + column * (width + spacing), y: top + row * (cellHeight + spacing),
                        width: width, height: cellHeight)
        }
    }

    var navigationBar: Rect { Rect(x: 0, y: 0, width: screen.width, height: Self.navigationBarHeight) }
    var tabBar: Rect { Rect(x: 0, y: screen.height - Self.tabBarHeight, width: screen.width, height: Self.tabBarHeight) }
    /// The part of the collection view not covered by a bar.
    var unobscured: Rect {
        Rect(x: 0, y: Self.navigationBarHeight, width: screen.width,
             height: max(0, screen.height - Self.navigationBarHeight - Self.tabBarHeight))
    }

    /// The collection's `visibleCells`: every cell with a part on screen, in index order.
    var visibleCells: [Int] {
        let bounds = Rect(origin: .zero, size: screen)
        return cellFrames.indices.filter { bounds.intersection(cellFrames[$0]) != nil }
    }

    /// The cells a shake may explode: visible and not even partly under a bar.
    var candidates: [Int] { visibleCells.filter { unobscured.contains(cellFrames[$0]) } }
}

/// A product cell's content in the cell's own coordinates: a white rounded card,
/// a square picture at the top, the name and then the price below it.
struct CellLayout: Sendable {
    static let cornerRadius = 10.0
    static let inset = 8.0
    static let nameFontSize = 13.0
    static let priceFontSize = 16.0
    static let background = Color.white
    static let nameColor = Color(hex: 0x3A3A3C)
    static let priceColor = Color(hex: 0x1C1C1E)

    let size: Size
    let picture: Rect
    let name: Rect
    let price: Rect

    init(size: Size) {
        self.size = size
        let side = max(0, min(size.width - 2 * Self.inset, size.height - 64))
        picture = Rect(x: (size.width - side) / 2, y: Self.inset, width: side, height: side)
        name = Rect(x: Self.inset, y: picture.maxY + 6, width: max(0, size.width - 2 * Self.inset), height: 18)
        price = Rect(x: Self.inset, y: name.maxY + 2, width: name.width, height: 22)
    }

    /// Whether `p` lies on the card, i.e. inside its rounded corners.
    func onCard(_ p: Point) -> Bool {
        guard p.x >= 0, p.y >= 0, p.x < size.width, p.y < size.height else { return false }
        let r = min(Self.cornerRadius, size.width / 2, size.height / 2)
        let cx = min(max(p.x, r), size.width - r), cy = min(max(p.y, r), size.height - r)
        return (p - Point(cx, cy)).length <= r
    }
}
