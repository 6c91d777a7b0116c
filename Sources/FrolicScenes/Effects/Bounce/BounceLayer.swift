import FrolicCore

/// The WWDC18 passcode playground over any screen: numbered circles (or
/// pictures) bounce in a box and taps (by point or by number) send them to
/// the bases (see `PasscodeGame`), in the board's coordinates, placed on the
/// screen at `origin`. The board shows and the game begins at its `start`:
/// the moment 0 unless the scene says otherwise.
///
///     { "bounce": { "origin": [0, 200], "bounceMax": [353, 390], "rounds": 1 } }
package struct BounceLayer: LayerEffect {
    package static let key = "bounce"
    package static let summary = "Numbered circles bouncing in a box, tapped onto bases in order (WWDC18 passcode playground, any screen)"

    package var start = Trigger.time
    package var at = 0.0
    package var origin = Point.zero
    package var game = PasscodeGame()
    /// Seconds the game plays before its first frame shows.
    package var warmUp = 0.0
    /// The game draws the touches of its taps (with `showGestures`), as the
    /// passcode preset's board does: a tap by number lands on its circle, or on
    /// the card's button, which only the game knows. Off, the scene draws them.
    var drawsTouches = false

    package init() {}

    package static let parameters: [Parameter<BounceLayer>] = Parameter.start(\.start, at: \.at) + [
        .point("origin", \.origin, "where the board's [0, 0] lies on the screen, points"),
        .number("warmUp", \.warmUp, 0...60,
                "seconds the game plays before it shows, so the circles (which all start at `circleStart`) have spread over the box"),
    ] + PasscodeGame.parameters.mapped(into: \.game)

    package static func problem(with layer: BounceLayer) -> (key: String, problem: SceneFileError.Problem)? {
        PasscodeGame.problem(with: layer.game)
    }

    package func pictureUses(field: String) -> [PictureUse] { game.pictureUses(field: field) }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        var scene = context.sceneForLayer
        scene.showGestures = drawsTouches && context.scene.showGestures
        return Running(origin: origin, simulation: PasscodeSimulation(effect: game, scene: scene),
                       drawsTouches: drawsTouches, start: start, startTick: Timeline.ticks(at), warmUp: Timeline.ticks(warmUp))
    }

    /// The game on its own clock, which begins at the start; nothing shows before.
    struct Running: RunningLayer {
        let origin: Point
        var simulation: PasscodeSimulation
        let drawsTouches: Bool
        let start: Trigger
        let startTick: Int
        /// The scene's tick that is the game's tick 0; nil until the start.
        /// A start at the moment 0 has begun by the first frame, which shows
        /// the scene before any step.
        var began: Int?
        /// Game ticks played before the start, gestures none.
        let warmUp: Int

        init(origin: Point, simulation: PasscodeSimulation, drawsTouches: Bool, start: Trigger, startTick: Int, warmUp: Int = 0) {
            self.origin = origin
            self.simulation = simulation
            self.drawsTouches = drawsTouches
            self.start = start
            self.startTick = startTick
            self.warmUp = warmUp
            began = start == .time && startTick == 0 ? 0 : nil
            if began != nil { playWarmUp() }
        }

        private mutating func playWarmUp() {
            for tick in 0 ..< warmUp { simulation.step(tick: tick, gestures: []) }
        }

        /// Taps arrive in screen points; the game plays in board points. The
        /// gesture that starts the game is not also a move in it.
        mutating func step(tick: Int, gestures: [Gesture]) {
            var gestures = gestures
            if began == nil, start.fires(tick: tick, startTick: startTick, gestures: gestures) {
                began = tick
                gestures = []
                playWarmUp()
            }
            guard let began else { return }
            simulation.step(tick: tick - began + warmUp, gestures: gestures.map { g in
                if case .tap(let p) = g { return .tap(p - origin) }
                return g
            })
        }

        func draw() -> [DrawCommand] {
            guard began != nil else { return [] }
            let board = simulation.board() + (drawsTouches ? simulation.touches() : [])
            return origin == .zero ? board : [.layer(Layer(board, transform: .translation(origin.x, origin.y)))]
        }
    }
}
