import FrolicCore

/// One way a screen of a flow gives way to the next: its name, how long it
/// takes and on what curve, and the two screens drawn part way through it.
/// `FlowPlayer` times the moves and asks the transition to draw them.
package protocol ScreenTransition: Sendable {
    /// The name a flow step gives, e.g. `"push"`.
    var name: String { get }
    /// Seconds it takes unless a step gives its own `duration`.
    var defaultDuration: Double { get }
    /// Eased progress for linear progress in 0…1.
    var curve: TimingCurve { get }
    /// Whether the new screen stays presented over the old one once in (a
    /// sheet): its last drawing holds, the old screen still behind it.
    var staysPresented: Bool { get }
    /// Whether, going back to the screen a presented one covers, it takes
    /// that one away by playing its presentation backwards (a pop lowers a sheet).
    var dismisses: Bool { get }
    /// Whether it shows the new screen on a card of that screen's page
    /// colour (`Flow.edgeColor`), which the flow then finds for it.
    var showsCard: Bool { get }
    /// The screens `progress` (eased, 0…1) of the way from `from` to `to`
    /// on a screen of `size`; `card` is the new screen's card colour.
    func commands(progress: Double, from: [DrawCommand], to: [DrawCommand], size: Size, card: Color) -> [DrawCommand]
}

extension ScreenTransition {
    package var staysPresented: Bool { false }
    package var dismisses: Bool { false }
    package var showsCard: Bool { false }
}

/// What the transitions draw alike.
enum TransitionDrawing {
    /// The black veil over the covered screen at the end of a push or sheet.
    static let veil = 0.10

    /// `commands` moved `dx` points right, clipped to the screen. Moved
    /// command by command rather than as a translated group: drawn straight
    /// onto the canvas. A screen wholly off is not drawn: a layer with no
    /// clip would let its fill paint the whole screen.
    static func placed(_ commands: [DrawCommand], dx: Double, size: Size) -> [DrawCommand] {
        let screen = Rect(origin: .zero, size: size)
        guard let clip = screen.offsetBy(dx: dx, dy: 0).intersection(screen) else { return [] }
        return [.layer(Layer(dx == 0 ? commands : commands.map { $0.offset(dx: dx, dy: 0) }, clip: clip))]
    }

    /// Black at `alpha` over `r`.
    static func veil(_ alpha: Double, over r: Rect) -> DrawCommand {
        .rect(r, style: .fill(Color(0, 0, 0, alpha)))
    }
}
