/// A day of any year, written `MM-DD` in scene files: the ends of a yearly season.
struct MonthDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    var month: Int
    var day: Int

    /// Parses `MM-DD`; `02-29` is allowed (it only matches in leap years).
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let m = Int(parts[0]), let d = Int(parts[1]),
              (1...12).contains(m), d >= 1, d <= CalendarDate.days(inMonth: m, year: 2000) else { return nil }
        month = m; day = d
    }

    init(month: Int, day: Int) { self.month = month; self.day = day }

    init(of date: CalendarDate) { month = date.month; day = date.day }

    static func < (a: MonthDay, b: MonthDay) -> Bool { (a.month, a.day) < (b.month, b.day) }

    var description: String { (month < 10 ? "0" : "") + "\(month)-" + (day < 10 ? "0" : "") + "\(day)" }
}
