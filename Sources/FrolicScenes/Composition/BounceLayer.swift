import FrolicCore

/// The WWDC18 passcode playground over any screen: numbered circles (or
/// pictures) bounce in a box and taps (by point or by number) send them to
/// the bases. The `passcode` block's parameters without its board colour, in the board's
/// coordinates, placed on the screen at `origin`.
///
///     { "bounce": { "origin": [0, 200], "bounceMax": [353, 390], "rounds": 1 } }
public struct BounceLayer: LayerEffect {
    public static let key = "bounce"
    public static let summary = "Numbered circles bouncing in a box, tapped onto bases in order (WWDC18 passcode playground, any screen)"

    public var origin = Point.zero
    public var game = Passcode()

    public init() {}

    public static let parameters: [Parameter<BounceLayer>] = [
        .point("origin", \.origin, "where the board's [0, 0] lies on the screen, points"),
    ] + Passcode.gameParameters.map { $0.mapped(into: \BounceLayer.game) }

    public static func problem(with layer: BounceLayer) -> (key: String, message: String)? {
        Passcode.problem(with: layer.game)
    }

    public func pictureUses(field: String) -> [PictureUse] { game.pictureUses(field: field) }

    public func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        Running(origin: origin, simulation: PasscodeSimulation(effect: game, scene: context.sceneForLayer))
    }

    struct Running: EffectLayer {
        let origin: Point
        var simulation: PasscodeSimulation

        /// Taps arrive in screen points; the game plays in board points.
        mutating func step(tick: Int, gestures: [Gesture]) {
            simulation.step(tick: tick, gestures: gestures.map { g in
                if case .tap(let p) = g { return .tap(p - origin) }
                return g
            })
        }

        func draw() -> [DrawCommand] {
            let board = simulation.board()
            return origin == .zero ? board : [.layer(Layer(board, transform: .translation(origin.x, origin.y)))]
        }
    }
}
