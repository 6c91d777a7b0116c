import FrolicCore

/// When a shake brings snow: a yearly window, or the remote config's two moments.
enum SnowSeason: Hashable, Sendable {
    /// Every year from `from` to `to`, both days included; when `to` comes
    /// before `from` in the calendar the window wraps over New Year
    /// (`12-01` … `01-15` holds Dec 31 and Jan 1).
    case yearly(from: MonthDay, to: MonthDay)
    /// From `start` to `end` (`end` not before `start`).
    case fixed(start: UTCInstant, end: UTCInstant)

    /// The original's holidays: 1 December to 15 January.
    static let holidays = SnowSeason.yearly(from: MonthDay(month: 12, day: 1), to: MonthDay(month: 1, day: 15))

    /// Whether a shake on `today` snows. "Today" is a whole day without a
    /// time zone, so it counts as inside a fixed window when any moment of that
    /// day in UTC lies between `start` and `end`: with the remote config's
    /// `2021-12-01T00:00:00Z` … `2022-01-15T23:59:59Z`, Dec 1 and Jan 15 are in.
    func contains(_ today: CalendarDate) -> Bool {
        switch self {
        case .yearly(let from, let to):
            let d = MonthDay(of: today)
            return from <= to ? (from <= d && d <= to) : (d >= from || d <= to)
        case .fixed(let start, let end):
            let day = UTCInstant.daysSinceEpoch(year: today.year, month: today.month, day: today.day)
            return start.utcDay <= day && day <= end.utcDay
        }
    }
}

/// The `season` key of a snow block: `{ "from": "MM-DD", "to": "MM-DD" }` or
/// `{ "startDate": …, "endDate": … }` in ISO-8601.
extension SnowSeason {
    static func decode(_ d: Decoder) throws -> SnowSeason {
        let c = try d.container(keyedBy: AnyCodingKey.self)
        let from = AnyCodingKey(stringValue: "from"), to = AnyCodingKey(stringValue: "to")
        if c.contains(from) || c.contains(to) {
            try d.rejectUnknownKeys(["from", "to"])
            guard let start = try c.monthDay(from), let end = try c.monthDay(to) else {
                throw DecodingError.keyNotFound(c.contains(from) ? to : from, .init(codingPath: d.codingPath, debugDescription: "missing"))
            }
            return .yearly(from: start, to: end)
        }
        guard c.contains(AnyCodingKey(stringValue: "startDate")) || c.contains(AnyCodingKey(stringValue: "endDate")) else {
            throw DecodingError.scene(.notAllowed("expected { \"from\": \"MM-DD\", \"to\": \"MM-DD\" } or { \"startDate\": …, \"endDate\": … }"),
                                      at: d.codingPath)
        }
        try d.rejectUnknownKeys(["startDate", "endDate"])
        return try SnowConfig.fixedSeason(in: c)
    }

    static let schema: [(String, JSONValue)] = [("oneOf", .array([
        .object([("type", "object"), ("properties", .object([
            ("from", .object([("type", "string"), ("pattern", "^[0-9]{2}-[0-9]{2}$")])),
            ("to", .object([("type", "string"), ("pattern", "^[0-9]{2}-[0-9]{2}$")])),
        ])), ("required", .array(["from", "to"])), ("additionalProperties", .bool(false))]),
        .object([("type", "object"), ("properties", .object([
            ("startDate", .object([("type", "string")])), ("endDate", .object([("type", "string")])),
        ])), ("required", .array(["startDate", "endDate"])), ("additionalProperties", .bool(false))]),
    ]))]

    /// The season as a scene file writes it; a fixed window (never a default) as its days.
    var json: JSONValue {
        switch self {
        case .yearly(let from, let to): return .object([("from", .string(from.description)), ("to", .string(to.description))])
        case .fixed(let start, let end): return .object([("startDate", .number(start.seconds)), ("endDate", .number(end.seconds))])
        }
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// An `MM-DD` day at `key`, if present; one that names no day is an error
    /// at the key saying which part is wrong.
    func monthDay(_ key: Key) throws -> MonthDay? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        do { return try MonthDay(text) } catch {
            throw DecodingError.scene(.notAllowed(error.message), forKey: key, in: self)
        }
    }
}
