import FrolicCore

/// The screens of a flow as they stand at a moment: the one on show, or two
/// of them part way through a transition. Between transitions the screen is
/// exactly its own commands, so a still stretch costs what a one-screen scene does.
struct FlowPlayer: Sendable {
    let size: Size
    let screens: [[DrawCommand]]
    /// Each screen's card colour when it comes in on a card (`ScreenTransition.showsCard`).
    let cardColors: [Color]
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

    init(size: Size, screens: [[DrawCommand]], steps: [FlowStep], cardColors: [Color]? = nil) {
        self.size = size
        self.screens = screens
        self.cardColors = cardColors ?? screens.map { _ in .white }
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
        // A presented screen (a sheet) stays over the screen it covers; a move
        // that dismisses (a pop) back to that screen plays its presentation backwards.
        let covered = i == 0 ? 0 : (i >= 2 ? moves[i - 2].to : 0)
        let before = i > 0 ? moves[i - 1].transition : nil
        if let before, before.move.staysPresented, move.transition.move.dismisses, move.to == covered, from != move.to {
            return x < 1 ? .moving(before, progress: 1 - p, from: covered, to: from) : .still(move.to)
        }
        guard from != move.to else { return .still(move.to) }
        if move.transition.move.staysPresented, x >= 1 { return .moving(move.transition, progress: 1, from: from, to: move.to) }
        return x < 1 ? .moving(move.transition, progress: p, from: from, to: move.to) : .still(move.to)
    }

    /// The screens as they stand, each with `own(screen)` drawn over it and
    /// moved with it (the effects a screen started carry on as it leaves).
    func draw(own: (Int) -> [DrawCommand] = { _ in [] }) -> [DrawCommand] {
        switch stand {
        case let .still(s):
            return screens[s] + own(s)
        case let .moving(transition, p, from, to):
            return transition.move.commands(progress: p, from: screens[from] + own(from), to: screens[to] + own(to),
                                            size: size, card: cardColors[to])
        }
    }
}
