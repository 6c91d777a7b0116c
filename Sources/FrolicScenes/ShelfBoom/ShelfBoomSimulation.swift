import FrolicCore

/// The fruit aisle being played: a shake in the exploding aisle starts a
/// `BoomSequence` over the fully visible cells.
public struct ShelfBoomSimulation: Simulation {
    public let size: Size
    let effect: ShelfBoom
    let layout: ShelfLayout
    private(set) var sequence: BoomSequence
    /// The tick the world is at: gestures of `step(tick:)` act at `tick`, and
    /// `draw()` afterwards shows `tick + 1`.
    private(set) var now = 0
    private var indicators: GestureIndicators

    init(effect: ShelfBoom, scene: SceneHeader, pictures: PictureSource) throws {
        self.effect = effect
        size = scene.size
        layout = ShelfLayout(screen: scene.size, productCount: effect.products.count, columns: effect.columns,
                             cellHeight: effect.cellHeight, spacing: effect.cellSpacing,
                             contentOffset: effect.contentOffset)
        let cellSize = layout.cellFrames.first?.size ?? Size(1, 1)
        let colors = try effect.products.enumerated().map { i, product in
            try CellSnapshot.fragmentColors(of: product, field: "\(ShelfBoom.key).products[\(i)].picture", cellSize: cellSize,
                                            grid: effect.fragmentGrid, mode: effect.fragmentColors, pictures: pictures)
        }
        sequence = BoomSequence(options: effect, frames: layout.cellFrames, colors: colors,
                                random: SeededRandom(seed: scene.seed))
        indicators = GestureIndicators(enabled: scene.showGestures)
    }

    var booms: [Boom] { sequence.booms }
    var acceptTick: Int { sequence.acceptTick }
    /// Whether a sequence is running (shakes are ignored).
    var isExploding: Bool { sequence.isExploding(at: now) }
    func cellState(_ cell: Int) -> Boom.CellState { sequence.viewState(cell, at: now) }

    /// Gestures act at `tick`; the world is then at `tick + 1`, the moment the
    /// next frame shows.
    public mutating func step(tick: Int, gestures: [Gesture]) {
        now = tick
        indicators.step(tick: tick)
        for g in gestures where g == .shake {
            indicators.shake()
            if effect.aisle == effect.explodingAisle { sequence.start(at: now, candidates: layout.candidates) }
        }
        now = tick + 1
    }

    public func draw() -> DisplayList {
        var scene: [DrawCommand] = [.fill(ShelfChrome.background)]
        for cell in layout.visibleCells {
            scene += ProductCellView.draw(effect.products[cell], frame: layout.cellFrames[cell], state: cellState(cell))
        }
        // Fragments live in the collection view's layer: above every cell,
        // below the bars.
        scene += sequence.discs(at: now)
        let underBars = scene
        scene += ShelfChrome.navigationBar(layout, title: effect.aisle, over: underBars)
        scene += ShelfChrome.tabBar(layout, over: underBars)

        // A shake shows as the badge only: wobbling the whole screen would make
        // every frame of the shake a full-size GIF frame (the GIF triples).
        var list = DisplayList(size: size, commands: scene)
        list.append(contentsOf: indicators.draw(in: size))
        return list
    }
}
