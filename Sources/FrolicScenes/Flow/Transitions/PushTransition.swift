import FrolicCore

extension Transition {
    /// `UINavigationController`'s push: the new screen slides in from the
    /// right edge while the old one slides a third of the way left
    /// (`_kRightMiddleTween`, `_kMiddleLeftTween`) under a dimming veil, the
    /// new one's left edge casting a soft shadow; 0.35 s, the
    /// `transitionCoordinator.transitionDuration` UIKit reports for a push;
    /// curve `Curves.linearToEaseOut`, the cubic (0.35, 0.91, 0.33, 0.97).
    package static let push = Transition(PushTransition())
}

struct PushTransition: ScreenTransition {
    let name = "push"
    let defaultDuration = 0.35
    var curve: TimingCurve { Transition.linearToEaseOut }

    /// How far the covered screen slides left, of the width.
    static let parallax = 1.0 / 3.0
    /// The pushed screen's edge shadow: its width in points and its darkest alpha.
    static let shadowWidth = 8.0, shadowAlpha = 0.12

    func commands(progress p: Double, from a: [DrawCommand], to b: [DrawCommand], size: Size, card: Color) -> [DrawCommand] {
        Self.slide(under: a, over: b, covered: p, size: size)
    }

    /// `over` slid in over `under` `covered` of the way (a pop slides it out:
    /// the push backwards).
    static func slide(under: [DrawCommand], over: [DrawCommand], covered: Double, size: Size) -> [DrawCommand] {
        let w = size.width, h = size.height
        let screen = Rect(origin: .zero, size: size)
        let underX = -w * parallax * covered, overX = w * (1 - covered)
        var list = TransitionDrawing.placed(under, dx: underX, size: size) + [TransitionDrawing.veil(TransitionDrawing.veil * covered, over: screen)]
        list += edgeShadow(at: overX, height: h)
        list += TransitionDrawing.placed(over, dx: overX, size: size)
        return list
    }

    /// A soft shadow left of a screen's edge at `x`: a few bands, darkest at the edge.
    static func edgeShadow(at x: Double, height: Double) -> [DrawCommand] {
        let bands = Int(shadowWidth)
        guard x > 0 else { return [] }
        return (0..<bands).map { i in
            let alpha = shadowAlpha * Double(bands - i) / Double(bands)
            return .rect(Rect(x: x - Double(i + 1), y: 0, width: 1, height: height), style: .fill(Color(0, 0, 0, alpha)))
        }
    }
}
