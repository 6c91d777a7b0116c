import FrolicCore

/// A `LayerEffect` being played in one scene: its state, stepped on the
/// scene's ticks and drawn over what is below it. A scene's settings stay in
/// the `LayerEffect` it was made from.
package protocol RunningLayer {
    mutating func step(tick: Int, gestures: [Gesture])
    func draw() -> [DrawCommand]
}
