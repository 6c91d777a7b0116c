import FrolicCore

/// PigExplode over any screen: every tap bursts pictures out of the tap point
/// with UIKit Dynamics' push and gravity, colliding with the screen's sides
/// and each other. The `pigBurst` block's parameters without its background.
///
///     { "burst": { "picture": "pics/heart", "pictureScale": 0.2, "itemsPerTap": 5 } }
public struct BurstLayer: LayerEffect {
    public static let key = "burst"
    public static let summary = "Pictures bursting from each tap, flying up, colliding and falling (PigExplode, any screen)"

    public var burst = PigBurst()

    public init() {}

    public static let parameters = PigBurst.dynamicsParameters.map { $0.lifted(\BurstLayer.burst) }

    public static func problem(with layer: BurstLayer) -> (key: String, message: String)? {
        PigBurst.problem(with: layer.burst)
    }

    public func pictureUses(field: String) -> [PictureUse] { burst.pictureUses(field: field) }

    public func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        Running(simulation: try PigBurstSimulation(effect: burst, scene: context.sceneForLayer,
                                                   pictures: context.environment.pictures))
    }

    /// The dynamics world without its view: items only.
    struct Running: EffectLayer {
        let simulation: PigBurstSimulation
        func step(tick: Int, gestures: [Gesture]) { simulation.step(tick: tick, gestures: gestures) }
        func draw() -> [DrawCommand] { simulation.items() }
    }
}
