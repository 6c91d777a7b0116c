import FrolicCore

/// The `"passcode"` block: a WWDC18 scholarship playground where twelve
/// numbered circles bounce around a 500 × 500 board and the player taps them,
/// in the order the four bases ask for, to crack a passcode in three rounds.
/// Every number the original has defaults to its value (effects-reference.md
/// §5); the base's flash and the card sliding back out are Frolic's own.
///
///     "passcode": { "bounceQuirk": true, "moveDuration": 3 }
///
/// Behaviour and where Frolic deviates from (or decides for) the original:
/// - Circles move once per display frame (`displayRate`, 60 Hz = every 10 of
///   the 600 Hz ticks) by their velocity, then bounce: **if** x is out of
///   `bounceMin.x…bounceMax.x` flip vx, **else if** y is out of
///   `bounceMin.y…bounceMax.y` flip vy. The bounds apply to the circle's frame
///   origin, so circles poke out of the board's right and bottom edges — as in
///   the original. The `else` is the original's quirk (`bounceQuirk: true`):
///   when it skips a y bounce, the circle can end up a whole step outside the
///   y bounds and then flips vy on every frame, jittering along that edge
///   until an x bounce lets it go. That is kept.
/// - Taps hit the topmost (last drawn) visible circle whose disc holds the
///   point; only a bouncing circle reacts. While a circle moves to its base
///   every tap is ignored, as in the original.
/// - The circle moves its centre to the next free base with
///   `TimingCurve.easeInOut` (UIView.animate's default curve). A wrong
///   circle's landing spot `(wrongLanding.x + U{0…spread}, wrongLanding.y +
///   U{0…spread})` is taken as the frame origin, like the bounds (the
///   reference does not say origin or centre; the origin keeps it inside the
///   bounce bounds). It keeps its velocity.
/// - The original plays a sound for a correct circle; Frolic flashes the base
///   (a glowing ring for `flashDuration`).
/// - The original's round card had a button; Frolic has no button to aim at,
///   so the first tap anywhere after the card has slid in presses it: the card
///   slides back up over `cardSlideDuration` and the next round is playable.
///   A `tapTarget` while the card shows presses the button too (its touch is
///   drawn on the button). The final card stays.
/// - Base numbers: 1…`circleCount` shuffled (our own Fisher–Yates on
///   `SeededRandom`), `baseCount` taken per round, so no number repeats.
public struct Passcode: Effect {
    public static let key = "passcode"
    public static let summary = "Passcode: tap bouncing numbered circles onto the bases in the right order (WWDC18 playground)"

    /// Board colour. Default (0.93, 0.93, 0.95).
    public var background = Color(0.93, 0.93, 0.95)
    /// Circles, numbered 1…count. Default 12.
    public var circleCount = 12
    /// Diameter of circles and bases, points. Default 40.
    public var circleDiameter = 40.0
    /// Frame origin every circle starts at. Default (200, 200).
    public var circleStart = Point(200, 200)
    /// Circle colours, picked by `r = U[0, 1)` against `colorThresholds`.
    public var orange = Color(1.00, 0.67, 0.00)
    public var blue = Color(0.00, 0.59, 0.97)
    public var teal = Color(0.07, 0.78, 0.63)
    public var red = Color(1, 0, 0)
    /// `r` below [0] is orange, below [1] blue, below [2] teal, else red.
    /// Default [0.33, 0.66, 0.99].
    public var colorThresholds = [0.33, 0.66, 0.99]
    /// Speed range per display frame, points, in steps of 0.01:
    /// `U{minSpeed·100 … maxSpeed·100} / 100` for vx and vy (both start
    /// positive). Default 0.5 … 1.49, the original's `(U{0..99} + 50)/100`.
    public var minSpeed = 0.5
    public var maxSpeed = 1.49
    /// Display frames per second that move the circles; must divide 600.
    /// Default 60.
    public var displayRate = 60
    /// The box the circle's frame origin bounces in. Default (0, 150)…(490, 490).
    public var bounceMin = Point(0, 150)
    public var bounceMax = Point(490, 490)
    /// Skip the y bounce in a frame where x bounced (the original's `else if`).
    /// Default true.
    public var bounceQuirk = true
    /// Bases per round. Default 4.
    public var baseCount = 4
    /// Frame origin of base 0; base j is `baseSpacing·j` further right.
    /// Default (150, 75), spacing 50.
    public var baseOrigin = Point(150, 75)
    public var baseSpacing = 50.0
    /// Base border. Default (0.31, 0.31, 0.31), 2 pt.
    public var baseBorder = Color(0.31, 0.31, 0.31)
    public var baseBorderWidth = 2.0
    /// Rounds in a game; needs `rounds · baseCount ≤ circleCount`. Default 3.
    public var rounds = 3
    /// Seconds a tapped circle takes to reach its base. Default 3.
    public var moveDuration = 3.0
    /// Seconds the base glows when the right circle arrives (Frolic's stand-in
    /// for the original's sound). Default 0.5.
    public var flashDuration = 0.5
    public var flashColor = Color(0.20, 0.80, 0.35)
    /// A wrong circle jumps to this origin plus `U{0…wrongLandingSpread}` on
    /// each axis. Default (100, 150) and 99.
    public var wrongLanding = Point(100, 150)
    public var wrongLandingSpread = 99
    /// Seconds the round card takes to slide in from above (and out). Default 0.5.
    public var cardSlideDuration = 0.5
    /// Where the round card comes to rest. Default (75, 25), 350 × 450.
    public var cardOrigin = Point(75, 25)
    public var cardSize = Size(350, 450)
    /// Where the card after the last round comes to rest. Default (125, 75), 250 × 350.
    public var finalCardOrigin = Point(125, 75)
    public var finalCardSize = Size(250, 350)

