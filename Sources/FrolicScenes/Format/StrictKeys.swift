import FrolicCore
/// A coding key for any string: lets a decoder list the keys a JSON object has.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
}

extension Decoder {
    /// Fails on the first key of the current JSON object that is not in
    /// `known`: a typo in a scene file must not pass silently as a default.
    /// Keys are checked in sorted order so the message does not depend on
    /// hashing.
    func rejectUnknownKeys(_ known: [String]) throws {
        let present = try container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        if let unknown = present.filter({ !known.contains($0) }).sorted().first {
            throw DecodingError.scene(.unknownKey(expected: known), at: codingPath + [AnyCodingKey(stringValue: unknown)])
        }
    }

    func rejectUnknownKeys<K: CodingKey & CaseIterable>(_ keys: K.Type) throws {
        try rejectUnknownKeys(keys.allCases.map(\.stringValue))
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `fallback` when the key is absent; a value that
    /// fails `check` (which returns what is wrong) is an error at that key.
    func value<T: Decodable>(_ key: Key, default fallback: T, _ check: (T) -> SceneFileError.Problem? = { _ in nil }) throws -> T {
        let v = try decodeIfPresent(T.self, forKey: key) ?? fallback
        if let problem = check(v) {
            throw DecodingError.scene(problem, forKey: key, in: self)
        }
        return v
    }

    /// A required value that must pass `check`.
    func required<T: Decodable>(_ key: Key, _ check: (T) -> SceneFileError.Problem? = { _ in nil }) throws -> T {
        let v = try decode(T.self, forKey: key)
        if let problem = check(v) {
            throw DecodingError.scene(problem, forKey: key, in: self)
        }
        return v
    }
}

/// Ready-made checks for `value(_:default:_:)`.
enum Check {
    static func range(_ lo: Double, _ hi: Double) -> (Double) -> SceneFileError.Problem? {
        { $0.isFinite && $0 >= lo && $0 <= hi ? nil : .outOfRange("must be between \(FrolicError.number(lo)) and \(FrolicError.number(hi)), got \(FrolicError.number($0))") }
    }
    static func range(_ lo: Int, _ hi: Int) -> (Int) -> SceneFileError.Problem? {
        { $0 >= lo && $0 <= hi ? nil : .outOfRange("must be between \(lo) and \(hi), got \($0)") }
    }
}
