import FrolicCore
import FrolicDynamics

/// PigExplode (Nikolas Burk, 2015) over any screen: every tap bursts pictures
/// out of the tap point with UIKit Dynamics — one instantaneous push each,
/// gravity, collisions with the screen's side edges and each other — until
/// they fall off the bottom. Another `start` (a shake, a pull, the moment
/// `at`) bursts from `point`, and taps and drags then do nothing.
///
///     { "burst": { "picture": "pics/heart", "pictureScale": 0.2, "itemsPerTap": 5 } }
///
/// UIKit's units map onto the Chipmunk2D solver as effects-reference.md
/// states them (gravity 1 = 1000 pt/s²; a unit push adds 100 pt/s to a
/// 100 × 100 item of density 1, scaled by 1/mass, mass being area × density).
/// Kept quirk: a tap's items start exactly on top of each other and the
/// solver shoves them apart, turning them slightly; a burst into falling
/// pictures sends them tumbling.
///
/// Deviations: Chipmunk2D stands in for UIKit's private Box2D-based solver,
/// so contacts resolve alike but not bit for bit (overlap is pushed out by
/// Chipmunk's bias velocities, leaving up to its 0.1 pt collision slop), and
/// the world steps every 1/600 s rather than once per 60 Hz display frame;
/// `resistance` damps the Box2D way (`v /= 1 + dt·resistance`), UIKit's exact
/// rule being undocumented.
package struct BurstLayer: LayerEffect, Hashable {
    package static let key = "burst"
    package static let summary = "Pictures bursting from each tap, flying up, colliding and falling (PigExplode, any screen)"

    package var start = Trigger.tap
    package var at = 0.0
    package var point: Point?
    // Each key's default is the original's; its doc, range and key are in `parameters`.
    package var itemsPerTap = 3
    package var randomPush = true
    package var pushMagnitude = 1.0
    package var gravity = 1.0
    package var gravityDirection = Point(0, 1)
    package var edges = true
    package var density = 1.0
    package var elasticity = 0.0
    package var friction = 0.0
    package var resistance = 0.0
    package var angularResistance = 0.0
    package var allowsRotation = true
    package var attachOnDrag = false
    package var picture = "pig"
    package var pictureSize: Size?
    package var pictureScale = 0.1

    package init() {}

    var itemProperties: ItemProperties {
        ItemProperties(density: density, elasticity: elasticity, friction: friction,
                       resistance: resistance, angularResistance: angularResistance,
                       allowsRotation: allowsRotation)
    }

    package static let parameters: [Parameter<BurstLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "the screen's centre", "where a start other than a tap bursts, points"),
        .integer("itemsPerTap", \.itemsPerTap, 1...50, "items spawned per tap (`max`; an earlier version used 6)"),
        .flag("randomPush", \.randomPush, "jitter each push (`dx ± d/2`, `dy = U[−1, 0)`); false: `dx = x`, `dy = −1`"),
        .number("pushMagnitude", \.pushMagnitude, -100...100, "the push behaviour's magnitude (UIKit units)"),
        .number("gravity", \.gravity, -100...100, "gravity's magnitude (1 = 1000 pt/s²)"),
        .point("gravityDirection", \.gravityDirection, "gravity's direction, y down; components −10…10").beside(),
        .flag("edges", \.edges, "collide with the view's left and right edges (no floor, no ceiling)"),
        .number("density", \.density, 0.001...1000, "`UIDynamicItemBehavior` density (mass = area × density)"),
        .number("elasticity", \.elasticity, 0...1, "bounciness of collisions"),
        .number("friction", \.friction, 0...100, "friction between items").beside(),
        .number("resistance", \.resistance, 0...1000, "linear damping (`v /= 1 + dt·resistance`)"),
        .number("angularResistance", \.angularResistance, 0...1000, "angular damping").beside(),
        .flag("allowsRotation", \.allowsRotation, "items may spin"),
        .flag("attachOnDrag", \.attachOnDrag,
              "the drag variant: while a finger drags, live items hang on it, the line ÷ 1.01 each 60 Hz step; lifting it bursts"),
        .text("picture", \.picture, nonEmpty: true, "the item picture (see Pictures above; built-in: Assets/pig.png)"),
        .size("pictureSize", \.pictureSize, sides: 1...10_000, absent: "the picture's own",
              "picture size in pixels (the pig is 550 × 423)"),
        .number("pictureScale", \.pictureScale, 0.001...10, "shown at this scale: items are pictureSize × pictureScale points").beside(),
    ]

    package static func problem(with layer: BurstLayer) -> (key: String, problem: SceneFileError.Problem)? {
        abs(layer.gravityDirection.x) <= 10 && abs(layer.gravityDirection.y) <= 10
            ? nil : ("gravityDirection", .outOfRange("components must be between -10 and 10"))
    }

    /// Items a scene's bursts may spawn in all, so that its work and memory
    /// stay bounded: the items of every tap may still be live at the end (with
    /// no gravity, none falls off), and the solver's work grows faster than
    /// their number (300 live items over 10 s at 25 fps took 7.6 s, 600 took
    /// 22 s). The examples spawn at most 15.
    package static let maxItems = 500

    /// The item picture, drawn stretched to `pictureSize`.
    package func pictureUses(field: String) -> [PictureUse] {
        [PictureUse(field: "\(field).picture", name: picture, stretchedTo: pictureSize, sizeField: "\(field).pictureSize")]
    }

    /// Items `gesture` bursts: a tap's (or, in the drag variant, a lifted
    /// drag's) with `start: tap`, one burst per shake or pull with those starts.
    package func burstItems(for gesture: Gesture) -> Int {
        guard start == .tap else {
            return start != .time && start.fires(tick: 0, startTick: -1, gestures: [gesture]) ? itemsPerTap : 0
        }
        switch gesture {
        case .tap: return itemsPerTap
        case .drag: return attachOnDrag ? itemsPerTap : 0
        default: return 0
        }
    }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        let size = context.scene.size
        return Running(world: try BurstWorld(layer: self, size: size, seed: context.seed, pictures: context.environment.pictures),
                       start: start, startTick: Timeline.ticks(at),
                       point: point ?? Point(size.width / 2, size.height / 2))
    }

    /// The dynamics world, stepped on the scene's gestures.
    struct Running: RunningLayer {
        let world: BurstWorld
        let start: Trigger
        let startTick: Int
        let point: Point

        func step(tick: Int, gestures: [Gesture]) {
            guard start != .tap else { return world.step(tick: tick, gestures: gestures) }
            if start.fires(tick: tick, startTick: startTick, gestures: gestures) { world.burst(at: point) }
            world.step(tick: tick, gestures: gestures.filter { g in
                switch g { case .tap, .drag: return false; default: return true }
            })
        }

        func draw() -> [DrawCommand] { world.items() }
    }
}
