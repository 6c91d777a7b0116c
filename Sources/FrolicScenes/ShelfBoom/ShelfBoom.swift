import FrolicCore

/// The `shelfBoom` block: a grocery app's fruit aisle whose product cells
/// explode one per second when the phone is shaken — UIViewXXYBoom (effect 1 of
/// effects-reference.md) called on collection-view cells. Every default is the
/// original's number.
///
///     "shelfBoom": { "aisle": "Фрукты", "fragmentGrid": 17, "distinctSubset": true }
///
/// Deviations from the original, all deliberate:
/// - **Set order.** The original keeps the chosen indices in a set and
///   explodes them in its iteration order, which depends on hashing (a Swift
///   `Set` is seeded per process), so it cannot be reproduced. Frolic orders the
///   set by ascending cell index (`setOrder: "ascending"`, reading order) or in
///   the order the indices were first drawn (`setOrder: "drawn"`).
/// - **Fragment colours without pixels.** The original renders the whole cell
///   (`layer.render(in:)`: white rounded background, picture, name, price) at
///   1× and resizes it to 34 × 34. Frolic computes that snapshot from the cell's
///   layout: a grid point inside the picture frame takes the picture's colour
///   (the picture resampled to the snapshot's density, composited on the cell
///   background), a point on a label's text takes the background blended with
///   the text colour by an estimated ink coverage, a point outside the rounded
///   corners is transparent (its fragment invisible), anything else is the cell
///   background. `fragmentColors: "picture"` colours from the picture alone.
/// - **Fragments under the bars.** The original adds fragments to the cell's
///   superlayer, the collection view, which lies under the translucent
///   navigation and tab bars: fragments fly above every cell but below the bars.
/// - **Interval-scaled reset.** The k-th explosion starts `k·boomInterval` s after
///   the shake and the fade-back `setSize·boomInterval + fadeBackDelay` s after it
///   (the original: `k` and `setSize + 2`; equal with the defaults).
/// - **Jitter end.** The keyframe values are random, so at 0.2 s the view
///   reaches its last keyframe and snaps back to its place when the animation
///   is removed, as Core Animation does.
/// - **Empty or absurd limits.** `arc4random() % ⌊x⌋` divides by zero for a
///   cell under 1 pt tall; Frolic draws 0 there.
/// - **Shake indicator.** A shake shows as the gesture badge; the screen does
///   not wobble (that would make every frame of the shake a full GIF frame).
/// - **Fade-back curve.** The original's `UIView.animate(withDuration: 0.35)` has
///   the default ease-in-out curve; `fadeBackCurve` sets it.
public struct ShelfBoom: Effect, Sendable {
    public static let key = "shelfBoom"
    public static let summary = "Shake a grocery app's fruit aisle: product cells jitter, shrink and burst into 289 picture-coloured discs (UIViewXXYBoom)"

    /// How the chosen cells are ordered (the original's `NSSet` order is hash-based).
    public enum SetOrder: String, Sendable, CaseIterable { case ascending, drawn }
    /// What the fragments take their colours from.
    public enum FragmentColors: String, Sendable, CaseIterable { case cell, picture }

    // Screen
    /// The aisle on screen (the navigation bar's title).
    public var aisle = "Фрукты"
    /// The aisle in which a shake explodes cells; a shake anywhere else is ignored.
    public var explodingAisle = "Фрукты"
    /// The product cells, in collection order.
    public var products = ShelfProduct.fruitAisle
    /// Columns of the collection.
    public var columns = 3
    /// Height of a product cell, points.
    public var cellHeight = 160.0
    /// Gap between cells and around the section, points.
    public var cellSpacing = 8.0
    /// How far the collection is scrolled, points from the top of its content;
    /// the default leaves the first row partly under the navigation bar and the
    /// last one partly under the tab bar.
    public var contentOffset = 40.0

