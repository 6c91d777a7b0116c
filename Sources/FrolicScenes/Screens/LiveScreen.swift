import FrolicCore

/// A built-in screen laid out that a layer drives while the scene plays (the
/// boom puts the shelf's cells into states, a pull scrolls the stretchy
/// table): drawn on every frame as that layer says, the layers' drawing
/// between the screen's content and its bars, as UIKit's fragments fly in the
/// collection view, under its bars.
protocol LiveScreen: Sendable {
    /// The screen as `driver` (the layer that drives it, if any) has it now.
    func draw(driver: (any RunningLayer)?, between: [DrawCommand]) -> [DrawCommand]
}

/// A layer that may drive its backdrop's `LiveScreen` (a preset's layer does).
protocol ScreenDriver {
    var drivesScreen: Bool { get }
}

/// A live screen of cells a boom explodes.
protocol CellScreen: LiveScreen {
    /// Every cell's frame, points, in the screen's order.
    var cellFrames: [Rect] { get }
    /// The cells a shake may explode.
    var candidates: [Int] { get }
    /// Each cell's fragment colours, `grid × grid`, in the order
    /// UIViewXXYBoom makes its fragments.
    func fragmentColors(grid: Int, pictures: PictureSource) throws -> [[Color]]
}

/// A running layer that puts the cells of its backdrop's `CellScreen` into states.
protocol CellStateSource {
    func cellState(_ cell: Int) -> Boom.CellState
}
