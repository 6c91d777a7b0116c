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
                gesture = .tapTarget(try c.decode(Int.self, forKey: .target))
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
}
