import FrolicCore

extension Transition {
    /// A page sheet (iOS 13 and later): the new screen rises from the
    /// bottom to 8 % of the height below the top (`_kTopGapRatio`), while the
    /// one behind shrinks by 8.35 % (`_kSheetScaleFactor`, measured on an
    /// iPhone 16 Pro running iOS 18), moves down to 6.8 % of the height,
    /// rounds its corners and darkens by 10 % (`_kOpacityTween`) over black.
    /// The new screen, a whole screen tall, shows whole on its card, shrunk
    /// to the card's height; 0.5 s, an estimate (UIKit does not publish it),
    /// on the push's curve. The sheet stays presented; a `pop` back to the
    /// screen it covers dismisses it.
    package static let sheet = Transition(SheetTransition())
}

struct SheetTransition: ScreenTransition {
    let name = "sheet"
    let defaultDuration = 0.5
    var curve: TimingCurve { Transition.linearToEaseOut }
    var staysPresented: Bool { true }
    var showsCard: Bool { true }

    /// The sheet's top at the end, of the height.
    static let top = 0.08
    /// How much the screen behind shrinks, and where its top ends, of the height.
    static let shrink = 0.0835, behindTop = 0.068
    /// The corner radius of the sheet and of the screen behind it, points.
    static let corner = 10.0

    func commands(progress p: Double, from a: [DrawCommand], to b: [DrawCommand], size: Size, card: Color) -> [DrawCommand] {
        let w = size.width, h = size.height
        let screen = Rect(origin: .zero, size: size)
        let s = 1 - Self.shrink * p
        let behind = Transform.scale(s, about: Point(w / 2, 0)).then(.translation(0, Self.behindTop * h * p))
        let frame = Rect(x: w * (1 - s) / 2, y: Self.behindTop * h * p, width: w * s, height: h * s)
        var list: [DrawCommand] = [.fill(.black),
                                   .layer(Layer(a, transform: behind, clip: frame.intersection(screen))),
                                   TransitionDrawing.veil(TransitionDrawing.veil * p, over: frame)]
        list += RoundCorners.covers(of: frame, radius: Self.corner * p, color: .black)
        return list + Self.card(b, top: h + (Self.top * h - h) * p, size: size, color: card)
    }

    /// The sheet's card with its top at `top`: full width, its top corners
    /// rounded, down to the screen's bottom, the screen `b` shrunk to show
    /// whole in it (a screenshot is a whole screen tall, the card shorter)
    /// and centred on the card's colour.
    static func card(_ b: [DrawCommand], top: Double, size: Size, color: Color) -> [DrawCommand] {
        let w = size.width, h = size.height
        guard top < h else { return [] }
        let k = 1 - Self.top
        let card = Rect(x: 0, y: top, width: w, height: h * k + corner)
        let content = Layer(b, transform: Transform.scale(k, about: Point(w / 2, 0)).then(.translation(0, top)),
                            clip: Rect(x: w * (1 - k) / 2, y: top, width: w * k, height: h * k))
        return [.layer(Layer([.fill(color), .layer(content)], clip: card, clipCornerRadius: corner))]
    }
}
