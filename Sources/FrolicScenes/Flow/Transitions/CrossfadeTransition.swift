import FrolicCore

extension Transition {
    /// The new screen fades in over the old, 0.25 s (Core Animation's
    /// default `CATransaction.animationDuration`) on UIView's default curve,
    /// ease-in-ease-out.
    package static let crossfade = Transition(CrossfadeTransition())
}

struct CrossfadeTransition: ScreenTransition {
    let name = "crossfade"
    let defaultDuration = 0.25
    var curve: TimingCurve { .easeInOut }

    func commands(progress p: Double, from a: [DrawCommand], to b: [DrawCommand], size: Size, card: Color) -> [DrawCommand] {
        let screen = Rect(origin: .zero, size: size)
        return [.layer(Layer(a, clip: screen)), .layer(Layer(b, opacity: p, clip: screen))]
    }
}