    // Trigger logic
    /// true: draw n indices for n candidates and keep the distinct ones (the
    /// original's quirk: about 63 % explode); false: every candidate explodes.
    public var distinctSubset = true
    public var setOrder = SetOrder.ascending
    /// Seconds between two explosions of one sequence.
    public var boomInterval = 1.0
    /// The fade-back starts `setSize·boomInterval + fadeBackDelay` s after the shake.
    public var fadeBackDelay = 2.0
    public var fadeBackDuration = 0.35
    public var fadeBackCurve = TimingCurve.easeInOut

    // One explosion
    /// Jitter: keyframes per axis, their duration and the amplitude (± points).
    public var jitterKeyframes = 5
    public var jitterDuration = 0.2
    public var jitterAmplitude = 10.0
    /// Shrink-and-fade after the jitter: final scale and duration.
    public var shrinkScale = 0.01
    public var shrinkDuration = 0.15
    /// When the fragments start, seconds after the explosion's start.
    public var fragmentDelay = 0.35
    /// Fragments per side (17 → 289 discs of diameter min(w, h)/17); the
    /// snapshot is resized to twice this.
    public var fragmentGrid = 17
    public var fragmentColors = FragmentColors.cell
    /// End x: `cx − spread·W + 2·spread·W·U{0..100}/100`.
    public var endSpread = 1.3
    /// End y: `cy + dropBase·H + U{0..⌊dropRange·H⌋−1}`.
    public var dropBase = 0.5
    public var dropRange = 0.5
    /// Control y: `cy − riseBase·H − U{0..⌊riseRange·H⌋−1}`.
    public var riseBase = 0.2
    public var riseRange = 1.2
    /// Duration: `fragmentDuration + fragmentDurationStep·U{0..fragmentDurationSteps}`.
    public var fragmentDuration = 0.30
    public var fragmentDurationStep = 0.05
    public var fragmentDurationSteps = 9
    /// End scale: `1 − scaleDrop·U{0..scaleSteps}/scaleDivisor`.
    public var scaleDrop = 0.7
    public var scaleSteps = 60
    public var scaleDivisor = 50.0
    /// Progress along the path, and the fade from 1 to 0.
    public var pathCurve = TimingCurve(0.24, 0.59, 0.506667, 0.026667)
    public var opacityCurve = TimingCurve(0.38, 0.033333, 0.963333, 0.26)

    public init() {}

    /// Products × fragmentGrid² at most: 500 products of 17 × 17 fragments fit.
    static let maxFragments = 150_000

