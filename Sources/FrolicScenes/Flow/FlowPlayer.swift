import FrolicCore

/// The screens of a flow as they stand at a moment: the one on show, or two
/// of them part way through a transition. Between transitions the screen is
/// exactly its own commands, so a still stretch costs what a one-screen scene does.
struct FlowPlayer: Sendable {
    let size: Size
    let screens: [[DrawCommand]]
    /// Each screen's card colour when it comes in as a sheet (`sheetCard`).
    let sheetColors: [Color]
    /// The steps in time order, each with its ticks.
    let moves: [Move]
    /// The tick the drawn state is at.
    private(set) var now = 0

    struct Move: Sendable {
        var start: Int
        var ticks: Int
        var to: Int
        var transition: Transition
        /// Driven by a swipe: the screens follow the finger at its even pace,
        /// as `UIPercentDrivenInteractiveTransition` moves them, not on the curve.
        var followsFinger = false
    }

    init(size: Size, screens: [[DrawCommand]], steps: [FlowStep], sheetColors: [Color]? = nil) {
        self.size = size
        self.screens = screens
        self.sheetColors = sheetColors ?? screens.map { _ in .white }
        moves = steps.enumerated()
            .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
            .map { Move(start: Timeline.ticks($0.element.at), ticks: max(1, Timeline.ticks($0.element.seconds)),
                        to: $0.element.show, transition: $0.element.transition, followsFinger: $0.element.swipe != nil) }
    }

    mutating func step(tick: Int) { now = tick + 1 }

    /// The screen on show once every move begun by `tick` has ended (screen 0 before the first).
    func screen(at tick: Int) -> Int {
        moves.last { $0.start <= tick }?.to ?? 0
    }

    /// The screen fully on show at the drawn tick (none mid-transition), and the tick it came in.
    var settled: (screen: Int, since: Int)? {
        guard let i = moves.lastIndex(where: { $0.start <= now }) else { return (0, 0) }
        let move = moves[i]
        return now - move.start >= move.ticks ? (move.to, move.start + move.ticks) : nil
    }

    /// Where the flow stands at the drawn tick: one screen still, or two
    /// part way through a transition (a presented sheet is one at its end).
    enum Stand: Equatable {
        case still(Int)
        case moving(Transition, progress: Double, from: Int, to: Int)

        /// The screens that show, the one at the back first.
        var screens: [Int] {
            switch self {
            case let .still(s): [s]
            case let .moving(_, _, from, to): [from, to]
            }
        }
    }

    var stand: Stand {
        guard let i = moves.lastIndex(where: { $0.start <= now }) else { return .still(0) }
        let move = moves[i]
        let from = i == 0 ? 0 : moves[i - 1].to
        let x = Double(now - move.start) / Double(move.ticks)
        let p = move.followsFinger ? x : move.transition.curve.value(at: min(1, x))
        // A sheet stays presented over the screen it covers; a pop back to that screen dismisses it.
        let covered = i == 0 ? 0 : (i >= 2 ? moves[i - 2].to : 0)
        if i > 0, moves[i - 1].transition == .sheet, move.transition == .pop, move.to == covered, from != move.to {
            return x < 1 ? .moving(.sheet, progress: 1 - p, from: covered, to: from) : .still(move.to)
        }
        guard from != move.to else { return .still(move.to) }
        if move.transition == .sheet, x >= 1 { return .moving(.sheet, progress: 1, from: from, to: move.to) }
        return x < 1 ? .moving(move.transition, progress: p, from: from, to: move.to) : .still(move.to)
    }

    /// The screens as they stand, each with `own(screen)` drawn over it and
    /// moved with it (the effects a screen started carry on as it leaves).
    func draw(own: (Int) -> [DrawCommand] = { _ in [] }) -> [DrawCommand] {
        switch stand {
        case let .still(s):
            return screens[s] + own(s)
        case let .moving(transition, p, from, to):
            return Self.commands(transition, progress: p, from: screens[from] + own(from), to: screens[to] + own(to),
                                 size: size, sheet: sheetColors[to])
        }
    }

