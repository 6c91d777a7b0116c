import FrolicCore

/// What a scene may take from outside its file when it is built: the picture
/// pixels (from the rasterizer), the rasterizer itself for screens drawn
/// rather than loaded, and the command line's overrides.
package struct SceneEnvironment: Sendable {
    package var pictures: PictureSource
    /// The screen recordings among the pictures; nil where nothing decodes them.
    package var movies: (any MovieSource)?
    /// Nil where nothing rasterizes (unit tests): a built-in screen is then
    /// drawn, but its colours read as the backdrop colour.
    package var capture: (any ScreenCapture)?
    /// "Today" for date-dependent scenes (`--date`); nil means the scene's own.
    package var today: CalendarDate?
    /// A remote-configuration file (`--config`), already read; nil means the scene's own.
    package var remoteConfig: (path: String, data: [UInt8])?

    package init(pictures: PictureSource, movies: (any MovieSource)? = nil, capture: (any ScreenCapture)? = nil,
                 today: CalendarDate? = nil, remoteConfig: (path: String, data: [UInt8])? = nil) {
        self.pictures = pictures; self.movies = movies; self.capture = capture; self.today = today; self.remoteConfig = remoteConfig
    }
}

/// A day in the proleptic Gregorian calendar, with no time zone: a date check
/// that takes "today" from here gives the same answer on every machine.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, four digits in `description`.
    public var year: Int
    /// 1…12.
    public var month: Int
    /// 1…31, as the month has.
    public var day: Int

    /// The day `year`-`month`-`day`, taken as given (not checked against the calendar).
    public init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }

    /// Parses `YYYY-MM-DD`. A text of the right shape that names no day is
    /// told which part is impossible (`2026-02-30: February 2026 has 28 days`),
    /// since "not in the form YYYY-MM-DD" would send the user looking at the form.
    package init(_ text: String) throws(Invalid) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ part, length in
                  part.count == length && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
              }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else {
            throw Invalid(message: "\(FrolicError.quoted(text)) is not a date in the form YYYY-MM-DD")
        }
        guard (1...12).contains(m) else { throw Invalid(message: "\(text): month \(m) is not 1…12") }
        let days = CalendarDate.days(inMonth: m, year: y)
        guard d >= 1 else { throw Invalid(message: "\(text): day 0 is not 1…\(days)") }
        guard d <= days else {
            throw Invalid(message: "\(text): \(CalendarDate.monthName(m)) \(y) has \(days) days")
        }
        self.init(year: y, month: m, day: d)
    }

    /// Why a text is not a date, in the words of an error line; the caller adds the field.
    package struct Invalid: Error, Equatable {
        package var message: String
    }

    static func monthName(_ m: Int) -> String { monthNames[m - 1] }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]

    package static func days(inMonth m: Int, year y: Int) -> Int {
        switch m {
        case 2: return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Earlier days first.
    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ v: Int, _ n: Int) -> String { String(repeating: "0", count: max(0, n - String(v).count)) + String(v) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
