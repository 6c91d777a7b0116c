import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

@Suite struct SnowDateWindowTests {
    private func day(_ s: String) -> CalendarDate { try! CalendarDate(s) }
    private let holidays = SnowSeason.holidays

    @Test(arguments: ["2025-12-01", "2025-12-20", "2025-12-31", "2026-01-01", "2026-01-15", "2024-01-10"])
    func holidaysHold(_ d: String) { #expect(holidays.contains(day(d))) }

    @Test(arguments: ["2025-11-30", "2026-01-16", "2025-07-01", "2025-02-28", "2024-02-29"])
    func restOfTheYearDoesNot(_ d: String) { #expect(!holidays.contains(day(d))) }

    @Test func windowWithinOneYear() throws {
        let summer = SnowSeason.yearly(from: try MonthDay("06-01"), to: try MonthDay("06-30"))
        #expect(summer.contains(day("2025-06-01")) && summer.contains(day("2025-06-30")))
        #expect(!summer.contains(day("2025-05-31")) && !summer.contains(day("2025-07-01")))
        #expect(!summer.contains(day("2025-12-20")))
    }

    @Test func fixedDatesIncludeBothBoundaryDays() throws {
        let c = try SnowConfig.remote(Array(#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 10 }"#.utf8), path: "r.json")
        #expect(c.duration == 10)
        for d in ["2021-12-01", "2021-12-31", "2022-01-01", "2022-01-15"] { #expect(c.season.contains(day(d)), "\(d)") }
        for d in ["2021-11-30", "2022-01-16", "2022-12-20", "2020-12-20"] { #expect(!c.season.contains(day(d)), "\(d)") }
    }

    @Test func offsetsAreTurnedIntoUTC() throws {
        // 23:30 at −01:00 is 00:30 UTC the next day; 00:30 at +02:00 is 22:30 UTC the day before.
        let a = try #require(UTCInstant(iso8601: "2021-12-31T23:30:00-01:00"))
        let b = try #require(UTCInstant(iso8601: "2022-01-01T00:30:00+0200"))
        #expect(a.utcDay == UTCInstant.daysSinceEpoch(year: 2022, month: 1, day: 1))
        #expect(b.utcDay == UTCInstant.daysSinceEpoch(year: 2021, month: 12, day: 31))
        // 2022-01-01T00:00:00Z is 1640995200 s after the epoch (date -u -d @1640995200).
        #expect(UTCInstant(iso8601: "2022-01-01T00:00:00Z")?.seconds == 1_640_995_200)
        #expect(UTCInstant(iso8601: "2022-01-01T00:00:00.5Z")?.seconds == 1_640_995_200.5)
        #expect(UTCInstant.daysSinceEpoch(year: 1970, month: 1, day: 1) == 0)
        #expect(UTCInstant.daysSinceEpoch(year: 1969, month: 12, day: 31) == -1)
        #expect(UTCInstant.daysSinceEpoch(year: 2000, month: 3, day: 1) == 11_017)
    }

    /// A date of the right shape is told which part is impossible; any other
    /// text is told the shape.
    @Test(arguments: [
        ("2026-02-30", "2026-02-30: February 2026 has 28 days"),
        ("2024-02-30", "2024-02-30: February 2024 has 29 days"),
        ("2025-04-31", "2025-04-31: April 2025 has 30 days"),
        ("2025-13-01", "2025-13-01: month 13 is not 1…12"),
        ("2025-00-10", "2025-00-10: month 0 is not 1…12"),
        ("2025-02-00", "2025-02-00: day 0 is not 1…28"),
        ("yesterday", "\"yesterday\" is not a date in the form YYYY-MM-DD"),
        ("2025-2-01", "\"2025-2-01\" is not a date in the form YYYY-MM-DD"),
        ("2025-+1-01", "\"2025-+1-01\" is not a date in the form YYYY-MM-DD"),
        ("", "\"\" is not a date in the form YYYY-MM-DD"),
    ])
    func impossibleDatesSayWhichPart(text: String, message: String) {
        #expect(throws: CalendarDate.Invalid(message: message)) { try CalendarDate(text) }
    }

    @Test func leapDaysAreDates() throws {
        #expect(try CalendarDate("2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(try CalendarDate("2000-02-29") == CalendarDate(year: 2000, month: 2, day: 29))
        #expect(throws: CalendarDate.Invalid.self) { try CalendarDate("1900-02-29") }
    }

    @Test(arguments: ["2021-12-01", "2021-12-01T00:00:00", "2021-02-30T00:00:00Z", "2021-12-01T24:00:00Z",
                      "2021-12-01 00:00:00Z", "2021-12-01T00:00:00Zjunk", "2021-12-01T00:00:00+25:00", "", "soon"])
    func malformedInstantsAreRejected(_ text: String) { #expect(UTCInstant(iso8601: text) == nil) }

    @Test(arguments: [
        (#"{ "startDate": "2021-12-01", "endDate": "2022-01-15T23:59:59Z", "duration": 10 }"#, "startDate"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": 5, "duration": 10 }"#, "endDate"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "duration": 10 }"#, "endDate"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z" }"#, "duration"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": "10" }"#, "duration"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 0 }"#, "duration"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 601 }"#, "duration"),
        (#"{ "startDate": "2022-01-15T00:00:00Z", "endDate": "2021-12-01T00:00:00Z", "duration": 10 }"#, "endDate"),
        (#"{ "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 10, "enabled": true }"#, "enabled"),
        (#"[1, 2]"#, "file"),
        (#"{ "startDate": "#, "line 1, column 15"),
    ])
    func badConfigFilesNameTheField(json: String, field: String) {
        do {
            _ = try SnowConfig.remote(Array(json.utf8), path: "remote.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.file == "remote.json")
            #expect(error.field == field, "\(error)")
        }
    }

    @Test func badDateMessage() {
        expectLine(FrolicError(file: "remote.json", field: "startDate",
                                    "not an ISO-8601 date: \"2021-13-01T00:00:00Z\" (expected e.g. 2021-12-01T00:00:00Z)")) {
            _ = try SnowConfig.remote(Array(#"{ "startDate": "2021-13-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 10 }"#.utf8), path: "remote.json")
        }
    }
}
