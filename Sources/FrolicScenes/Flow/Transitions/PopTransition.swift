import FrolicCore

extension Transition {
    /// The push played backwards (Flutter's reverse curve `easeInToLinear`
    /// is that cubic flipped, so the screens pass the same points at the
    /// same times), the top screen leaving to the right. Back to the screen
    /// a sheet covers, it lowers the sheet.
    package static let pop = Transition(PopTransition())
}

struct PopTransition: ScreenTransition {
    let name = "pop"
    let defaultDuration = 0.35
    var curve: TimingCurve { Transition.linearToEaseOut }
    var dismisses: Bool { true }

    func commands(progress p: Double, from a: [DrawCommand], to b: [DrawCommand], size: Size, card: Color) -> [DrawCommand] {
        PushTransition.slide(under: b, over: a, covered: 1 - p, size: size)
    }
}
