import FrolicCore

/// A finger moving along a path at an even pace, from a tick: where it is at
/// any tick, and when it lifts. Scenes that follow a touch read it here.
struct TouchDrag: Hashable, Sendable {
    var path: [Point]
    var start: Int
    var ticks: Int

    init(path: [Point], start: Int, seconds: Double) {
        self.path = path; self.start = start; ticks = max(1, Timeline.ticks(seconds))
    }

    func point(at tick: Int) -> Point {
        Self.point(on: path, at: min(1, max(0, Double(tick - start) / Double(ticks))))
    }

    func hasEnded(at tick: Int) -> Bool { tick - start >= ticks }

    /// The point a fraction `t` of the way along `path`, by length.
    static func point(on path: [Point], at t: Double) -> Point {
        let legs = zip(path, path.dropFirst()).map { ($0, $1, ($1 - $0).length) }
        var left = t * legs.reduce(0) { $0 + $1.2 }
        for (a, b, length) in legs {
            if left <= length { return length > 0 ? Point.interpolate(a, b, left / length) : a }
            left -= length
        }
        return path.last ?? .zero
    }
}