    public init() {}

    private enum Keys: String, CodingKey, CaseIterable {
        case background, circleCount, circleDiameter, circleStart, orange, blue, teal, red, colorThresholds
        case minSpeed, maxSpeed, displayRate, bounceMin, bounceMax, bounceQuirk
        case baseCount, baseOrigin, baseSpacing, baseBorder, baseBorderWidth, rounds
        case moveDuration, flashDuration, flashColor, wrongLanding, wrongLandingSpread
        case cardSlideDuration, cardOrigin, cardSize, finalCardOrigin, finalCardSize
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(Keys.self)
        let c = try decoder.container(keyedBy: Keys.self)
        let d = Passcode()

        background = try c.color(.background, default: d.background)
        circleCount = try c.value(.circleCount, default: d.circleCount, Check.range(1, 99))
        circleDiameter = try c.value(.circleDiameter, default: d.circleDiameter, Check.range(1, 500))
        circleStart = try c.point(.circleStart, default: d.circleStart)
        orange = try c.color(.orange, default: d.orange)
        blue = try c.color(.blue, default: d.blue)
        teal = try c.color(.teal, default: d.teal)
        red = try c.color(.red, default: d.red)
        colorThresholds = try c.value(.colorThresholds, default: d.colorThresholds, Self.checkThresholds)
        minSpeed = try c.value(.minSpeed, default: d.minSpeed, Check.range(0, 100))
        maxSpeed = try c.value(.maxSpeed, default: d.maxSpeed, Check.range(0, 100))
        guard minSpeed <= maxSpeed else {
            throw DecodingError.dataCorruptedError(forKey: .maxSpeed, in: c, debugDescription: "must be at least minSpeed (\(Check.format(minSpeed)))")
        }
        displayRate = try c.value(.displayRate, default: d.displayRate) {
            (1...Timeline.tickRate).contains($0) && Timeline.tickRate % $0 == 0
                ? nil : "must divide \(Timeline.tickRate) (e.g. 30, 60, 120), got \($0)"
        }
        bounceMin = try c.point(.bounceMin, default: d.bounceMin)
        bounceMax = try c.point(.bounceMax, default: d.bounceMax)
        guard bounceMin.x < bounceMax.x, bounceMin.y < bounceMax.y else {
            throw DecodingError.dataCorruptedError(forKey: .bounceMax, in: c, debugDescription: "must be right of and below bounceMin")
        }
        bounceQuirk = try c.value(.bounceQuirk, default: d.bounceQuirk)
        baseCount = try c.value(.baseCount, default: d.baseCount, Check.range(1, 12))
        baseOrigin = try c.point(.baseOrigin, default: d.baseOrigin)
        baseSpacing = try c.value(.baseSpacing, default: d.baseSpacing, Check.range(-500, 500))
        baseBorder = try c.color(.baseBorder, default: d.baseBorder)
        baseBorderWidth = try c.value(.baseBorderWidth, default: d.baseBorderWidth, Check.range(0, 20))
        rounds = try c.value(.rounds, default: d.rounds, Check.range(1, 99))
        guard rounds * baseCount <= circleCount else {
            throw DecodingError.dataCorruptedError(forKey: .rounds, in: c,
                debugDescription: "rounds × baseCount (\(rounds * baseCount)) must not exceed circleCount (\(circleCount)): base numbers never repeat")
        }
        moveDuration = try c.value(.moveDuration, default: d.moveDuration, Check.range(0, 60))
        flashDuration = try c.value(.flashDuration, default: d.flashDuration, Check.range(0, 60))
        flashColor = try c.color(.flashColor, default: d.flashColor)
        wrongLanding = try c.point(.wrongLanding, default: d.wrongLanding)
        wrongLandingSpread = try c.value(.wrongLandingSpread, default: d.wrongLandingSpread, Check.range(0, 10_000))
        cardSlideDuration = try c.value(.cardSlideDuration, default: d.cardSlideDuration, Check.range(0, 60))
        cardOrigin = try c.point(.cardOrigin, default: d.cardOrigin)
        cardSize = try c.size(.cardSize, default: d.cardSize, Check.positive(atMost: 4096))
        finalCardOrigin = try c.point(.finalCardOrigin, default: d.finalCardOrigin)
        finalCardSize = try c.size(.finalCardSize, default: d.finalCardSize, Check.positive(atMost: 4096))
    }

    /// The board is drawn with shapes and text only.
    public var pictureUses: [PictureUse] { [] }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        PasscodeSimulation(effect: self, scene: scene)
    }

    private static func checkThresholds(_ t: [Double]) -> String? {
        let inRange = t.allSatisfy { (0...1).contains($0) }
        let increasing = zip(t, t.dropFirst()).allSatisfy { $0 <= $1 }
        return t.count == 3 && inRange && increasing ? nil : "expected three increasing numbers between 0 and 1"
    }

    /// The colour bucket of a draw `r` in [0, 1).
    func color(forDraw r: Double) -> Color {
        if r < colorThresholds[0] { return orange }
        if r < colorThresholds[1] { return blue }
        if r < colorThresholds[2] { return teal }
        return red
    }

    /// Base j's frame.
    func baseFrame(_ j: Int) -> Rect {
        Rect(x: baseOrigin.x + baseSpacing * Double(j), y: baseOrigin.y, width: circleDiameter, height: circleDiameter)
    }
}
