import FrolicCore

/// One `boom` of UIViewXXYBoom on one cell, fixed when it is scheduled: the
/// jitter keyframes and every fragment's path, so that drawing any moment is a
/// pure function of time.
struct Boom: Sendable {
    /// What the exploding cell itself looks like at a moment.
    struct CellState: Hashable, Sendable {
        var offset: Point
        var scale: Double
        var opacity: Double
        static let resting = CellState(offset: .zero, scale: 1, opacity: 1)
    }

    let cell: Int
    let startTick: Int
    /// When the sequence's fade-back begins; from then on the cell is reset.
    let resetTick: Int
    let jitterX: Keyframes<Double>
    let jitterY: Keyframes<Double>
    let fragments: [BoomFragment]

    init(cell: Int, frame: Rect, colors: [Color], startTick: Int, resetTick: Int,
         options o: BoomOptions, random r: inout SeededRandom) {
        self.cell = cell; self.startTick = startTick; self.resetTick = resetTick
        // `makeShakeValue`: the coordinate plus U{0..100}/100·2a − a, x values first.
        func shake(_ v: Double) -> Double { v + Double(r.integer(0, 100)) / 100 * 2 * o.jitterAmplitude - o.jitterAmplitude }
        let xs = (0..<o.jitterKeyframes).map { _ in shake(0) }
        let ys = (0..<o.jitterKeyframes).map { _ in shake(0) }
        jitterX = Keyframes(values: xs, duration: o.jitterDuration)
        jitterY = Keyframes(values: ys, duration: o.jitterDuration)
        var fragments: [BoomFragment] = []
        fragments.reserveCapacity(colors.count)
        for color in colors { fragments.append(BoomFragment(view: frame, color: color, options: o, random: &r)) }
        self.fragments = fragments
    }

    /// The cell `time` seconds after the boom started: jittering (the keyframe
    /// values are random, so the view approaches the last one and snaps back to
    /// its place at the jitter's end, when the animation is removed), then
    /// shrinking and fading linearly, then invisible (model opacity 0).
    func cellState(at time: Double, options o: BoomOptions) -> CellState {
        if time < o.jitterDuration {
            return CellState(offset: Point(jitterX.value(at: time), jitterY.value(at: time)), scale: 1, opacity: 1)
        }
        // Tick times are sums of decimals: 0.35 − 0.2 falls just short of 0.15.
        let p = o.shrinkDuration > 0 ? (time - o.jitterDuration) / o.shrinkDuration : 1
        guard p < 1 - 1e-9 else { return CellState(offset: .zero, scale: o.shrinkScale, opacity: 0) }
        return CellState(offset: .zero, scale: 1.0.lerp(to: o.shrinkScale, p), opacity: 1 - p)
    }

    /// The visible discs `time` seconds after the boom started, in the order
    /// their layers were added (later ones on top).
    func discs(at time: Double, options o: BoomOptions) -> [DrawCommand] {
        let t = time - o.fragmentDelay
        guard t >= 0 else { return [] }
        return fragments.compactMap { $0.disc(at: t, pathCurve: o.pathCurve, opacityCurve: o.opacityCurve) }
    }

    /// How long the longest-flying fragment flies.
    var lastFragmentDuration: Double { fragments.map(\.duration).max() ?? 0 }
}
