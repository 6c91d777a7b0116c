import FrolicCore

/// The WWDC18 passcode playground: tap the bouncing numbered circles onto the
/// bases in the right order. The `passcode` block: a board colour
/// (`background`) and a bounce layer with the original's numbers (every other
/// key) at the board's origin; the game draws its own touches.
///
///     "passcode": { "bounceQuirk": true, "moveDuration": 3 }
struct Passcode: PresetModel {
    static let key = "passcode"
    static let summary = "Passcode: tap bouncing numbered circles onto the bases in the right order (WWDC18 playground)"
    static let screenName = "passcode"
    static let screenSize = Size(500, 500)

    var board: Backdrop = {
        var backdrop = Backdrop()
        backdrop.color = Color(0.93, 0.93, 0.95)
        return backdrop
    }()
    var bounce: BounceLayer = {
        var layer = BounceLayer()
        layer.drawsTouches = true
        return layer
    }()

    init() {}

    static let parameters: [Parameter<Passcode>] =
        [Backdrop.parameters.named("color").mapped(into: \.board, as: "background", doc: "board colour")]
        + BounceLayer.parameters.mapped(except: ["start", "at", "origin", "warmUp", "startClearOf"], into: \.bounce)

    static func problem(with preset: Passcode) -> (key: String, problem: SceneFileError.Problem)? {
        BounceLayer.problem(with: preset.bounce)
    }

    /// The board with its bases and without its circles: twelve circles
    /// stacked at their start would read as one stray circle.
    static func screenCommands(size: Size, environment: SceneEnvironment) throws -> [DrawCommand] {
        [.fill(Passcode().board.color)] + PasscodeSimulation(effect: PasscodeGame(), scene: screenHeader(size: size)).bases()
    }

    var composition: Composition {
        Composition(preset: self, backdrop: board, layer: bounce, indicated: [])
    }
}
