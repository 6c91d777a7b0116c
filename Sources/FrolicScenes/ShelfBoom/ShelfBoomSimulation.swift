import FrolicCore

/// The fruit aisle being played. A shake in the exploding aisle, while no
/// sequence runs, picks a random subset of the fully visible cells and
/// schedules one boom per second; `setSize·interval + fadeBackDelay` s later
/// every cell fades back and shakes are accepted again once that fade ends.
/// Everything random is drawn at the shake, so drawing is a function of time.
public struct ShelfBoomSimulation: Simulation {
    public let size: Size
    let effect: ShelfBoom
    let layout: ShelfLayout
    /// Fragment colours per product, indexed like `Boom.fragments`.
    let colors: [[Color]]
    private var random: SeededRandom
    private(set) var booms: [Boom] = []
    /// The first tick a shake is accepted on (the original's `isExploding` is
    /// true before it).
    private(set) var acceptTick = Int.min
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
        colors = try effect.products.enumerated().map { i, product in
            try CellSnapshot.fragmentColors(of: product, field: "\(ShelfBoom.key).products[\(i)].picture", cellSize: cellSize,
                                            grid: effect.fragmentGrid, mode: effect.fragmentColors, pictures: pictures)
        }
        random = SeededRandom(seed: scene.seed)
        indicators = GestureIndicators(enabled: scene.showGestures)
    }

    /// Gestures act at `tick`; the world is then at `tick + 1`, the moment the
    /// next frame shows.
    public mutating func step(tick: Int, gestures: [Gesture]) {
        now = tick
        indicators.step(tick: tick)
        for g in gestures where g == .shake {
            indicators.shake()
            shake()
        }
        now = tick + 1
    }

    /// Whether a sequence is running (shakes are ignored).
    var isExploding: Bool { now < acceptTick }

    private mutating func shake() {
        guard effect.aisle == effect.explodingAisle, !isExploding else { return }
        // The last sequence has faded back (its cells rest again); drop its
        // booms once their fragments have landed, so a script full of shakes
        // does not keep every fragment it ever made.
        booms.removeAll { Timeline.seconds(now - $0.startTick) - effect.fragmentDelay >= $0.lastFragmentDuration }
        let candidates = layout.candidates
        let chosen = Self.choose(count: candidates.count, distinct: effect.distinctSubset,
                                 order: effect.setOrder, random: &random)
        let interval = effect.boomInterval
        let reset = now + Timeline.ticks(Double(chosen.count) * interval + effect.fadeBackDelay)
        acceptTick = reset + Timeline.ticks(effect.fadeBackDuration)
        for (k, index) in chosen.enumerated() {
            let cell = candidates[index]
            booms.append(Boom(cell: cell, frame: layout.cellFrames[cell], colors: colors[cell],
                              startTick: now + Timeline.ticks(Double(k) * interval), resetTick: reset,
                              options: effect, random: &random))
        }
    }

    /// Positions into the candidate list, in explosion order. The original
    /// draws `n` indices `U{0..n-1}` into a set; Frolic orders that set by
    /// `order` because a hashed set's order is not reproducible.
    static func choose(count n: Int, distinct: Bool, order: ShelfBoom.SetOrder,
                       random: inout SeededRandom) -> [Int] {
        guard n > 0 else { return [] }
        guard distinct else { return Array(0..<n) }
        var drawn: [Int] = []
        for _ in 0..<n {
            let i = random.integer(0, n - 1)
            if !drawn.contains(i) { drawn.append(i) }
        }
        return order == .ascending ? drawn.sorted() : drawn
    }

    /// The cell's look now: its latest started boom, or after that boom's
    /// sequence reached its fade-back, fading in at scale 1 in its place.
    func cellState(_ cell: Int) -> Boom.CellState {
        guard let boom = booms.last(where: { $0.cell == cell && $0.startTick <= now }) else { return .resting }
        guard now >= boom.resetTick else {
            return boom.cellState(at: Timeline.seconds(now - boom.startTick), options: effect)
        }
        let fade = Timeline.ticks(effect.fadeBackDuration)
        let p = fade > 0 ? Double(now - boom.resetTick) / Double(fade) : 1
        return Boom.CellState(offset: .zero, scale: 1, opacity: effect.fadeBackCurve.value(at: p))
    }

    public func draw() -> DisplayList {
        var scene: [DrawCommand] = [.fill(ShelfChrome.background)]
        for cell in layout.visibleCells {
            scene += ProductCellView.draw(effect.products[cell], frame: layout.cellFrames[cell], state: cellState(cell))
        }
        // Fragments live in the collection view's layer: above every cell,
        // below the bars.
        for boom in booms where boom.startTick <= now {
            scene += boom.discs(at: Timeline.seconds(now - boom.startTick), options: effect)
        }
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
