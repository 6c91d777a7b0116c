import FrolicCore

/// The longest time a scene file may name: a scene's `duration` and every
/// moment or span inside one (a script entry's `at`, a layer's `at`, `hold`
/// or snowfall). Ten minutes is far past any demo GIF, and bounds a render's
/// frames and ticks.
package enum SceneLimits {
    package static let seconds = 600.0

    /// `seconds` as the docs show it.
    static var secondsText: String { FrolicError.number(seconds) }

    /// The check of a `duration`: more than 0 and at most `seconds`.
    static func duration(_ v: Double) -> SceneFileError.Problem? {
        v.isFinite && v > 0 && v <= seconds ? nil
            : .outOfRange("must be greater than 0 and at most \(secondsText) seconds, got \(FrolicError.number(v))")
    }
}