    /// Where the screens are `progress` (eased) of the way through
    /// `transition`; `sheet` is the colour of a sheet's card around its screen.
    static func commands(_ transition: Transition, progress p: Double, from a: [DrawCommand], to b: [DrawCommand],
                         size: Size, sheet: Color = .white) -> [DrawCommand] {
        let w = size.width, h = size.height
        let screen = Rect(origin: .zero, size: size)
        // Moved command by command rather than as a translated group: drawn
        // straight onto the canvas. A screen wholly off is not drawn: a
        // layer with no clip would let its fill paint the whole screen.
        func placed(_ commands: [DrawCommand], dx: Double) -> [DrawCommand] {
            guard let clip = screen.offsetBy(dx: dx, dy: 0).intersection(screen) else { return [] }
            return [.layer(Layer(dx == 0 ? commands : commands.map { $0.offset(dx: dx, dy: 0) }, clip: clip))]
        }
        func veil(_ alpha: Double, over r: Rect) -> DrawCommand {
            .rect(r, style: .fill(Color(0, 0, 0, alpha)))
        }
        switch transition {
        case .push, .pop:
            // Push: `b` comes in over `a`; pop: `a` leaves, uncovering `b`.
            let under = transition == .push ? a : b, over = transition == .push ? b : a
            let covered = transition == .push ? p : 1 - p
            let underX = -w * Transition.parallax * covered, overX = w * (1 - covered)
            var list = placed(under, dx: underX) + [veil(Transition.veil * covered, over: screen)]
            list += edgeShadow(at: overX, height: h)
            list += placed(over, dx: overX)
            return list
        case .sheet:
            let s = 1 - Transition.sheetShrink * p
            let behind = Transform.scale(s, about: Point(w / 2, 0)).then(.translation(0, Transition.behindTop * h * p))
            let frame = Rect(x: w * (1 - s) / 2, y: Transition.behindTop * h * p, width: w * s, height: h * s)
            var list: [DrawCommand] = [.fill(.black),
                                       .layer(Layer(a, transform: behind, clip: frame.intersection(screen))),
                                       veil(Transition.veil * p, over: frame)]
            list += RoundCorners.covers(of: frame, radius: Transition.behindCorner * p, color: .black)
            return list + sheetCard(b, top: h + (Transition.sheetTop * h - h) * p, size: size, color: sheet)
        case .crossfade:
            return [.layer(Layer(a, clip: screen)), .layer(Layer(b, opacity: p, clip: screen))]
        }
    }

    /// A sheet's card with its top at `top`: full width, its top corners
    /// rounded, down to the screen's bottom, the screen `b` shrunk to show
    /// whole in it (a screenshot is a whole screen tall, the card shorter)
    /// and centred on the card's colour.
    static func sheetCard(_ b: [DrawCommand], top: Double, size: Size, color: Color) -> [DrawCommand] {
        let w = size.width, h = size.height
        guard top < h else { return [] }
        let k = 1 - Transition.sheetTop
        let card = Rect(x: 0, y: top, width: w, height: h * k + Transition.behindCorner)
        let content = Layer(b, transform: Transform.scale(k, about: Point(w / 2, 0)).then(.translation(0, top)),
                            clip: Rect(x: w * (1 - k) / 2, y: top, width: w * k, height: h * k))
        return [.layer(Layer([.fill(color), .layer(content)], clip: card, clipCornerRadius: Transition.behindCorner))]
    }

    /// A soft shadow left of a screen's edge at `x`: a few bands, darkest at the edge.
    static func edgeShadow(at x: Double, height: Double) -> [DrawCommand] {
        let bands = Int(Transition.shadowWidth)
        guard x > 0 else { return [] }
        return (0..<bands).map { i in
            let alpha = Transition.shadowAlpha * Double(bands - i) / Double(bands)
            return .rect(Rect(x: x - Double(i + 1), y: 0, width: 1, height: height), style: .fill(Color(0, 0, 0, alpha)))
        }
    }
}
