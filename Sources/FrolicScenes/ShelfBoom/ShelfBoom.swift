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

    // Each key's default is its value here; its doc, range and key are in `parameters`.
    // Screen
    public var aisle = "Фрукты"
    public var explodingAisle = "Фрукты"
    public var products = ShelfProduct.fruitAisle
    public var columns = 3
    public var cellHeight = 160.0
    public var cellSpacing = 8.0
    public var contentOffset = 40.0

    // Trigger logic
    public var distinctSubset = true
    public var setOrder = SetOrder.ascending
    public var boomInterval = 1.0
    public var fadeBackDelay = 2.0
    public var fadeBackDuration = 0.35
    public var fadeBackCurve = TimingCurve.easeInOut

    // One explosion
    public var jitterKeyframes = 5
    public var jitterDuration = 0.2
    public var jitterAmplitude = 10.0
    public var shrinkScale = 0.01
    public var shrinkDuration = 0.15
    public var fragmentDelay = 0.35
    public var fragmentGrid = 17
    public var fragmentColors = FragmentColors.cell
    public var endSpread = 1.3
    public var dropBase = 0.5
    public var dropRange = 0.5
    public var riseBase = 0.2
    public var riseRange = 1.2
    public var fragmentDuration = 0.30
    public var fragmentDurationStep = 0.05
    public var fragmentDurationSteps = 9
    public var scaleDrop = 0.7
    public var scaleSteps = 60
    public var scaleDivisor = 50.0
    public var pathCurve = TimingCurve(0.24, 0.59, 0.506667, 0.026667)
    public var opacityCurve = TimingCurve(0.38, 0.033333, 0.963333, 0.26)

    public init() {}

    /// Parts a boom may explode: the shelf's products, a layer's rects.
    static let maxParts = 500

    /// Parts × fragmentGrid² at most: `maxParts` of 17 × 17 fragments fit.
    static let maxFragments = 150_000

    public static let parameters: [Parameter<ShelfBoom>] = screenParameters + boomParameters

    /// The shelf app around the explosions.
    static let screenParameters: [Parameter<ShelfBoom>] = [
        .text("aisle", \.aisle, "the aisle on screen (the navigation bar's title)"),
        .text("explodingAisle", \.explodingAisle, "the aisle in which a shake explodes cells; shakes elsewhere are ignored"),
        .list("products", \.products, count: 0...maxParts, "the product cells in collection order (default: 12 fruits)"),
        .integer("columns", \.columns, 1...12, "columns of the collection"),
        .number("cellHeight", \.cellHeight, 20...2000, "height of a product cell, pt"),
        .number("cellSpacing", \.cellSpacing, 0...200, "gap between cells and around the section, pt"),
        .number("contentOffset", \.contentOffset, -10_000...100_000,
                "scroll from the top of the content; the default leaves rows partly under both bars"),
        .choice("fragmentColors", \.fragmentColors, "`cell`: from the whole cell's snapshot (the original); `picture`: the picture alone"),
    ]

    /// The sequence and one explosion: what the `boom` layer takes over any screen.
    static let boomParameters: [Parameter<ShelfBoom>] = [
        .flag("distinctSubset", \.distinctSubset, "the original's quirk: n draws for n candidates, keep the distinct (~63 %); false: all explode"),
        .choice("setOrder", \.setOrder, "order of the chosen cells (the original's NSSet order is hash-based)"),
        .number("boomInterval", \.boomInterval, 0...60, "seconds between two explosions of one sequence"),
        .number("fadeBackDelay", \.fadeBackDelay, 0...60, "the fade-back starts `setSize·boomInterval + fadeBackDelay` s after the shake"),
        .number("fadeBackDuration", \.fadeBackDuration, 0...10, "seconds of the fade-back"),
        .curve("fadeBackCurve", \.fadeBackCurve, "the fade-back's timing curve (UIView.animate's ease-in-out)"),
        .integer("jitterKeyframes", \.jitterKeyframes, 1...100, "jitter keyframes per axis"),
        .number("jitterDuration", \.jitterDuration, 0...10, "seconds of jitter"),
        .number("jitterAmplitude", \.jitterAmplitude, 0...500, "jitter amplitude, ± pt"),
        .number("shrinkScale", \.shrinkScale, 0...10, "the view's scale after the shrink"),
        .number("shrinkDuration", \.shrinkDuration, 0...10, "seconds of the shrink-and-fade"),
        .number("fragmentDelay", \.fragmentDelay, 0...10, "seconds after the explosion's start when fragments fly"),
        .integer("fragmentGrid", \.fragmentGrid, 1...64, "fragments per side (17 → 289 discs of diameter min(w, h)/17)"),
        .number("endSpread", \.endSpread, 0...20, "end x: `cx − spread·W + 2·spread·W·U{0..100}/100`"),
        .number("dropBase", \.dropBase, -20...20, "end y: `cy + dropBase·H + U{0..⌊dropRange·H⌋−1}`"),
        .number("dropRange", \.dropRange, 0...20, "see dropBase"),
        .number("riseBase", \.riseBase, -20...20, "control y: `cy − riseBase·H − U{0..⌊riseRange·H⌋−1}`"),
        .number("riseRange", \.riseRange, 0...20, "see riseBase"),
        .number("fragmentDuration", \.fragmentDuration, 0.01...10, "duration: `fragmentDuration + fragmentDurationStep·U{0..fragmentDurationSteps}`"),
        .number("fragmentDurationStep", \.fragmentDurationStep, 0...10, "see fragmentDuration"),
        .integer("fragmentDurationSteps", \.fragmentDurationSteps, 0...1000, "see fragmentDuration"),
        .number("scaleDrop", \.scaleDrop, 0...1, "end scale: `1 − scaleDrop·U{0..scaleSteps}/scaleDivisor`"),
        .integer("scaleSteps", \.scaleSteps, 0...1000, "see scaleDrop"),
        .number("scaleDivisor", \.scaleDivisor, 1...10_000, "see scaleDrop"),
        .curve("pathCurve", \.pathCurve, "progress along the Bézier path"),
        .curve("opacityCurve", \.opacityCurve, "the fragments' fade from 1 to 0"),
    ]

    public static func problem(with e: ShelfBoom) -> (key: String, message: String)? {
        // Every product's fragment colours are computed up front and one shake
        // can explode every product: bound the fragments a scene may hold.
        let fragments = e.products.count * e.fragmentGrid * e.fragmentGrid
        if fragments > maxFragments {
            return ("fragmentGrid", "\(e.products.count) products × \(e.fragmentGrid)² fragments is \(fragments); at most \(maxFragments)")
        }
        if e.scaleDrop * Double(e.scaleSteps) / e.scaleDivisor > 1 {
            return ("scaleDrop", "scaleDrop × scaleSteps / scaleDivisor must be at most 1 (a fragment's end scale would be negative)")
        }
        // The fade-back must find the last exploded cell already invisible.
        if e.boomInterval + e.fadeBackDelay < e.jitterDuration + e.shrinkDuration {
            return ("fadeBackDelay", "boomInterval + fadeBackDelay must be at least jitterDuration + shrinkDuration, so the last cell has vanished before the fade-back")
        }
        return nil
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
