import FrolicCore

/// The grocery app's aisle: a collection of product cells under a navigation
/// bar (the aisle's name) and a tab bar. Its cells are a `CellScreen` that the
/// `shelfBoom` preset's boom explodes; a shake in another aisle than
/// `explodingAisle` finds no cell to explode.
struct ShelfScreen: ScreenModel, Hashable {
    /// What the fragments take their colours from.
    enum FragmentColors: String, Sendable, CaseIterable { case cell, picture }

    var aisle = "Фрукты"
    var explodingAisle = "Фрукты"
    var products = ShelfProduct.fruitAisle
    var columns = 3
    var cellHeight = 160.0
    var cellSpacing = 8.0
    var contentOffset = 40.0
    var fragmentColors = FragmentColors.cell

    init() {}

    static let parameters: [Parameter<ShelfScreen>] = [
        .text("aisle", \.aisle, "the aisle on screen (the navigation bar's title)"),
        .text("explodingAisle", \.explodingAisle, "the aisle in which a shake explodes cells; shakes elsewhere are ignored"),
        .list("products", \.products, count: 0...BoomOptions.maxParts, "the product cells in collection order (default: 12 fruits)"),
        .integer("columns", \.columns, 1...12, "columns of the collection"),
        .number("cellHeight", \.cellHeight, 20...2000, "height of a product cell, pt"),
        .number("cellSpacing", \.cellSpacing, 0...200, "gap between cells and around the section, pt"),
        .number("contentOffset", \.contentOffset, -10_000...100_000,
                "scroll from the top of the content; the default leaves rows partly under both bars"),
        .choice("fragmentColors", \.fragmentColors, "`cell`: from the whole cell's snapshot (the original); `picture`: the picture alone"),
    ]

    func commands(size: Size, environment: SceneEnvironment) -> [DrawCommand] {
        ShelfCells(shelf: self, size: size).draw(driver: nil, between: [])
    }

    func liveScreen(size: Size) -> (any LiveScreen)? { ShelfCells(shelf: self, size: size) }

    /// Each product's picture is drawn into a square frame.
    func pictureUses(field: String) -> [PictureUse] {
        products.enumerated().map {
            PictureUse(field: "\(field).products[\($0.offset)].picture", name: $0.element.picture, stretchedTo: Size(1, 1))
        }
    }
}
