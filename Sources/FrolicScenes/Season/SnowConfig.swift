import Foundation
import FrolicCore

/// The feature flag behind the easter egg: when shakes snow, and for how long.
///
/// The remote config (`--config FILE`) has exactly the original's shape, every
/// key required and no others allowed:
///
///     { "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z", "duration": 10 }
///
/// Dates are ISO-8601 with `Z` or an offset; `duration` is in seconds, more
/// than 0 and at most `SceneLimits.seconds`.
struct SnowConfig: Hashable, Sendable {
    var season: SnowSeason
    /// Seconds of emission after a shake.
    var duration: Double

    static let durationCheck: @Sendable (Double) -> SceneFileError.Problem? = SceneLimits.duration

    /// Reads a remote-config file's bytes; every problem names `path` and the key.
    static func remote(_ data: [UInt8], path: String) throws(SceneFileError) -> SnowConfig {
        try SceneFileError.decode(RemoteValue.self, from: data, file: path).config
    }

    private struct RemoteValue: Decodable {
        var config: SnowConfig
        init(from decoder: Decoder) throws {
            try decoder.rejectUnknownKeys(["startDate", "endDate", "duration"])
            let c = try decoder.container(keyedBy: AnyCodingKey.self)
            let season = try SnowConfig.fixedSeason(in: c)
            let duration: Double = try c.required(AnyCodingKey(stringValue: "duration"), SnowConfig.durationCheck)
            config = SnowConfig(season: season, duration: duration)
        }
    }

    /// `startDate` and `endDate` of a JSON object, checked: both ISO-8601, the
    /// end not before the start.
    static func fixedSeason(in c: KeyedDecodingContainer<AnyCodingKey>) throws -> SnowSeason {
        func instant(_ name: String) throws -> UTCInstant {
            let key = AnyCodingKey(stringValue: name)
            let text = try c.decode(String.self, forKey: key)
            guard let v = UTCInstant(iso8601: text) else {
                throw DecodingError.scene(.notAllowed("not an ISO-8601 date: \"\(text)\" (expected e.g. 2021-12-01T00:00:00Z)"),
                                          forKey: key, in: c)
            }
            return v
        }
        let start = try instant("startDate"), end = try instant("endDate")
        guard start <= end else {
            throw DecodingError.scene(.notAllowed("must not be before startDate"), forKey: AnyCodingKey(stringValue: "endDate"), in: c)
        }
        return .fixed(start: start, end: end)
    }
}
