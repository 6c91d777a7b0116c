import FrolicCore

/// When a preset starts and where: its `start` and `at`, and the point it
/// starts from, which is the layer's own point when it has one, else the
/// point of a tap on that tick, else `fallback` (the scene's centre for most).
struct PresetStart {
    let start: Trigger
    let startTick: Int
    let point: Point?
    let fallback: Point

    init(start: Trigger, at: Double, point: Point?, fallback: Point) {
        self.start = start; startTick = Timeline.ticks(at); self.point = point; self.fallback = fallback
    }

    /// Where the preset starts on `tick`, or nil when it does not; `placed`
    /// is false when that is only the fallback (no point given, no tap).
    func fired(tick: Int, gestures: [Gesture]) -> (point: Point, placed: Bool)? {
        guard start.fires(tick: tick, startTick: startTick, gestures: gestures) else { return nil }
        if let point { return (point, true) }
        for g in gestures { if case .tap(let p) = g { return (p, true) } }
        return (fallback, false)
    }
}
