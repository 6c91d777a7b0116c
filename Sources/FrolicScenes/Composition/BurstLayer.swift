import FrolicCore

/// PigExplode over any screen: every tap bursts pictures out of the tap point
/// with UIKit Dynamics' push and gravity, colliding with the screen's sides
/// and each other. The `pigBurst` block's parameters without its background.
/// Another `start` (a shake, a pull, the moment `at`) bursts from `point`,
/// and taps and drags then do nothing.
///
///     { "burst": { "picture": "pics/heart", "pictureScale": 0.2, "itemsPerTap": 5 } }
public struct BurstLayer: LayerEffect {
    public static let key = "burst"
    public static let summary = "Pictures bursting from each tap, flying up, colliding and falling (PigExplode, any screen)"

    public var start = Trigger.tap
    public var at = 0.0
    public var point: Point?
    public var burst = PigBurst()

    public init() {}

    public static let parameters: [Parameter<BurstLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("point", \.point, absent: "the screen's centre", "where a start other than a tap bursts, points"),
    ] + PigBurst.dynamicsParameters.map { $0.lifted(\BurstLayer.burst) }

    public static func problem(with layer: BurstLayer) -> (key: String, message: String)? {
        PigBurst.problem(with: layer.burst)
    }

    public func pictureUses(field: String) -> [PictureUse] { burst.pictureUses(field: field) }

    /// Items `gesture` bursts: a tap's (or a lifted drag's) with `start: tap`,
    /// one burst per shake or pull with those starts.
    func burstItems(for gesture: Gesture) -> Int {
        if start == .tap { return burst.burstItems(for: gesture) }
        return start != .time && start.fires(tick: 0, startTick: -1, gestures: [gesture]) ? burst.itemsPerTap : 0
    }

    public func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        let scene = context.sceneForLayer
        return Running(simulation: try PigBurstSimulation(effect: burst, scene: scene, pictures: context.environment.pictures),
                       start: start, startTick: Timeline.ticks(at),
                       point: point ?? Point(scene.size.width / 2, scene.size.height / 2))
    }

    /// The dynamics world without its view: items only.
    struct Running: EffectLayer {
        let simulation: PigBurstSimulation
        let start: Trigger
        let startTick: Int
        let point: Point

        func step(tick: Int, gestures: [Gesture]) {
            guard start != .tap else { return simulation.step(tick: tick, gestures: gestures) }
            if start.fires(tick: tick, startTick: startTick, gestures: gestures) { simulation.burst(at: point) }
            simulation.step(tick: tick, gestures: gestures.filter { g in
                switch g { case .tap, .drag: return false; default: return true }
            })
        }

        func draw() -> [DrawCommand] { simulation.items() }
    }
}
