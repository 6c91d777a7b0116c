import FrolicCore

/// A day of any year, written `MM-DD` in scene files: the ends of a yearly season.
struct MonthDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    var month: Int
    var day: Int

    /// Parses `MM-DD`; `02-29` is allowed (it only matches in leap years). A
    /// text of the right shape that names no day is told which part is wrong.
    init(_ text: String) throws(CalendarDate.Invalid) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let m = Int(parts[0]), let d = Int(parts[1]) else {
            throw CalendarDate.Invalid(message: "\(FrolicError.quoted(text)) is not a day in the form MM-DD")
        }
        guard (1...12).contains(m) else { throw CalendarDate.Invalid(message: "\(text): month \(m) is not 1…12") }
        let days = CalendarDate.days(inMonth: m, year: 2000)
        guard (1...days).contains(d) else {
            throw CalendarDate.Invalid(message: "\(text): day \(d) is not 1…\(days) in \(CalendarDate.monthName(m))")
        }
        month = m; day = d
    }

    init(month: Int, day: Int) { self.month = month; self.day = day }

    init(of date: CalendarDate) { month = date.month; day = date.day }

    static func < (a: MonthDay, b: MonthDay) -> Bool { (a.month, a.day) < (b.month, b.day) }

    var description: String { (month < 10 ? "0" : "") + "\(month)-" + (day < 10 ? "0" : "") + "\(day)" }
}
