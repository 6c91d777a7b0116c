import FrolicCore

/// The WWDC18 passcode playground over any screen: numbered circles (or
/// pictures) bounce in a box and taps (by point or by number) send them to
/// the bases (see `PasscodeGame`), in the board's coordinates, placed on the
/// screen at `origin`.
///
///     { "bounce": { "origin": [0, 200], "bounceMax": [353, 390], "rounds": 1 } }
public struct BounceLayer: LayerEffect {
    public static let key = "bounce"
    public static let summary = "Numbered circles bouncing in a box, tapped onto bases in order (WWDC18 passcode playground, any screen)"

    public var origin = Point.zero
    public var game = PasscodeGame()
    /// The game draws the touches of its taps (with `showGestures`), as the
    /// passcode preset's board does: a tap by number lands on its circle, or on
    /// the card's button, which only the game knows. Off, the scene draws them.
    var drawsTouches = false

    public init() {}

    public static let parameters: [Parameter<BounceLayer>] = [
        .point("origin", \.origin, "where the board's [0, 0] lies on the screen, points"),
    ] + PasscodeGame.parameters.mapped(into: \.game)

    public static func problem(with layer: BounceLayer) -> (key: String, message: String)? {
        PasscodeGame.problem(with: layer.game)
    }

    public func pictureUses(field: String) -> [PictureUse] { game.pictureUses(field: field) }

    public func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        var scene = context.sceneForLayer
        scene.showGestures = drawsTouches && context.scene.showGestures
        return Running(origin: origin, simulation: PasscodeSimulation(effect: game, scene: scene), drawsTouches: drawsTouches)
    }

    struct Running: EffectLayer {
        let origin: Point
        var simulation: PasscodeSimulation
        let drawsTouches: Bool

        /// Taps arrive in screen points; the game plays in board points.
        mutating func step(tick: Int, gestures: [Gesture]) {
            simulation.step(tick: tick, gestures: gestures.map { g in
                if case .tap(let p) = g { return .tap(p - origin) }
                return g
            })
        }

        func draw() -> [DrawCommand] {
            let board = simulation.board() + (drawsTouches ? simulation.touches() : [])
            return origin == .zero ? board : [.layer(Layer(board, transform: .translation(origin.x, origin.y)))]
        }
    }
}
