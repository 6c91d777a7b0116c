import FrolicCore
import FrolicDynamics

/// The `pigBurst` block: PigExplode (Nikolas Burk, 2015), a plain view where
/// every tap bursts pictures of a pig out of the tap point with UIKit
/// Dynamics — one instantaneous push each, gravity, collisions with the side
/// edges and each other — until they fall off the bottom.
///
///     "pigBurst": { "itemsPerTap": 3, "randomPush": true, "pushMagnitude": 1,
///                   "gravity": 1, "picture": "pig", "pictureScale": 0.1,
///                   "background": "#FFFFFF" }
///
/// Every key is optional; the defaults are the original's. UIKit's units map
/// onto the Chipmunk2D solver as effects-reference.md states them (gravity 1 =
/// 1000 pt/s²; a unit push adds 100 pt/s to a 100 × 100 item of density 1,
/// scaled by 1/mass, mass being area × density). Kept quirk: a tap's items start exactly on top of each
/// other and the solver shoves them apart, turning them slightly; a burst
/// into falling pigs sends them tumbling.
///
/// Deviations: Chipmunk2D stands in for UIKit's private Box2D-based solver,
/// so contacts resolve alike but not bit for bit (overlap is pushed out by
/// Chipmunk's bias velocities, leaving up to its 0.1 pt collision slop), and
/// the world steps every 1/600 s rather than once per 60 Hz display frame;
/// `resistance` damps the Box2D way (`v /= 1 + dt·resistance`), UIKit's exact
/// rule being undocumented. The drag variant (attachments to the touch) is
/// not built: scripts have no drag gesture.
public struct PigBurst: Effect, Hashable {
    public static let key = "pigBurst"
    public static let summary = "Tap to burst pigs that fly up, collide, spin and fall (PigExplode, UIKit Dynamics)"

    /// Items spawned per tap (`max`); the original uses 3 (an earlier version 6).
    public var itemsPerTap = 3
    /// Jitter each push (`dx ± d/2`, `dy = U[−1, 0)`); false gives the
    /// original's fixed variant (`dx = x`, `dy = −1`).
    public var randomPush = true
    /// The push behaviour's magnitude (UIKit units).
    public var pushMagnitude = 1.0
    /// Gravity's magnitude (UIKit units: 1 = 1000 pt/s²).
    public var gravity = 1.0
    /// Gravity's direction, y down.
    public var gravityDirection = Point(0, 1)
    /// Collide with the view's left and right edges (the original's boundaries; no floor, no ceiling).
    public var edges = true
    /// `UIDynamicItemBehavior` properties of every item.
    public var density = 1.0
    public var elasticity = 0.0
    public var friction = 0.0
    public var resistance = 0.0
    public var angularResistance = 0.0
    public var allowsRotation = true
    /// The picture drawn for each item, by name (Assets/pig.png).
    public var picture = "pig"
    /// The picture's size in pixels, and the scale it is shown at: items are
    /// `pictureSize × pictureScale` points (55 × 42.3 for the 550 × 423 pig)
    /// and collide as such boxes. nil: the picture's own size, so any
    /// picture keeps its aspect ratio unless the scene says otherwise.
    public var pictureSize: Size?
    public var pictureScale = 0.1
    /// The view's background colour.
    public var background = Color.white

    public init() {}

    var itemProperties: ItemProperties {
        ItemProperties(density: density, elasticity: elasticity, friction: friction,
                            resistance: resistance, angularResistance: angularResistance,
                            allowsRotation: allowsRotation)
    }

    private enum Keys: String, CodingKey, CaseIterable {
        case itemsPerTap, randomPush, pushMagnitude, gravity, gravityDirection, edges
        case density, elasticity, friction, resistance, angularResistance, allowsRotation
        case picture, pictureSize, pictureScale, background
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(Keys.self)
        let c = try decoder.container(keyedBy: Keys.self)
        let d = PigBurst()
        itemsPerTap = try c.value(.itemsPerTap, default: d.itemsPerTap, Check.range(1, 50))
        randomPush = try c.value(.randomPush, default: d.randomPush)
        pushMagnitude = try c.value(.pushMagnitude, default: d.pushMagnitude, Check.range(-100, 100))
        gravity = try c.value(.gravity, default: d.gravity, Check.range(-100, 100))
        gravityDirection = try c.point(.gravityDirection, default: d.gravityDirection)
        guard abs(gravityDirection.x) <= 10, abs(gravityDirection.y) <= 10 else {
            throw DecodingError.dataCorruptedError(forKey: .gravityDirection, in: c,
                debugDescription: "components must be between -10 and 10")
        }
        edges = try c.value(.edges, default: d.edges)
        density = try c.value(.density, default: d.density, Check.range(0.001, 1000))
        elasticity = try c.value(.elasticity, default: d.elasticity, Check.range(0, 1))
        friction = try c.value(.friction, default: d.friction, Check.range(0, 100))
        resistance = try c.value(.resistance, default: d.resistance, Check.range(0, 1000))
        angularResistance = try c.value(.angularResistance, default: d.angularResistance, Check.range(0, 1000))
        allowsRotation = try c.value(.allowsRotation, default: d.allowsRotation)
        picture = try c.value(.picture, default: d.picture) { $0.isEmpty ? "must not be empty" : nil }
        pictureSize = c.contains(.pictureSize) ? try c.size(.pictureSize, default: Size(1, 1), Check.range(1, 10_000)) : nil
        pictureScale = try c.value(.pictureScale, default: d.pictureScale, Check.range(0.001, 10))
        background = try c.color(.background, default: d.background)
    }

    public var pictureUses: [PictureUse] {
        [PictureUse(field: "pigBurst.picture", name: picture, stretchedTo: pictureSize, sizeField: "pigBurst.pictureSize")]
    }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        let pixels = try pictureSize ?? environment.pictures.pixelSize(of: picture)
        return PigBurstSimulation(effect: self, scene: scene,
                                  itemSize: Size(pixels.width * pictureScale, pixels.height * pictureScale))
    }
}