    private enum Keys: String, CodingKey, CaseIterable {
        case aisle, explodingAisle, products, columns, cellHeight, cellSpacing, contentOffset
        case distinctSubset, setOrder, boomInterval, fadeBackDelay, fadeBackDuration, fadeBackCurve
        case jitterKeyframes, jitterDuration, jitterAmplitude, shrinkScale, shrinkDuration
        case fragmentDelay, fragmentGrid, fragmentColors, endSpread, dropBase, dropRange, riseBase, riseRange
        case fragmentDuration, fragmentDurationStep, fragmentDurationSteps, scaleDrop, scaleSteps, scaleDivisor
        case pathCurve, opacityCurve
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(Keys.self)
        let c = try decoder.container(keyedBy: Keys.self)
        let d = ShelfBoom()
        aisle = try c.value(.aisle, default: d.aisle)
        explodingAisle = try c.value(.explodingAisle, default: d.explodingAisle)
        products = try c.value(.products, default: d.products) { $0.count > 500 ? "at most 500 products, got \($0.count)" : nil }
        columns = try c.value(.columns, default: d.columns, Check.range(1, 12))
        cellHeight = try c.value(.cellHeight, default: d.cellHeight, Check.range(20, 2000))
        cellSpacing = try c.value(.cellSpacing, default: d.cellSpacing, Check.range(0, 200))
        contentOffset = try c.value(.contentOffset, default: d.contentOffset, Check.range(-10_000, 100_000))
        distinctSubset = try c.value(.distinctSubset, default: d.distinctSubset)
        setOrder = try c.choice(.setOrder, default: d.setOrder)
        boomInterval = try c.value(.boomInterval, default: d.boomInterval, Check.range(0, 60))
        fadeBackDelay = try c.value(.fadeBackDelay, default: d.fadeBackDelay, Check.range(0, 60))
        fadeBackDuration = try c.value(.fadeBackDuration, default: d.fadeBackDuration, Check.range(0, 10))
        fadeBackCurve = try c.value(.fadeBackCurve, default: TimingCurveValue(d.fadeBackCurve)).curve
        jitterKeyframes = try c.value(.jitterKeyframes, default: d.jitterKeyframes, Check.range(1, 100))
        jitterDuration = try c.value(.jitterDuration, default: d.jitterDuration, Check.range(0, 10))
        jitterAmplitude = try c.value(.jitterAmplitude, default: d.jitterAmplitude, Check.range(0, 500))
        shrinkScale = try c.value(.shrinkScale, default: d.shrinkScale, Check.range(0, 10))
        shrinkDuration = try c.value(.shrinkDuration, default: d.shrinkDuration, Check.range(0, 10))
        fragmentDelay = try c.value(.fragmentDelay, default: d.fragmentDelay, Check.range(0, 10))
        fragmentGrid = try c.value(.fragmentGrid, default: d.fragmentGrid, Check.range(1, 64))
        fragmentColors = try c.choice(.fragmentColors, default: d.fragmentColors)
        endSpread = try c.value(.endSpread, default: d.endSpread, Check.range(0, 20))
        dropBase = try c.value(.dropBase, default: d.dropBase, Check.range(-20, 20))
        dropRange = try c.value(.dropRange, default: d.dropRange, Check.range(0, 20))
        riseBase = try c.value(.riseBase, default: d.riseBase, Check.range(-20, 20))
        riseRange = try c.value(.riseRange, default: d.riseRange, Check.range(0, 20))
        fragmentDuration = try c.value(.fragmentDuration, default: d.fragmentDuration, Check.range(0.01, 10))
        fragmentDurationStep = try c.value(.fragmentDurationStep, default: d.fragmentDurationStep, Check.range(0, 10))
        fragmentDurationSteps = try c.value(.fragmentDurationSteps, default: d.fragmentDurationSteps, Check.range(0, 1000))
        scaleDrop = try c.value(.scaleDrop, default: d.scaleDrop, Check.range(0, 1))
        scaleSteps = try c.value(.scaleSteps, default: d.scaleSteps, Check.range(0, 1000))
        scaleDivisor = try c.value(.scaleDivisor, default: d.scaleDivisor, Check.range(1, 10_000))
        pathCurve = try c.value(.pathCurve, default: TimingCurveValue(d.pathCurve)).curve
        opacityCurve = try c.value(.opacityCurve, default: TimingCurveValue(d.opacityCurve)).curve

        // Every product's fragment colours are computed up front and one shake
        // can explode every product: bound the fragments a scene may hold.
        if products.count * fragmentGrid * fragmentGrid > Self.maxFragments {
            throw DecodingError.dataCorruptedError(forKey: .fragmentGrid, in: c,
                debugDescription: "\(products.count) products × \(fragmentGrid)² fragments is \(products.count * fragmentGrid * fragmentGrid); at most \(Self.maxFragments)")
        }
        if scaleDrop * Double(scaleSteps) / scaleDivisor > 1 {
            throw DecodingError.dataCorruptedError(forKey: .scaleDrop, in: c,
                debugDescription: "scaleDrop × scaleSteps / scaleDivisor must be at most 1 (a fragment's end scale would be negative)")
        }
        // The fade-back must find the last exploded cell already invisible.
        if boomInterval + fadeBackDelay < jitterDuration + shrinkDuration {
            throw DecodingError.dataCorruptedError(forKey: .fadeBackDelay, in: c,
                debugDescription: "boomInterval + fadeBackDelay must be at least jitterDuration + shrinkDuration, so the last cell has vanished before the fade-back")
        }
    }

    /// Each product's picture is drawn into a square frame.
    public var pictureUses: [PictureUse] {
        products.enumerated().map {
            PictureUse(field: "shelfBoom.products[\($0.offset)].picture", name: $0.element.picture, stretchedTo: Size(1, 1))
        }
    }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        try ShelfBoomSimulation(effect: self, scene: scene, pictures: environment.pictures)
    }
}
