import Foundation
import FrolicCore

extension KeyedDecodingContainer {
    /// The whole number at `key` if present, in `range` and passing `check`.
    /// Foundation refuses 29.97 or 2⁶³ as an `Int` with "not valid JSON" and
    /// no field, so a number that is not a whole `Int` is read again as a
    /// `Double` to say, at the field, what it is.
    /// `words` says what the field takes when `range`'s ends say it badly (`0…2⁶³−1`).
    func wholeNumber(_ key: Key, _ range: ClosedRange<Int>, words: String? = nil,
                     check: ((Int) -> SceneFileError.Problem?)? = nil) throws -> Int? {
        guard contains(key) else { return nil }
        guard let v = try? decode(Int.self, forKey: key) else {
            let number = try decode(Double.self, forKey: key)   // not a number at all: "expected a number"
            let takes = words ?? (range == Int.min...Int.max ? "" : "\(range.lowerBound)…\(range.upperBound)")
            throw DecodingError.scene(.outOfRange("expected a whole number\(takes.isEmpty ? "" : " " + takes), got \(WholeNumber.shown(number))"),
                                      forKey: key, in: self)
        }
        if let problem = Check.range(range.lowerBound, range.upperBound)(v) ?? check?(v) {
            throw DecodingError.scene(problem, forKey: key, in: self)
        }
        return v
    }
}

enum WholeNumber {
    /// A number that is not a whole `Int` as an error line writes it: every
    /// digit of a whole one up to 10²¹ (2⁶³ as 9223372036854775808, not 9.2e18).
    static func shown(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e21 ? String(format: "%.0f", v) : FrolicError.number(v)
    }
}
