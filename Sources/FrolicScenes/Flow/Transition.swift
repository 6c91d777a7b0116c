import FrolicCore

/// How one screen of a flow gives way to the next, as a flow step names it
/// (`"transition": "push"`): a value holding the move that times and draws
/// itself (`ScreenTransition`). A transition is one file in `Transitions/`,
/// declaring its move and its value (`Transition.push`), and one line of
/// `allCases`.
///
/// UIKit publishes no curve for its transitions; the figures in each file
/// are those of Flutter's Cupertino library (`cupertino/route.dart`,
/// `sheet.dart`), which re-creates them and states what it measured on the
/// iOS simulator.
package struct Transition: RawRepresentable, CaseIterable, Equatable, Sendable, CustomStringConvertible {
    /// Every transition a flow step may name, in the order the docs list them.
    package static let allCases: [Transition] = [
        .push,
        .pop,
        .sheet,
        .crossfade,
    ]

    /// The move: its time, its curve and its drawing.
    package let move: any ScreenTransition

    init(_ move: any ScreenTransition) { self.move = move }

    package init?(rawValue: String) {
        guard let transition = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = transition
    }

    package var rawValue: String { move.name }

    package var description: String { rawValue }

    package static func == (a: Transition, b: Transition) -> Bool { a.rawValue == b.rawValue }

    /// Seconds the transition takes unless a step gives its own `duration`.
    package var defaultDuration: Double { move.defaultDuration }

    /// Eased progress for linear progress in 0…1.
    package var curve: TimingCurve { move.curve }

    /// Flutter's `Curves.linearToEaseOut`, its push and sheet curve.
    package static let linearToEaseOut = TimingCurve(0.35, 0.91, 0.33, 0.97)
}
