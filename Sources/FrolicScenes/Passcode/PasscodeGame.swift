import FrolicCore

/// The game of the `bounce` layer (and so of the `passcode` preset): a WWDC18
/// scholarship playground where twelve numbered circles bounce around a
/// 500 × 500 board and the player taps them, in the order the four bases ask
/// for, to crack a passcode in three rounds. Every number the original has
/// defaults to its value (effects-reference.md §5); the base's flash and the
/// card sliding back out are Frolic's own.
///
///     "passcode": { "bounceQuirk": true, "moveDuration": 3 }
///
/// Behaviour and where Frolic deviates from (or decides for) the original:
/// - Circles move once per display frame (`displayRate`, 60 Hz = every 10 of
///   the 600 Hz ticks) by their velocity, then bounce: **if** x is out of
///   `bounceMin.x…bounceMax.x` flip vx, **else if** y is out of
///   `bounceMin.y…bounceMax.y` flip vy. The bounds apply to the circle's
///   centre, as the original tests `circle.center`: a circle sinks half out of
///   the left edge and 10 pt past the right and bottom ones before it turns.
///   The `else` is the original's quirk (`bounceQuirk: true`):
///   when it skips a y bounce, the circle can end up a whole step outside the
///   y bounds and then flips vy on every frame, jittering along that edge
///   until an x bounce lets it go. That is kept.
/// - Taps hit the topmost (last drawn) visible circle whose disc holds the
///   point; only a bouncing circle reacts. While a circle moves to its base
///   every tap is ignored, as in the original.
/// - The circle moves its centre to the next free base with
///   `TimingCurve.easeInOut` (UIView.animate's default curve). A wrong
///   circle's centre jumps to `(wrongLanding.x + U{0…spread}, wrongLanding.y +
///   U{0…spread})`, the original's `randomCoordinates()`. It keeps its velocity.
/// - Labels are the original's `UILabel` text, left-aligned in the 40 pt
///   frame: `"   n"` on a circle and `"   n "` on a base, so a number sits
///   right of the centre; system 17 pt regular (DejaVu Sans stands in), white
///   on circles, black on bases.
/// - The round's end: the fourth circle lands (and the base flashes), the card
///   slides in, and only once it covers the board do the placed circles hide
///   and the bases take the next round's numbers (`swapUnderCard: true`), so
///   the next answer is never shown before the card. The original's code does
///   both at the moment the card starts sliding, visible for a moment while it
///   comes down; `swapUnderCard: false` does that.
/// - The original plays a sound for a correct circle; Frolic flashes the base
///   (a glowing ring for `flashDuration`).
/// - The original's round card had a button; Frolic has no button to aim at,
///   so the first tap anywhere after the card has slid in presses it: the card
///   slides back up over `cardSlideDuration` and the next round is playable.
///   A `tapTarget` while the card shows presses the button too (its touch is
///   drawn on the button). The final card stays.
/// - `replay: true` (off by default; Frolic's own, so a one-round GIF loops):
///   the button starts the game over instead of the next round. Under the
///   resting card the board dissolves into the new game's first frame over
///   `cardSlideDuration`, the card slides out over it, and only then do the
///   circles start moving, so the board is again exactly what it was at tick 0.
/// - Base numbers: 1…`circleCount` shuffled (our own Fisher–Yates on
///   `SeededRandom`), `baseCount` taken per round, so no number repeats.
package struct PasscodeGame: ParameterModel, Sendable {
    // Every property is a parameter, documented once in `parameters` below.
    package var circleCount = 12
    package var circleDiameter = 40.0
    package var circleStart = Point(200, 200)
    package var orange = Color(1.00, 0.67, 0.00)
    package var blue = Color(0.00, 0.59, 0.97)
    package var teal = Color(0.07, 0.78, 0.63)
    package var red = Color(1, 0, 0)
    package var pictures: [String] = []
    package var colorThresholds = [0.33, 0.66, 0.99]
    /// The original's `(U{0..99} + 50)/100`.
    package var minSpeed = 0.5
    package var maxSpeed = 1.49
    package var displayRate = 60
    package var bounceMin = Point(0, 150)
    package var bounceMax = Point(490, 490)
    package var bounceQuirk = true
    package var spreadStart = false
    package var startClearOf: [Rect] = []
    package var baseCount = 4
    package var baseOrigin = Point(150, 75)
    package var baseSpacing = 50.0
    package var baseBorder = Color(0.31, 0.31, 0.31)
    package var baseBorderWidth = 2.0
    package var rounds = 3
    package var moveDuration = 3.0
    package var flashDuration = 0.5
    package var flashColor = Color(0.20, 0.80, 0.35)
    package var wrongLanding = Point(100, 150)
    package var wrongLandingSpread = 99
    package var cardSlideDuration = 0.5
    package var swapUnderCard = true
    package var replay = false
    package var cardOrigin = Point(75, 25)
    package var cardSize = Size(350, 450)
    package var finalCardOrigin = Point(125, 75)
    package var finalCardSize = Size(250, 350)

    package init() {}

    package static let parameters: [Parameter<PasscodeGame>] = [
        .integer("circleCount", \.circleCount, 1...99, "circles, numbered 1…n"),
        .number("circleDiameter", \.circleDiameter, 1...500, "diameter of circles and bases, pt").beside(),
        .point("circleStart", \.circleStart, "the frame origin every circle starts at (centre plus half the diameter)"),
        .color("orange", \.orange, "circle colour for `r` below `colorThresholds[0]`"),
        .color("blue", \.blue, "circle colour below `colorThresholds[1]`").beside(),
        .color("teal", \.teal, "circle colour below `colorThresholds[2]`").beside(),
        .color("red", \.red, "circle colour otherwise").beside(),
        .strings("pictures", \.pictures, count: 0...99,
                 "draw circle n as `pictures[(n − 1) mod count]`, square, instead of a coloured disc (see Pictures above); none: discs"),
        .numbers("colorThresholds", \.colorThresholds, count: 3...3, 0...1,
                 "`r = U[0, 1)` below [0] orange, [1] blue, [2] teal, else red; increasing",
                 check: { zip($0, $0.dropFirst()).allSatisfy { $0 <= $1 } ? nil : .notAllowed("expected three increasing numbers between 0 and 1") }),
        .number("minSpeed", \.minSpeed, 0...100, "vx, vy = `U{minSpeed·100…maxSpeed·100}/100` pt per display frame"),
        .number("maxSpeed", \.maxSpeed, 0...100, "see minSpeed; at least minSpeed").beside(),
        .integer("displayRate", \.displayRate, 1...Timeline.tickRate,
                 "display frames per second that move circles (must divide \(Timeline.tickRate)), as in pixelHeader",
                 check: { Timeline.tickRate % $0 == 0 ? nil : .notAllowed("must divide \(Timeline.tickRate) (e.g. 30, 60, 120), got \($0)") }),
        .point("bounceMin", \.bounceMin, "top-left of the box the circle's centre bounces in (the original tests `circle.center`)"),
        .point("bounceMax", \.bounceMax, "bottom-right of that box; right of and below bounceMin").beside(),
        .flag("bounceQuirk", \.bounceQuirk, "skip the y bounce in a frame where x bounced (the original's `else if`)"),
        .flag("spreadStart", \.spreadStart,
              "circles start apart, one to a cell of a grid over the bounce box, each heading its own way (false: all at circleStart heading down-right, as the original's)"),
        .rects("startClearOf", \.startClearOf, count: 0...50,
               "with spreadStart, rectangles no circle starts on (a heading, a bar, a row of buttons), board points"),
        .integer("baseCount", \.baseCount, 1...12, "bases per round"),
        .point("baseOrigin", \.baseOrigin, "frame origin of base 0; base j is `baseSpacing·j` further right"),
        .number("baseSpacing", \.baseSpacing, -500...500, "see baseOrigin").beside(),
        .color("baseBorder", \.baseBorder, "base ring colour"),
        .number("baseBorderWidth", \.baseBorderWidth, 0...20, "base ring width, pt").beside(),
        .integer("rounds", \.rounds, 1...99, "rounds in a game; rounds × baseCount ≤ circleCount"),
        .number("moveDuration", \.moveDuration, 0...60, "seconds a tapped circle takes to its base, ease-in-out"),
        .number("flashDuration", \.flashDuration, 0...60, "seconds the base glows for a right circle (stands in for the sound)"),
        .color("flashColor", \.flashColor, "the glow's colour").beside(),
        .point("wrongLanding", \.wrongLanding, "a wrong circle's centre jumps to this point plus `U{0…wrongLandingSpread}` per axis"),
        .integer("wrongLandingSpread", \.wrongLandingSpread, 0...10_000, "see wrongLanding").beside(),
        .number("cardSlideDuration", \.cardSlideDuration, 0...60, "seconds for the round card to slide in (and out)"),
        .flag("swapUnderCard", \.swapUnderCard,
              "hide the round's circles and show the next numbers once the card covers the board (false: as it starts sliding in, as the original's code does)"),
        .flag("replay", \.replay,
              "the round card's button starts the game over (the board dissolves into the first frame under the card, which then slides out) instead of the next round: a one-round GIF loops"),
        .point("cardOrigin", \.cardOrigin, "where the round card comes to rest"),
        .size("cardSize", \.cardSize, sides: 1...Double(CanvasSize.maxPixels), "the round card's size").beside(),
        .point("finalCardOrigin", \.finalCardOrigin, "where the card after the last round comes to rest"),
        .size("finalCardSize", \.finalCardSize, sides: 1...Double(CanvasSize.maxPixels), "the final card's size").beside(),
    ]

    package static func problem(with p: PasscodeGame) -> (key: String, problem: SceneFileError.Problem)? {
        if p.minSpeed > p.maxSpeed { return ("maxSpeed", .notAllowed("must be at least minSpeed (\(FrolicError.number(p.minSpeed)))")) }
        if !(p.bounceMin.x < p.bounceMax.x && p.bounceMin.y < p.bounceMax.y) {
            return ("bounceMax", .notAllowed("must be right of and below bounceMin"))
        }
        if p.rounds * p.baseCount > p.circleCount {
            return ("rounds", .notAllowed("rounds × baseCount (\(p.rounds * p.baseCount)) must not exceed circleCount (\(p.circleCount)): base numbers never repeat"))
        }
        return nil
    }

    /// The circles' pictures, for a block or layer at `field`.
    func pictureUses(field: String) -> [PictureUse] {
        pictures.enumerated().map { i, name in
            PictureUse(field: "\(field).pictures[\(i)]", name: name, stretchedTo: Size(circleDiameter, circleDiameter))
        }
    }

    /// What circle `number` shows: its picture, when the scene gives pictures.
    func picture(ofCircle number: Int) -> String? {
        pictures.isEmpty ? nil : pictures[(number - 1) % pictures.count]
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
