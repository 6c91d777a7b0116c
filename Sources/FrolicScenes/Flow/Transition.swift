import FrolicCore

/// How one screen of a flow gives way to the next, as UIKit draws it.
///
/// UIKit publishes no curve for its transitions; the figures here are those
/// of Flutter's Cupertino library (`cupertino/route.dart`, `sheet.dart`),
/// which re-creates them and states what it measured on the iOS simulator:
/// - **push** (`UINavigationController`): the new screen slides in from the
///   right edge while the old one slides a third of the way left
///   (`_kRightMiddleTween`, `_kMiddleLeftTween`) under a dimming veil, the
///   new one's left edge casting a soft shadow; 0.35 s, the
///   `transitionCoordinator.transitionDuration` UIKit reports for a push;
///   curve `Curves.linearToEaseOut`, the cubic (0.35, 0.91, 0.33, 0.97).
/// - **pop**: the push played backwards (Flutter's reverse curve
///   `easeInToLinear` is that cubic flipped, so the screens pass the same
///   points at the same times), the top screen leaving to the right.
/// - **sheet** (a page sheet, iOS 13 and later): the new screen rises from
///   the bottom to 8 % of the height below the top (`_kTopGapRatio`), while
///   the one behind shrinks by 8.35 % (`_kSheetScaleFactor`, measured on an
///   iPhone 16 Pro running iOS 18), moves down to 6.8 % of the height, rounds
///   its corners and darkens by 10 % (`_kOpacityTween`) over black. The new
///   screen, a whole screen tall, shows whole on its card, shrunk to the
///   card's height (`FlowPlayer.sheetCard`); 0.5 s,
///   an estimate (UIKit does not publish it), on the same curve. The sheet
///   stays presented; a `pop` back to the screen it covers dismisses it.
/// - **crossfade**: the new screen fades in over the old, 0.25 s (Core
///   Animation's default `CATransaction.animationDuration`) on UIView's
///   default curve, ease-in-ease-out.
package enum Transition: String, Sendable, CaseIterable {
    case push, pop, sheet, crossfade

    /// Seconds the transition takes unless a step gives its own `duration`.
    package var defaultDuration: Double {
        switch self {
        case .push, .pop: 0.35
        case .sheet: 0.5
        case .crossfade: 0.25
        }
    }

    /// Eased progress for linear progress in 0…1.
    package var curve: TimingCurve {
        switch self {
        case .push, .pop, .sheet: Self.linearToEaseOut
        case .crossfade: .easeInOut
        }
    }

    /// Flutter's `Curves.linearToEaseOut`, its push and sheet curve.
    package static let linearToEaseOut = TimingCurve(0.35, 0.91, 0.33, 0.97)

    /// How far the covered screen slides left in a push, of the width.
    package static let parallax = 1.0 / 3.0
    /// The black veil over the covered screen at the end of a push or sheet.
    package static let veil = 0.10
    /// The sheet's top at the end, of the height.
    package static let sheetTop = 0.08
    /// How much the screen behind a sheet shrinks, and where its top ends, of the height.
    package static let sheetShrink = 0.0835, behindTop = 0.068
    /// The corner radius of a sheet and of the screen behind it, points.
    package static let behindCorner = 10.0
    /// The pushed screen's edge shadow: its width in points and its darkest alpha.
    package static let shadowWidth = 8.0, shadowAlpha = 0.12
}
