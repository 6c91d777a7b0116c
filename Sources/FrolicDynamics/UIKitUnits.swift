import FrolicCore

/// UIKit Dynamics states its quantities in its own units; the world speaks
/// points and seconds. These are the conversions effects-reference.md gives,
/// kept in one place so a scene file's numbers mean what they meant on iOS.
package enum UIKitUnits {
    /// Gravity of magnitude 1 accelerates at 1000 pt/s².
    package static let gravityPerMagnitude = 1000.0

    /// A push of magnitude 1 moves a 100 × 100 pt item of density 1 by
    /// 100 pt/s (instantaneous) — an impulse of 100 · 10 000 in mass × pt/s,
    /// so other items move in proportion to 1/mass (area × density).
    package static let impulsePerMagnitude = 100.0 * 10_000.0

    /// `UIGravityBehavior(direction, magnitude)` as an acceleration in pt/s².
    package static func gravity(direction: Point, magnitude: Double) -> Point {
        direction * (magnitude * gravityPerMagnitude)
    }
}
