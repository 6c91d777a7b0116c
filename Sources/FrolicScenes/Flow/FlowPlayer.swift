import FrolicCore

/// The screens of a flow as they stand at a moment: the one on show, or two
/// of them part way through a transition. Between transitions the screen is
/// exactly its own commands, so a still stretch costs what a one-screen scene does.
struct FlowPlayer: Sendable {
    let size: Size
    let screens: [[DrawCommand]]
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

    init(size: Size, screens: [[DrawCommand]], steps: [FlowStep]) {
        self.size = size
        self.screens = screens
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

    func draw() -> [DrawCommand] {
        guard let i = moves.lastIndex(where: { $0.start <= now }) else { return screens[0] }
        let move = moves[i]
        let from = i == 0 ? 0 : moves[i - 1].to
        let x = Double(now - move.start) / Double(move.ticks)
        let p = move.followsFinger ? x : move.transition.curve.value(at: min(1, x))
        // A sheet stays presented over the screen it covers; a pop back to that screen dismisses it.
        let covered = i == 0 ? 0 : (i >= 2 ? moves[i - 2].to : 0)
        if i > 0, moves[i - 1].transition == .sheet, move.transition == .pop, move.to == covered, from != move.to {
            return x < 1 ? Self.commands(.sheet, progress: 1 - p, from: screens[covered], to: screens[from], size: size) : screens[move.to]
        }
        guard from != move.to else { return screens[move.to] }
        if move.transition == .sheet, x >= 1 {
            return Self.commands(.sheet, progress: 1, from: screens[from], to: screens[move.to], size: size)
        }
        guard x < 1 else { return screens[move.to] }
        return Self.commands(move.transition, progress: p, from: screens[from], to: screens[move.to], size: size)
    }


    /// Where the screens are `progress` (eased) of the way through `transition`.
    static func commands(_ transition: Transition, progress p: Double, from a: [DrawCommand], to b: [DrawCommand],
                         size: Size) -> [DrawCommand] {
        let w = size.width, h = size.height
        let screen = Rect(origin: .zero, size: size)
        // Moved command by command rather than as a translated group: drawn
        // straight onto the canvas, and a sheet's corners can be rounded.
        func placed(_ commands: [DrawCommand], dx: Double, dy: Double = 0, corner: Double = 0) -> DrawCommand {
            let moved = dx == 0 && dy == 0 ? commands : commands.map { $0.offset(dx: dx, dy: dy) }
            return .layer(Layer(moved, clip: corner > 0 ? screen.offsetBy(dx: dx, dy: dy) : screen.offsetBy(dx: dx, dy: dy).intersection(screen),
                                clipCornerRadius: corner))
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
            var list = [placed(under, dx: underX), veil(Transition.veil * covered, over: screen)]
            list += edgeShadow(at: overX, height: h)
            list.append(placed(over, dx: overX))
            return list
        case .sheet:
            let s = 1 - Transition.sheetShrink * p
            let behind = Transform.scale(s, about: Point(w / 2, 0)).then(.translation(0, Transition.behindTop * h * p))
            let frame = Rect(x: w * (1 - s) / 2, y: Transition.behindTop * h * p, width: w * s, height: h * s)
            var list: [DrawCommand] = [.fill(.black),
                                       .layer(Layer(a, transform: behind, clip: frame.intersection(screen))),
                                       veil(Transition.veil * p, over: frame)]
            list += RoundCorners.covers(of: frame, radius: Transition.behindCorner * p, color: .black)
            let top = h + (Transition.sheetTop * h - h) * p
            list.append(placed(b, dx: 0, dy: top, corner: Transition.behindCorner))
            return list
        case .crossfade:
            return [.layer(Layer(a, clip: screen)), .layer(Layer(b, opacity: p, clip: screen))]
        }
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
