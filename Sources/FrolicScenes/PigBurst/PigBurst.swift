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
/// rule being undocumented.
public struct PigBurst: Effect, Hashable {
    public static let key = "pigBurst"
    public static let summary = "Tap to burst pigs that fly up, collide, spin and fall (PigExplode, UIKit Dynamics)"

    // Each key's default is its value here; its doc, range and key are in `parameters`.
    public var itemsPerTap = 3
    public var randomPush = true
    public var pushMagnitude = 1.0
    public var gravity = 1.0
    public var gravityDirection = Point(0, 1)
    public var edges = true
    public var density = 1.0
    public var elasticity = 0.0
    public var friction = 0.0
    public var resistance = 0.0
    public var angularResistance = 0.0
    public var allowsRotation = true
    public var attachOnDrag = false
    public var picture = "pig"
    public var pictureSize: Size?
    public var pictureScale = 0.1
    public var background = Color.white

    public init() {}

    var itemProperties: ItemProperties {
        ItemProperties(density: density, elasticity: elasticity, friction: friction,
                            resistance: resistance, angularResistance: angularResistance,
                            allowsRotation: allowsRotation)
    }

    public static let parameters: [Parameter<PigBurst>] = dynamicsParameters + [
        .color("background", \.background, "the view's background"),
    ]

    /// Everything but the view's background: what the `burst` layer takes over any screen.
    static let dynamicsParameters: [Parameter<PigBurst>] = [
        .integer("itemsPerTap", \.itemsPerTap, 1...50, "items spawned per tap (`max`; an earlier version used 6)"),
        .flag("randomPush", \.randomPush, "jitter each push (`dx ± d/2`, `dy = U[−1, 0)`); false: `dx = x`, `dy = −1`"),
        .number("pushMagnitude", \.pushMagnitude, -100...100, "the push behaviour's magnitude (UIKit units)"),
        .number("gravity", \.gravity, -100...100, "gravity's magnitude (1 = 1000 pt/s²)"),
        .point("gravityDirection", \.gravityDirection, "gravity's direction, y down; components −10…10"),
        .flag("edges", \.edges, "collide with the view's left and right edges (no floor, no ceiling)"),
        .number("density", \.density, 0.001...1000, "`UIDynamicItemBehavior` density (mass = area × density)"),
        .number("elasticity", \.elasticity, 0...1, "bounciness of collisions"),
        .number("friction", \.friction, 0...100, "friction between items"),
        .number("resistance", \.resistance, 0...1000, "linear damping (`v /= 1 + dt·resistance`)"),
        .number("angularResistance", \.angularResistance, 0...1000, "angular damping"),
        .flag("allowsRotation", \.allowsRotation, "items may spin"),
        .flag("attachOnDrag", \.attachOnDrag,
              "the drag variant: while a finger drags, live items hang on it, the line ÷ 1.01 each 60 Hz step; lifting it bursts"),
        .text("picture", \.picture, nonEmpty: true, "the item picture (see Pictures above; built-in: Assets/pig.png)"),
        .size("pictureSize", \.pictureSize, sides: 1...10_000, absent: "the picture's own",
              "picture size in pixels (the pig is 550 × 423)"),
        .number("pictureScale", \.pictureScale, 0.001...10, "shown at this scale: items are pictureSize × pictureScale points"),
    ]

    public static func problem(with effect: PigBurst) -> (key: String, message: String)? {
        abs(effect.gravityDirection.x) <= 10 && abs(effect.gravityDirection.y) <= 10
            ? nil : ("gravityDirection", "components must be between -10 and 10")
    }

    /// Items a scene's bursts may spawn in all, so that its work and memory
    /// stay bounded: the items of every tap may still be live at the end (with
    /// no gravity, none falls off), and the solver's work grows faster than
    /// their number (300 live items over 10 s at 25 fps took 7.6 s, 600 took
    /// 22 s). The examples spawn at most 15.
    public static let maxItems = 500

    /// A tap bursts `itemsPerTap` items, and so does lifting a drag in the drag variant.
    public func burstItems(for gesture: Gesture) -> Int {
        switch gesture {
        case .tap: return itemsPerTap
        case .drag: return attachOnDrag ? itemsPerTap : 0
        default: return 0
        }
    }

    public var pictureUses: [PictureUse] { pictureUses(field: Self.key) }

    /// The item picture, for a block or layer at `field`.
    func pictureUses(field: String) -> [PictureUse] {
        [PictureUse(field: "\(field).picture", name: picture, stretchedTo: pictureSize, sizeField: "\(field).pictureSize")]
    }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        try PigBurstSimulation(effect: self, scene: scene, pictures: environment.pictures)
    }
}
