/// A moment as ISO-8601 writes it (`2021-12-01T00:00:00Z`), reduced to seconds
/// since 1970-01-01T00:00:00Z. Parsed here rather than by a date formatter so
/// that no time zone, locale or platform difference can move a date.
struct UTCInstant: Hashable, Comparable, Sendable {
    var seconds: Double

    /// Accepts `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds, then `Z` or
    /// an offset `±HH:MM` / `±HHMM`; nil for anything else or an impossible date.
    init?(iso8601 text: String) {
        let s = Array(text.utf8)
        guard s.count >= 20, s[4] == UInt8(ascii: "-"), s[7] == UInt8(ascii: "-"),
              s[10] == UInt8(ascii: "T") || s[10] == UInt8(ascii: "t"),
              s[13] == UInt8(ascii: ":"), s[16] == UInt8(ascii: ":"),
              let year = Self.digits(s, 0, 4), let month = Self.digits(s, 5, 2), let day = Self.digits(s, 8, 2),
              let hour = Self.digits(s, 11, 2), let minute = Self.digits(s, 14, 2), let second = Self.digits(s, 17, 2),
              (1...12).contains(month), day >= 1, day <= CalendarDate.days(inMonth: month, year: year),
              hour < 24, minute < 60, second < 60 else { return nil }
        var i = 19
        var fraction = 0.0
        if s[i] == UInt8(ascii: ".") {
            i += 1
            var scale = 0.1
            let start = i
            while i < s.count, let d = Self.digits(s, i, 1) { fraction += Double(d) * scale; scale /= 10; i += 1 }
            guard i > start else { return nil }
        }
        guard i < s.count else { return nil }
        var offset = 0
        switch s[i] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard i + 1 == s.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = s[i] == UInt8(ascii: "+") ? 1 : -1
            let rest = s.count - i - 1
            guard rest == 5 || rest == 4, let oh = Self.digits(s, i + 1, 2), oh < 24 else { return nil }
            let mStart = rest == 5 ? i + 4 : i + 3
            guard rest == 4 || s[i + 3] == UInt8(ascii: ":"), let om = Self.digits(s, mStart, 2), om < 60 else { return nil }
            offset = sign * (oh * 3600 + om * 60)
        default:
            return nil
        }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
    }

    /// The calendar day this moment falls on in UTC.
    var utcDay: Int { Int((seconds / 86_400).rounded(.down)) }

    static func < (a: UTCInstant, b: UTCInstant) -> Bool { a.seconds < b.seconds }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's
    /// `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func digits(_ s: [UInt8], _ at: Int, _ count: Int) -> Int? {
        guard at + count <= s.count else { return nil }
        var v = 0
        for c in s[at..<(at + count)] {
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            v = v * 10 + Int(c - UInt8(ascii: "0"))
        }
        return v
    }
}
