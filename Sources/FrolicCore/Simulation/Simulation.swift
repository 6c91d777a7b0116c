/// A scene being played: stepped one tick at a time, described as a display
/// list whenever a frame is wanted. Implementations are deterministic: they
/// take randomness only from their own `SeededRandom` and time only from ticks.
package protocol Simulation {
    /// Canvas size in points.
    var size: Size { get }
    /// Advances the world from tick `tick` to `tick + 1`, first delivering the
    /// gestures that fire on `tick`.
    mutating func step(tick: Int, gestures: [Gesture])
    /// The frame as it is after the last step.
    func draw() -> DisplayList
}
