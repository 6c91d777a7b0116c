import FrolicCore

/// How UIViewXXYBoom explodes a view and how a sequence of explosions runs:
/// the `boom` layer's numbers, the original's by default. Which views it
/// explodes (a screen's cells, a screenshot's regions) is the layer's business.
package struct BoomOptions: ParameterModel, Sendable {
    /// How the chosen cells are ordered (the original's `NSSet` order is hash-based).
    package enum SetOrder: String, Sendable, CaseIterable { case ascending, drawn }

    // Trigger logic
    package var distinctSubset = true
    package var setOrder = SetOrder.ascending
    package var boomInterval = 1.0
    package var fadeBackDelay = 2.0
    package var fadeBackDuration = 0.35
    package var fadeBackCurve = TimingCurve.easeInOut
    package var comeBack = 0.0

    // One explosion
    package var jitterKeyframes = 5
    package var jitterDuration = 0.2
    package var jitterAmplitude = 10.0
    package var shrinkScale = 0.01
    package var shrinkDuration = 0.15
    package var fragmentDelay = 0.35
    package var fragmentGrid = 17
    package var endSpread = 1.3
    package var dropBase = 0.5
    package var dropRange = 0.5
    package var riseBase = 0.2
    package var riseRange = 1.2
    package var fragmentDuration = 0.30
    package var fragmentDurationStep = 0.05
    package var fragmentDurationSteps = 9
    package var scaleDrop = 0.7
    package var scaleSteps = 60
    package var scaleDivisor = 50.0
    package var pathCurve = TimingCurve(0.24, 0.59, 0.506667, 0.026667)
    package var opacityCurve = TimingCurve(0.38, 0.033333, 0.963333, 0.26)

    package init() {}

    /// Parts a boom may explode: a shelf's products, a layer's rects.
    static let maxParts = 500

    /// Parts × fragmentGrid² at most: `maxParts` of 17 × 17 fragments fit.
    static let maxFragments = 150_000

    package static let parameters: [Parameter<BoomOptions>] = [
        .flag("distinctSubset", \.distinctSubset, "the original's quirk: n draws for n candidates, keep the distinct (~63 %); false: all explode"),
        .choice("setOrder", \.setOrder, "order of the chosen cells (the original's NSSet order is hash-based)"),
        .number("boomInterval", \.boomInterval, 0...60, "seconds between two explosions of one sequence"),
        .number("fadeBackDelay", \.fadeBackDelay, 0...60, "the fade-back starts `setSize·boomInterval + fadeBackDelay` s after the shake"),
        .number("fadeBackDuration", \.fadeBackDuration, 0...10, "seconds of the fade-back").beside(),
        .curve("fadeBackCurve", \.fadeBackCurve, "the fade-back's timing curve (UIView.animate's ease-in-out)"),
        .number("comeBack", \.comeBack, 0...60,
                "seconds after its own explosion when each view fades back in its place (UIViewXXYBoom's `reset`), "
                + "so the screen never sits empty; 0: every view at the sequence's fade-back"),
        .integer("jitterKeyframes", \.jitterKeyframes, 1...100, "jitter keyframes per axis"),
        .number("jitterDuration", \.jitterDuration, 0...10, "seconds of jitter").beside(),
        .number("jitterAmplitude", \.jitterAmplitude, 0...500, "jitter amplitude, ± pt").beside(),
        .number("shrinkScale", \.shrinkScale, 0...10, "the view's scale after the shrink"),
        .number("shrinkDuration", \.shrinkDuration, 0...10, "seconds of the shrink-and-fade").beside(),
        .number("fragmentDelay", \.fragmentDelay, 0...10, "seconds after the explosion's start when fragments fly"),
        .integer("fragmentGrid", \.fragmentGrid, 1...64, "fragments per side (17 → 289 discs of diameter min(w, h)/17)"),
        .number("endSpread", \.endSpread, 0...20, "end x: `cx − spread·W + 2·spread·W·U{0..100}/100`"),
        .number("dropBase", \.dropBase, -20...20, "end y: `cy + dropBase·H + U{0..⌊dropRange·H⌋−1}`"),
        .number("dropRange", \.dropRange, 0...20, "see dropBase").beside(),
        .number("riseBase", \.riseBase, -20...20, "control y: `cy − riseBase·H − U{0..⌊riseRange·H⌋−1}`"),
        .number("riseRange", \.riseRange, 0...20, "see riseBase").beside(),
        .number("fragmentDuration", \.fragmentDuration, 0.01...10, "duration: `fragmentDuration + fragmentDurationStep·U{0..fragmentDurationSteps}`"),
        .number("fragmentDurationStep", \.fragmentDurationStep, 0...10, "see fragmentDuration").beside(),
        .integer("fragmentDurationSteps", \.fragmentDurationSteps, 0...1000, "see fragmentDuration").beside(),
        .number("scaleDrop", \.scaleDrop, 0...1, "end scale: `1 − scaleDrop·U{0..scaleSteps}/scaleDivisor`"),
        .integer("scaleSteps", \.scaleSteps, 0...1000, "see scaleDrop").beside(),
        .number("scaleDivisor", \.scaleDivisor, 1...10_000, "see scaleDrop").beside(),
        .curve("pathCurve", \.pathCurve, "progress along the Bézier path"),
        .curve("opacityCurve", \.opacityCurve, "the fragments' fade from 1 to 0").beside(),
    ]

    package static func problem(with e: BoomOptions) -> (key: String, problem: SceneFileError.Problem)? {
        if e.scaleDrop * Double(e.scaleSteps) / e.scaleDivisor > 1 {
            return ("scaleDrop", .notAllowed("scaleDrop × scaleSteps / scaleDivisor must be at most 1 (a fragment's end scale would be negative)"))
        }
        // The fade-back must find the last exploded cell already invisible.
        if e.comeBack > 0, e.comeBack < e.jitterDuration + e.shrinkDuration {
            return ("comeBack", .notAllowed("comeBack must be at least jitterDuration + shrinkDuration, so a view has vanished before it comes back"))
        }
        if e.comeBack == 0, e.boomInterval + e.fadeBackDelay < e.jitterDuration + e.shrinkDuration {
            return ("fadeBackDelay", .notAllowed("boomInterval + fadeBackDelay must be at least jitterDuration + shrinkDuration, so the last cell has vanished before the fade-back"))
        }
        return nil
    }

    /// `parts` explode into too many fragments: the problem, or nil.
    func fragmentProblem(parts: Int, named what: String) -> SceneFileError.Problem? {
        let fragments = parts * fragmentGrid * fragmentGrid
        return fragments > Self.maxFragments
            ? .outOfRange("\(parts) \(what) × \(fragmentGrid)² fragments is \(fragments); at most \(Self.maxFragments)") : nil
    }
}
