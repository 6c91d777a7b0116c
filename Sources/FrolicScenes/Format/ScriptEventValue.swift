import FrolicCore

/// One entry of a scene file's `script`:
///
///     { "at": 0.8, "gesture": "shake" }
///     { "at": 1.0, "gesture": "tap", "point": [120, 300] }
///     { "at": 2.0, "gesture": "tap", "target": 7 }
///     { "at": 0.5, "gesture": "scroll", "to": -160, "duration": 1.2 }
///     { "at": 1.0, "gesture": "drag", "path": [[200, 300], [200, 420]], "duration": 0.8 }
struct ScriptEventValue: Decodable {
    var event: ScriptEvent

    private enum Keys: String, CodingKey, CaseIterable { case at, gesture, point, target, to, duration, path }

    /// Points a drag's path may have: a start and an end at least.
    static let pathPoints = 2...100

    /// Taps a script may give, each a point or a target. A tap starts work
    /// that lives on (a burst's items, a boom's fragments, a touch circle);
    /// the examples give at most 6.
    static let maxTaps = 200

    /// A script's entries, decoded in turn from the list `decoder` holds; the
    /// tap past `maxTaps` is an error at its entry, before the rest is read.
    static func script(from decoder: Decoder) throws -> [ScriptEvent] {
        var c = try decoder.unkeyedContainer()
        var events: [ScriptEvent] = [], taps = 0
        while !c.isAtEnd {
            let entry = try c.superDecoder()
            let event = try ScriptEventValue(from: entry).event
            switch event.gesture {
            case .tap, .tapTarget: taps += 1
            default: break
            }
            if taps > maxTaps {
                throw DecodingError.dataCorrupted(.init(codingPath: entry.codingPath, debugDescription:
                    "tap \(taps) of the script; a scene takes at most \(maxTaps) taps"))
            }
            events.append(event)
        }
        return events
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let time: Double = try c.required(.at, Check.range(0, 600))
        let kind = try c.decode(String.self, forKey: .gesture)
        let gesture: Gesture
        switch kind {
        case "shake":
            try decoder.rejectUnknownKeys(["at", "gesture"])
            gesture = .shake
        case "tap":
            if c.contains(.target) {
                try decoder.rejectUnknownKeys(["at", "gesture", "target"])
                gesture = .tapTarget(try c.wholeNumber(.target, Int.min...Int.max) ?? 0)
            } else {
                try decoder.rejectUnknownKeys(["at", "gesture", "point"])
                gesture = .tap(try c.decode(PointValue.self, forKey: .point).point)
            }
        case "scroll":
            try decoder.rejectUnknownKeys(["at", "gesture", "to", "duration"])
            let to: Double = try c.required(.to, Check.range(-10_000, 10_000))
            let duration: Double = try c.value(.duration, default: 0.5, Check.range(0, 600))
            gesture = .scroll(to: to, duration: duration)
        case "drag":
            try decoder.rejectUnknownKeys(["at", "gesture", "path", "duration"])
            let path = try c.decode([PointValue].self, forKey: .path).map(\.point)
            guard Self.pathPoints.contains(path.count) else {
                throw DecodingError.dataCorruptedError(forKey: .path, in: c, debugDescription:
                    "expected \(Self.pathPoints.lowerBound) to \(Self.pathPoints.upperBound) points [x, y], got \(path.count)")
            }
            let duration: Double = try c.value(.duration, default: 0.5, Check.range(0, 600))
            gesture = .drag(path: path, duration: duration)
        default:
            throw DecodingError.dataCorruptedError(forKey: .gesture, in: c,
                debugDescription: "unknown gesture \"\(kind)\" (expected shake, tap, scroll or drag)")
        }
        event = ScriptEvent(time: time, gesture: gesture)
    }

    /// The entry as a scene file writes it (the decoder's inverse).
    static func json(_ e: ScriptEvent) -> JSONValue {
        let at: [(String, JSONValue)] = [("at", .number(e.time))]
        switch e.gesture {
        case .shake: return .object(at + [("gesture", "shake")])
        case .tap(let p): return .object(at + [("gesture", "tap"), ("point", .point(p))])
        case .tapTarget(let n): return .object(at + [("gesture", "tap"), ("target", .number(Double(n)))])
        case .scroll(let to, let duration):
            return .object(at + [("gesture", "scroll"), ("to", .number(to)), ("duration", .number(duration))])
        case .drag(let path, let duration):
            return .object(at + [("gesture", "drag"), ("path", .array(path.map(JSONValue.point))), ("duration", .number(duration))])
        }
    }

    /// The JSON Schema of one entry, for editors.
    static let schema: [(String, JSONValue)] = [
        ("type", "object"),
        ("properties", .object([
            ("at", .object([("type", "number"), ("minimum", 0), ("maximum", 600), ("description", "seconds from the start")])),
            ("gesture", .object([("enum", .array(["shake", "tap", "scroll", "drag"]))])),
            ("point", .object(ParameterSchema.pair + [("description", "tap: where")])),
            ("target", .object([("type", "integer"), ("description", "tap: what the scene numbers this")])),
            ("to", .object([("type", "number"), ("minimum", -10_000), ("maximum", 10_000),
                            ("description", "scroll: the content offset to drag to")])),
            ("duration", .object([("type", "number"), ("minimum", 0), ("maximum", 600), ("description", "scroll, drag: seconds")])),
            ("path", .object([("type", "array"), ("items", .object(ParameterSchema.pair)),
                              ("minItems", .number(Double(pathPoints.lowerBound))), ("maxItems", .number(Double(pathPoints.upperBound))),
                              ("description", "drag: the finger's points, travelled at an even pace")])),
        ])),
        ("required", .array(["at", "gesture"])),
        ("additionalProperties", .bool(false)),
    ]
}
