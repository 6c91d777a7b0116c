import FrolicCore

/// One move of a flow: at `at` seconds, screen `show` comes in by
/// `transition`, after a tap when `tap` says where (the touch is drawn, and
/// a layer that starts on a tap starts there):
///
///     "flow": [{ "at": 1.2, "tap": [196, 420], "show": 1, "transition": "push" }]
package struct FlowStep: ParameterModel, Sendable {
    package var at = 0.0
    package var show = 0
    package var transition = Transition.push
    /// Seconds; nil: the transition's own (`Transition.defaultDuration`).
    package var duration: Double?
    /// Where the tap lands: a point, or a rectangle tapped at its centre
    /// (a button's frame); nil: no tap, the move comes with time.
    package var tap: Rect?
    /// A finger's path for a swipe that moves on (an edge swipe back), drawn
    /// over the transition's time; nil: none.
    package var swipe: [Point]?

    package init() {}

    package static let requiredKeys = ["at", "show"]

    /// How long a transition may be told to take, seconds.
    package static let durations = 0.05...5.0

    /// Screens a scene may list.
    package static let maxScreens = 20

    package static let parameters: [Parameter<FlowStep>] = [
        .number("at", \.at, 0...SceneLimits.seconds, "seconds from the start: the tap, and the transition's start"),
        .integer("show", \.show, 0...(maxScreens - 1), "the screen that comes in, by its place in `screens` (0 is the first)"),
        .choice("transition", \.transition,
                "`push` slides it in from the right over the old one, `pop` slides the old one off to the right "
                    + "(or lowers a sheet back to the screen it covers), `sheet` raises it from the bottom while the old one shrinks back, "
                    + "`crossfade` fades it in"),
        .optional("duration", \.duration, absent: "UIKit's: push and pop 0.35, sheet 0.5, crossfade 0.25",
                  accepts: "\(FrolicError.number(durations.lowerBound))…\(FrolicError.number(durations.upperBound))",
                  schema: [("type", "number"), ("minimum", .number(durations.lowerBound)), ("maximum", .number(durations.upperBound))],
                  json: { .number(JSONValue.rounded($0)) },
                  decode: { c, k in try c.checked(k, Check.range(durations.lowerBound, durations.upperBound)) },
                  "seconds the transition takes"),
        .optional("tap", \.tap, absent: "no tap: the move comes with time",
                  accepts: "[x, y] or [x, y, w, h]",
                  schema: [("type", "array"), ("items", .object([("type", "number")])), ("minItems", 2), ("maxItems", 4)],
                  json: { $0.width == 0 && $0.height == 0 ? JSONValue.point($0.origin) : JSONValue.rect($0) },
                  decode: { c, k in try c.decodeIfPresent(TapValue.self, forKey: k)?.area },
                  "a tap that moves on, points: at a point, or at the centre of a rectangle (a button); drawn with `showGestures`"),
        .optional("swipe", \.swipe, absent: "no swipe", accepts: "2…10 points [x, y]",
                  schema: [("type", "array"), ("items", .object(ParameterSchema.pair)), ("minItems", 2), ("maxItems", 10)],
                  json: { .array($0.map(JSONValue.point)) },
                  decode: { c, k in
                      guard let path = try c.decodeIfPresent([PointValue].self, forKey: k)?.map(\.point) else { return nil }
                      guard (2...10).contains(path.count) else {
                          throw DecodingError.scene(.outOfRange("expected 2 to 10 points [x, y], got \(path.count)"), forKey: k, in: c)
                      }
                      return path
                  },
                  "a swipe that moves on (e.g. from the left edge for a `pop`): a finger along these points, points, over the transition's time; drawn with `showGestures`, and a layer that starts on a pull starts as it lifts"),
    ]

    /// The seconds the transition takes.
    package var seconds: Double { duration ?? transition.defaultDuration }

    /// Where the tap lands.
    package var tapPoint: Point? { tap.map(\.center) }
}

/// A tap's place in a scene file: `[x, y]`, or `[x, y, w, h]` for a rectangle.
struct TapValue: Decodable {
    var area: Rect
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        try c.expectCount([2, 4], "[x, y] or [x, y, w, h]", at: decoder.codingPath)
        var v: [Double] = []
        while !c.isAtEnd { v.append(try c.decode(Double.self)) }
        guard v.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }) else {
            throw DecodingError.scene(.outOfRange("expected numbers between -100000 and 100000"), at: decoder.codingPath)
        }
        if v.count == 4, v[2] <= 0 || v[3] <= 0 {
            throw DecodingError.scene(.outOfRange("width and height must be greater than 0"), at: decoder.codingPath)
        }
        area = v.count == 2 ? Rect(x: v[0], y: v[1], width: 0, height: 0) : Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
