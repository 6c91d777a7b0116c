import Foundation
import FrolicCore

/// A handle on a body in a `DynamicsWorld`; stays valid (and unique) after
/// its item is removed, so a stale handle is recognisably stale.
package struct ItemID: Hashable, Sendable, Comparable {
    package let rawValue: Int
    package static func < (a: ItemID, b: ItemID) -> Bool { a.rawValue < b.rawValue }
}

/// `UIDynamicItemBehavior`'s per-item properties, UIKit's defaults.
package struct ItemProperties: Hashable, Sendable {
    /// Mass per square point: mass = width · height · density.
    package var density: Double = 1
    /// Bounciness 0…1 (Chipmunk multiplies the two bodies' values).
    package var elasticity: Double = 0
    /// Coulomb friction (Chipmunk multiplies the two bodies' values).
    package var friction: Double = 0
    /// Linear damping per second, Box2D's form `v /= 1 + dt · resistance`.
    package var resistance: Double = 0
    /// Angular damping per second, same form.
    package var angularResistance: Double = 0
    /// When false the item keeps its angle (infinite moment of inertia).
    package var allowsRotation: Bool = true

    package init(density: Double = 1, elasticity: Double = 0, friction: Double = 0,
                 resistance: Double = 0, angularResistance: Double = 0, allowsRotation: Bool = true) {
        self.density = density; self.elasticity = elasticity; self.friction = friction
        self.resistance = resistance; self.angularResistance = angularResistance
        self.allowsRotation = allowsRotation
    }
}

/// Where an item is and how it moves, in points, seconds and radians
/// (positive angles turn clockwise on screen, since y grows down).
package struct ItemState: Hashable, Sendable {
    package var id: ItemID
    package var size: Size
    package var center: Point
    package var angle: Double
    package var velocity: Point
    package var angularVelocity: Double

    /// The axis-aligned bounds of the rotated item — what UIKit reports as a
    /// transformed view's `frame`.
    package var frame: Rect {
        let c = abs(cos(angle)), s = abs(sin(angle))
        let w = c * size.width + s * size.height
        let h = s * size.width + c * size.height
        return Rect(center: center, size: Size(w, h))
    }
}
