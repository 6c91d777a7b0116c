import FrolicCore

/// UIViewXXYBoom called one view per `boomInterval` after a shake: the shelf's
/// product cells, or regions of a screenshot. A start, while no sequence
/// runs, picks a random subset of the candidate views and schedules one boom
/// each; `setSize·interval + fadeBackDelay` s later every view fades back (or
/// each `comeBack` s after its own boom), and starts are accepted again once
/// the last fade ends and the last fragment has landed. Everything random is drawn
/// at the start, so drawing is a function of time.
struct BoomSequence: Sendable {
    let options: BoomOptions
    /// Every view's frame and fragment colours (indexed like `Boom.fragments`).
    let frames: [Rect]
    let colors: [[Color]]
    private var random: SeededRandom
    private(set) var booms: [Boom] = []
    /// The first tick a start is accepted on (the original's `isExploding` is
    /// true before it).
    private(set) var acceptTick = Int.min

    init(options: BoomOptions, frames: [Rect], colors: [[Color]], random: SeededRandom) {
        self.options = options; self.frames = frames; self.colors = colors; self.random = random
    }

    /// Whether a sequence is running at `now` (starts are ignored).
    func isExploding(at now: Int) -> Bool { now < acceptTick }

    /// The shake at `now`: booms for a random subset of `candidates` (view indices).
    /// No candidates (a shake in another aisle): nothing happens, as if no shake.
    mutating func start(at now: Int, candidates: [Int]) {
        guard !isExploding(at: now), !candidates.isEmpty else { return }
        let o = options
        // The last sequence has faded back (its views rest again); drop its
        // booms once their fragments have landed, so a script full of shakes
        // does not keep every fragment it ever made.
        booms.removeAll { Timeline.seconds(now - $0.startTick) - o.fragmentDelay >= $0.lastFragmentDuration }
        let chosen = Self.choose(count: candidates.count, distinct: o.distinctSubset, order: o.setOrder, random: &random)
        let reset = now + Timeline.ticks(Double(chosen.count) * o.boomInterval + o.fadeBackDelay)
        acceptTick = reset + Timeline.ticks(o.fadeBackDuration)
        for (k, index) in chosen.enumerated() {
            let view = candidates[index]
            let start = now + Timeline.ticks(Double(k) * o.boomInterval)
            let back = o.comeBack > 0 ? start + Timeline.ticks(o.comeBack) : reset
            if o.comeBack > 0 { acceptTick = max(back, start + Timeline.ticks(o.fragmentDelay + o.fragmentDuration
                + o.fragmentDurationStep * Double(o.fragmentDurationSteps))) + Timeline.ticks(o.fadeBackDuration) }
            booms.append(Boom(cell: view, frame: frames[view], colors: colors[view], startTick: start, resetTick: back,
                              options: o, random: &random))
        }
    }

    /// Positions into the candidate list, in explosion order. The original
    /// draws `n` indices `U{0..n-1}` into a set; Frolic orders that set by
    /// `order` because a hashed set's order is not reproducible.
    static func choose(count n: Int, distinct: Bool, order: BoomOptions.SetOrder,
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

    /// View `view`'s look at `now`: its latest started boom, or after that
    /// boom's sequence reached its fade-back, fading in at scale 1 in its place.
    func viewState(_ view: Int, at now: Int) -> Boom.CellState {
        guard let boom = booms.last(where: { $0.cell == view && $0.startTick <= now }) else { return .resting }
        guard now >= boom.resetTick else {
            return boom.cellState(at: Timeline.seconds(now - boom.startTick), options: options)
        }
        let fade = Timeline.ticks(options.fadeBackDuration)
        let p = fade > 0 ? Double(now - boom.resetTick) / Double(fade) : 1
        return Boom.CellState(offset: .zero, scale: 1, opacity: options.fadeBackCurve.value(at: p))
    }

    /// Every flying fragment at `now`, later booms on top.
    func discs(at now: Int) -> [DrawCommand] {
        booms.filter { $0.startTick <= now }.flatMap { $0.discs(at: Timeline.seconds(now - $0.startTick), options: options) }
    }
}
