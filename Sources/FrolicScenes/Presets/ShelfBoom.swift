import FrolicCore

/// UIViewXXYBoom (effect 1 of effects-reference.md) on a grocery app's fruit
/// aisle: a shake explodes product cells one per second. The `shelfBoom`
/// block: the aisle's screen (`aisle`, `products`, the grid, `fragmentColors`)
/// and a boom layer with the original's numbers (every other key) that puts
/// the screen's cells into states, its fragments under the bars.
///
///     "shelfBoom": { "aisle": "Фрукты", "fragmentGrid": 17, "distinctSubset": true }
///
/// Deviations from the original, all deliberate:
/// - **Set order.** The original explodes the chosen cells in its hashed
///   set's order, which cannot be reproduced: `setOrder` says ascending or drawn.
/// - **Fragment colours without pixels.** The original renders the cell at 1×
///   and resizes it to 34 × 34; Frolic samples the cell's layout there
///   (`CellSnapshot`); `fragmentColors: "picture"` takes the picture alone.
/// - **Interval-scaled reset.** The fade-back starts
///   `setSize·boomInterval + fadeBackDelay` s after the shake (the original:
///   `setSize + 2`; equal with the defaults).
/// - **Shake indicator.** A shake shows as the gesture badge; the screen does
///   not wobble (that would make every frame of the shake a full GIF frame).
struct ShelfBoom: PresetModel {
    static let key = "shelfBoom"
    static let summary = "Shake a grocery app's fruit aisle: product cells jitter, shrink and burst into 289 picture-coloured discs (UIViewXXYBoom)"
    static let screenName = "shelf-boom"

    var shelf = ShelfScreen()
    var boom: BoomLayer = {
        var layer = BoomLayer()
        layer.explodesScreenCells = true
        layer.boom.comeBack = 0
        return layer
    }()

    init() {}

    static let parameters: [Parameter<ShelfBoom>] =
        ShelfScreen.parameters.mapped(into: \.shelf)
        + BoomLayer.parameters.mapped(except: ["start", "at", "rects", "grid", "visibleArea", "hole", "fragmentColor", "fragmentEdge",
                                              "fragmentMinSize", "comeBack"], into: \.boom)

    static func problem(with preset: ShelfBoom) -> (key: String, problem: SceneFileError.Problem)? {
        // Every product's fragment colours are computed up front and one shake
        // can explode every product: bound the fragments a scene may hold.
        if let problem = preset.boom.boom.fragmentProblem(parts: preset.shelf.products.count, named: "products") {
            return ("fragmentGrid", problem)
        }
        return BoomOptions.problem(with: preset.boom.boom)
    }

    var composition: Composition {
        var backdrop = Backdrop()
        backdrop.screen = Self.screen
        backdrop.look = shelf
        backdrop.color = ShelfChrome.background
        return Composition(preset: self, backdrop: backdrop, layer: boom, indicated: .shake)
    }
}
