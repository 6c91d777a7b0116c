import FrolicCore

/// The keys of one `script` entry beside `gesture`, declared once like a
/// layer's parameters: the decoder, its errors, the README's table and the
/// schema all read them. Which of them a gesture takes is `GestureForm`'s.
struct ScriptEntry: ParameterModel {
    var at = 0.0
    var point: Point?
    var target: Int?
    var to: Double?
    var duration = 0.5
    var path: [Point]?

    static let requiredKeys = ["at"]

    /// Points a drag's path may have: a start and an end at least.
    static let pathPoints = 2...100

    /// How far a scroll may pull or push the content, points.
    static let scrollReach = 10_000.0

    static let parameters: [Parameter<ScriptEntry>] = [
        .number("at", \.at, 0...SceneLimits.seconds, "seconds from the start"),
        .point("point", \.point, absent: "required by a tap without `target`", "where a tap lands, points"),
        .optional("target", \.target, absent: "required by a tap without `point`", accepts: "a whole number",
                  schema: [("type", "integer")], json: { .number(Double($0)) },
                  decode: { c, k in try c.wholeNumber(k, Int.min...Int.max) },
                  "taps whatever the scene numbers so (the passcode's circle 7), so the script stays right when positions change with a seed"),
        .optional("to", \.to, absent: "required by a scroll",
                  accepts: "\(FrolicError.number(-scrollReach))…\(FrolicError.number(scrollReach))",
                  schema: [("type", "number"), ("minimum", .number(-scrollReach)), ("maximum", .number(scrollReach))],
                  json: { .number($0) }, decode: { c, k in try c.checked(k, Check.range(-scrollReach, scrollReach)) },
                  "the content offset a scroll drags to linearly, then lets go (negative pulls a table down)"),
        .number("duration", \.duration, 0...SceneLimits.seconds, "seconds a scroll or drag takes"),
        .optional("path", \.path, absent: "required by a drag",
                  accepts: "\(pathPoints.lowerBound)…\(pathPoints.upperBound) points [x, y]",
                  schema: [("type", "array"), ("items", .object(ParameterSchema.pair)),
                           ("minItems", .number(Double(pathPoints.lowerBound))), ("maxItems", .number(Double(pathPoints.upperBound)))],
                  json: { .array($0.map(JSONValue.point)) },
                  decode: { c, k in
                      guard let path = try c.decodeIfPresent([PointValue].self, forKey: k)?.map(\.point) else { return nil }
                      guard pathPoints.contains(path.count) else {
                          throw DecodingError.scene(.outOfRange("expected \(pathPoints.lowerBound) to \(pathPoints.upperBound) points [x, y], got \(path.count)"),
                                                    forKey: k, in: c)
                      }
                      return path
                  },
                  "the points a drag's finger moves along at an even pace by length, then lifts"),
    ]
}

/// One shape a script entry may take: a gesture's name and the keys of
/// `ScriptEntry` it takes beside `at` (a tap comes in two, by point or by number).
struct GestureForm: Sendable {
    let name: String
    let keys: [String]
    let required: [String]
    let doc: String
    let gesture: @Sendable (ScriptEntry) -> Gesture

    static let all: [GestureForm] = [
        GestureForm(name: "shake", keys: [], required: [], doc: "the device is shaken") { _ in .shake },
        GestureForm(name: "tap", keys: ["point"], required: ["point"], doc: "a tap at `point`") { .tap($0.point ?? .zero) },
        GestureForm(name: "tap", keys: ["target"], required: ["target"], doc: "a tap on what the scene numbers `target`") {
            .tapTarget($0.target ?? 0)
        },
        GestureForm(name: "scroll", keys: ["to", "duration"], required: ["to"],
                    doc: "drags the content offset to `to` over `duration`, then lets go") {
            .scroll(to: $0.to ?? 0, duration: $0.duration)
        },
        GestureForm(name: "drag", keys: ["path", "duration"], required: ["path"],
                    doc: "a finger along `path` over `duration`, then lifted; over a screenshot its vertical travel is a pull") {
            .drag(path: $0.path ?? [], duration: $0.duration)
        },
    ]

    static var names: [String] { all.map(\.name).reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }

    /// The form of an entry of gesture `name` that holds `present` keys:
    /// a tap with `target` is a tap by number, any other a tap at a point.
    static func form(named name: String, holding present: (String) -> Bool) -> GestureForm? {
        let forms = all.filter { $0.name == name }
        return forms.first { $0.required.contains(where: present) } ?? forms.first
    }

    /// The schema of an entry of this form: only its keys, the required ones required.
    var schema: JSONValue {
        let own = ScriptEntry.parameters.filter { $0.key == "at" || keys.contains($0.key) }
        return .object([
            ("type", "object"),
            ("description", .string(doc)),
            ("properties", .object([("at", .object(ParameterSchema.property(own[0], ScriptEntry(), required: ["at"])))]
                + [("gesture", .object([("const", .string(name))]))]
                + own.dropFirst().map { ($0.key, .object(ParameterSchema.property($0, ScriptEntry(), required: required))) })),
            ("required", .array((["at", "gesture"] + required).map(JSONValue.string))),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// The docs' table of gestures, one row a form.
    static var markdown: String {
        "| gesture | keys besides `at` | what it does |\n|---|---|---|\n"
            + all.map { form in
                let keys = form.keys.map { form.required.contains($0) ? "`\($0)`" : "`\($0)` (optional)" }
                return "| `\"\(form.name)\"` | \(keys.isEmpty ? "—" : keys.joined(separator: ", ")) | \(form.doc) |"
            }.joined(separator: "\n") + "\n"
    }
}
