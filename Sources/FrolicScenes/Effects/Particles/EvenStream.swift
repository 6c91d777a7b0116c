import FrolicCore

/// A start's particles handed out evenly over some seconds from one point:
/// on the k-th tick of `ticks`, ⌊count·k/ticks⌋ − ⌊count·(k−1)/ticks⌋ of them,
/// so the total is exactly `count` (a new start begins the stream again).
struct EvenStream {
    let count: Int
    let ticks: Int
    private var began: (tick: Int, point: Point)?

    init(count: Int, seconds: Double) {
        self.count = count
        ticks = max(1, Timeline.ticks(seconds))
    }

    mutating func begin(tick: Int, at point: Point) { began = (tick, point) }

    /// The particles due on `tick` and where, or nil when none are.
    mutating func due(tick: Int) -> (count: Int, point: Point)? {
        guard let b = began else { return nil }
        let k = tick - b.tick + 1
        if k >= ticks { began = nil }
        let n = count * k / ticks - count * (k - 1) / ticks
        return n > 0 ? (n, b.point) : nil
    }
}
