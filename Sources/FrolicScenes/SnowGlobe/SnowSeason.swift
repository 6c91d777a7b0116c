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
