import FrolicCore

/// One entry of a scene file's `script`, read by its `GestureForm` from the
/// keys `ScriptEntry` declares:
///
///     { "at": 0.8, "gesture": "shake" }
///     { "at": 1.0, "gesture": "tap", "point": [120, 300] }
///     { "at": 2.0, "gesture": "tap", "target": 7 }
///     { "at": 0.5, "gesture": "scroll", "to": -160, "duration": 1.2 }
///     { "at": 1.0, "gesture": "drag", "path": [[200, 300], [200, 420]], "duration": 0.8 }
struct ScriptEventValue: Decodable {
    var event: ScriptEvent

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
                throw DecodingError.scene(.outOfRange("tap \(taps) of the script; a scene takes at most \(maxTaps) taps"), at: entry.codingPath)
            }
            events.append(event)
        }
        return events
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        func key(_ s: String) -> AnyCodingKey { AnyCodingKey(stringValue: s) }
        var entry = ScriptEntry()
        let at = ScriptEntry.parameters[0]
        guard c.contains(key(at.key)) else {
            throw DecodingError.keyNotFound(key(at.key), .init(codingPath: decoder.codingPath, debugDescription: "missing"))
        }
        try at.read(c, key(at.key), &entry)
        let name = try c.decode(String.self, forKey: key("gesture"))
        guard let form = GestureForm.form(named: name, holding: { c.contains(key($0)) }) else {
            throw DecodingError.scene(.notAllowed("unknown gesture \"\(name)\" (expected \(GestureForm.names.joined(separator: ", ")))"),
                                      forKey: key("gesture"), in: c)
        }
        try decoder.rejectUnknownKeys(["at", "gesture"] + form.keys)
        if let missing = form.required.first(where: { !c.contains(key($0)) }) {
            throw DecodingError.keyNotFound(key(missing), .init(codingPath: decoder.codingPath, debugDescription: "missing"))
        }
        for p in ScriptEntry.parameters where form.keys.contains(p.key) { try p.read(c, key(p.key), &entry) }
        event = ScriptEvent(time: entry.at, gesture: form.gesture(entry))
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

    /// The JSON Schema of one entry: exactly one gesture form.
    static var schema: [(String, JSONValue)] {
        [("type", "object"), ("oneOf", .array(GestureForm.all.map(\.schema)))]
    }
}
