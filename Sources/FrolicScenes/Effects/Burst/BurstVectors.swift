import FrolicCore

/// The original's `vectorForIndex`: the push directions of one tap's items.
/// Items alternate left and right, fanning in from ±0.75 towards the middle,
/// each pushed upward by up to one unit.
enum BurstVectors {
    /// The push for item `i` of `count`: with `random`, `x` is jittered by up to
    /// half a slot `d` either way and `y` is `U[−1, 0)`; without, `y` is −1.
    static func vector(index i: Int, of count: Int, random: Bool, rng: inout SeededRandom) -> Point {
        let x = baseX(index: i, of: count)
        guard random else { return Point(x, -1) }
        let d = slot(count)
        let dx = x + rng.real(-d / 2, d / 2)
        let dy = rng.real(-1, 0)
        return Point(dx, dy)
    }

    /// `d = 1.5 / (2 · max)`: the spacing between neighbouring directions.
    static func slot(_ count: Int) -> Double { 1.5 / Double(2 * count) }

    /// Even items from the left (−0.75 + d·i), odd ones from the right (0.75 − d·i).
    static func baseX(index i: Int, of count: Int) -> Double {
        let d = slot(count)
        return i % 2 == 0 ? -0.75 + d * Double(i) : 0.75 - d * Double(i)
    }
}
