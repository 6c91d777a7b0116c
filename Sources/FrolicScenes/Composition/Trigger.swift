import FrolicCore

/// What starts a layer's effect: a shake (most originals), any tap, a pull
/// (a `scroll` or `drag` gesture), or a moment of the script. Shared by every
/// layer so that `start` means the same everywhere.
package enum Trigger: String, Sendable, CaseIterable {
    case shake, tap, pull, time

    /// Whether `gestures` (on `tick`) start the effect; `startTick` is `at`'s tick.
    func fires(tick: Int, startTick: Int, gestures: [Gesture]) -> Bool {
        switch self {
        case .shake: return gestures.contains(.shake)
        case .tap: return gestures.contains { if case .tap = $0 { return true }; return false }
        case .pull: return gestures.contains { g in
            switch g { case .scroll, .drag: return true; default: return false }
        }
        case .time: return tick == startTick
        }
    }
}
