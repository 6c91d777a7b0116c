import Foundation
import FrolicCore

/// Shake for snow — Takeaway's holiday easter egg: a food-delivery app's
/// restaurant list, where a shake during the holidays lets snow fall over the
/// whole window from a Core Animation-style emitter, for `duration` seconds.
///
/// The scene file's `snow` block (every key optional; `today` is needed unless `--date` gives it):
///
///     "snow": {
///       "today": "2025-12-20",                        // the day the shake happens (YYYY-MM-DD); --date overrides
///       "season": { "from": "12-01", "to": "01-15" }, // yearly, wraps over New Year (the default), or
///              // { "startDate": "2021-12-01T00:00:00Z", "endDate": "2022-01-15T23:59:59Z" } (ISO-8601)
///       "duration": 10,                               // seconds of snowfall after a shake (0 < d ≤ 600)
///       "title": "Restaurants",                       // the navigation bar's title
///       "emitter": {                                  // the CAEmitterLayer
///         "shape": "line",                            // point | line | rectangle
///         "position": [187.5, -16],                   // default: centred just above the top edge
///         "size": [415, 0],                           // default: the window's width + 40
///         "birthRate": 1, "lifetime": 1, "velocity": 1, "scale": 1, "spin": 1   // layer multipliers
///       },
///       "flakes": {                                   // one CAEmitterCell per picture, all with these values
///         "pictures": ["snowflake-1", …, "snowflake-8"],
///         "pictureSize": [32, 32],                    // points at scale 1
///         "birthRate": 3,                             // per cell, per second
///         "lifetime": 16, "lifetimeRange": 2,         // seconds
///         "velocity": 65, "velocityRange": 25,        // points per second
///         "emissionLongitude": 1.5708, "emissionRange": 0.25,   // radians from +x; π/2 is straight down
///         "xAcceleration": 0, "yAcceleration": 4,     // points per second²
///         "spin": 0, "spinRange": 0.8,                // radians per second
///         "scale": 0.44, "scaleRange": 0.25, "scaleSpeed": 0,
///         "color": [1, 1, 1, 0.9],                    // multiplies the picture; alpha is opacity
///         "redRange": 0, "greenRange": 0, "blueRange": 0, "alphaRange": 0.1,
///         "redSpeed": 0, "greenSpeed": 0, "blueSpeed": 0, "alphaSpeed": 0
///       }
///     }
///
/// Every `…Range` spreads uniformly over `±R` (see `EmitterCell`).
/// `--config FILE` (a remote config, see `SnowConfig`) replaces `season` and
/// `duration`. A day is in a `startDate`/`endDate` season when any moment of
/// it (UTC) is. A shake out of season changes nothing but the gesture
/// indicator; a shake while it snows restarts the `duration` from that shake.
///
/// Deviations: the original's cell values are not public, so the defaults are
/// chosen to read as gentle snow; the screen is a stand-in drawn with shapes.
public struct SnowGlobe: Effect {
    public static let key = "snow"
    public static let summary = "Shake for snow: a food-delivery app where a shake in the holiday season lets snow fall over the window"

    /// nil: the command line must give it (`--date`).
    var today: CalendarDate?
    var config: SnowConfig
    var title: String
    var emitter: EmitterLayer
    /// nil: just above the top edge, centred.
    var emitterPosition: Point?
    /// nil: the window's width plus a margin, so sideways drift leaves no gap.
    var emitterSize: Size?
    var pictures: [String]
    /// The values every cell shares; its `picture` is replaced per cell.
    var flake: EmitterCell

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(["today", "season", "duration", "title", "emitter", "flakes"])
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        func key(_ s: String) -> AnyCodingKey { AnyCodingKey(stringValue: s) }

        if c.contains(key("today")) {
            do { today = try CalendarDate(try c.decode(String.self, forKey: key("today"))) } catch let error as CalendarDate.Invalid {
                throw DecodingError.dataCorruptedError(forKey: key("today"), in: c, debugDescription: error.message)
            }
        }
        let season = c.contains(key("season")) ? try Self.season(c.superDecoder(forKey: key("season"))) : SnowSeason.holidays
        config = SnowConfig(season: season, duration: try c.value(key("duration"), default: 10, SnowConfig.durationCheck))
        title = try c.value(key("title"), default: "Restaurants")

        emitter = EmitterLayer(shape: .line)
        emitterPosition = nil; emitterSize = nil
        if c.contains(key("emitter")) {
            let d = try c.superDecoder(forKey: key("emitter"))
            try d.rejectUnknownKeys(["shape", "position", "size", "birthRate", "lifetime", "velocity", "scale", "spin"])
            let e = try d.container(keyedBy: AnyCodingKey.self)
            emitter.shape = try e.choice(key("shape"), default: EmitterShape.line)
            if e.contains(key("position")) { emitterPosition = try e.point(key("position"), default: .zero) }
            if e.contains(key("size")) { emitterSize = try e.size(key("size"), default: Size(0, 0), Check.range(0, 100_000)) }
            emitter.birthRate = try e.value(key("birthRate"), default: 1, Check.range(0, 10))
            emitter.lifetime = try e.value(key("lifetime"), default: 1, Check.range(0, 10))
            emitter.velocity = try e.value(key("velocity"), default: 1, Check.range(-10, 10))
            emitter.scale = try e.value(key("scale"), default: 1, Check.range(0, 10))
            emitter.spin = try e.value(key("spin"), default: 1, Check.range(-10, 10))
        }

        let defaults = Self.defaultFlake
        pictures = Self.defaultPictures
        flake = defaults
        if c.contains(key("flakes")) {
            (pictures, flake) = try Self.flakes(c.superDecoder(forKey: key("flakes")), defaults: defaults)
        }
        // Every live flake is stored and drawn each frame: a large birth rate
        // times a long lifetime would allocate millions of them.
        let live = Double(pictures.count) * flake.birthRate * emitter.birthRate
            * (flake.lifetime + flake.lifetimeRange) * emitter.lifetime
        if live > Self.maxLiveFlakes {
            let field = key(c.contains(key("flakes")) ? "flakes" : "emitter")
            throw DecodingError.dataCorruptedError(forKey: field, in: c, debugDescription:
                "up to \(Check.format(live.rounded(.up))) flakes would be alive at once (pictures × birthRate × emitter.birthRate "
                + "× (lifetime + lifetimeRange) × emitter.lifetime); at most \(Check.format(Self.maxLiveFlakes))")
        }
    }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        let config = try environment.remoteConfig.map { try SnowConfig.remote($0.data, path: $0.path) } ?? self.config
        guard let today = environment.today ?? self.today else {
            throw SceneFieldError(field: "snow.today", "missing: give the day as YYYY-MM-DD here or pass --date")
        }
        var layer = emitter
        layer.position = emitterPosition ?? Point(scene.size.width / 2, -16)
        layer.size = emitterSize ?? Size(scene.size.width + 40, 0)
        layer.cells = pictures.map { var cell = flake; cell.picture = $0; return cell }
        return SnowGlobeSimulation(scene: scene, emitter: layer, snows: config.season.contains(today),
                                   duration: config.duration, screen: DeliveryAppScreen(size: scene.size, title: title))
    }

    /// The most flakes a scene may keep alive at once (the example keeps about 430).
    static let maxLiveFlakes = 50_000.0

    static let defaultPictures = (1...8).map { "snowflake-\($0)" }

    /// Gentle snow: 24 flakes a second in all, falling 40–90 pt/s (a little
    /// faster as they go, so the bottom of the screen gets snow within a few
    /// seconds) with a slight sideways drift and a slow spin either way,
    /// 6–22 pt across.
    static var defaultFlake: EmitterCell {
        var c = EmitterCell(picture: "", pictureSize: Size(32, 32))
        c.birthRate = 3
        c.lifetime = 16; c.lifetimeRange = 2
        c.velocity = 65; c.velocityRange = 25
        c.emissionLongitude = Double.pi / 2; c.emissionRange = 0.25
        c.yAcceleration = 4
        c.spinRange = 0.8
        c.scale = 0.44; c.scaleRange = 0.25
        c.color = Color(1, 1, 1, 0.9); c.alphaRange = 0.1
        return c
    }

    /// A required string at `key` that `parse` turns into a value.
    private static func parsed<T>(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey, _ problem: String,
                                  _ parse: (String) -> T?) throws -> T {
        let text = try c.decode(String.self, forKey: key)
        guard let v = parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(problem): \"\(text)\"")
        }
        return v
    }

    private static func season(_ d: Decoder) throws -> SnowSeason {
        let c = try d.container(keyedBy: AnyCodingKey.self)
        let from = AnyCodingKey(stringValue: "from"), to = AnyCodingKey(stringValue: "to")
        if c.contains(from) || c.contains(to) {
            try d.rejectUnknownKeys(["from", "to"])
            return .yearly(from: try parsed(c, from, "not a day MM-DD", MonthDay.init),
                           to: try parsed(c, to, "not a day MM-DD", MonthDay.init))
        }
        guard c.contains(AnyCodingKey(stringValue: "startDate")) || c.contains(AnyCodingKey(stringValue: "endDate")) else {
            throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath,
                debugDescription: "expected { \"from\": \"MM-DD\", \"to\": \"MM-DD\" } or { \"startDate\": …, \"endDate\": … }"))
        }
        try d.rejectUnknownKeys(["startDate", "endDate"])
        return try SnowConfig.fixedSeason(in: c)
    }

    private static func flakes(_ d: Decoder, defaults: EmitterCell) throws -> ([String], EmitterCell) {
        let names = ["pictures", "pictureSize", "birthRate", "lifetime", "lifetimeRange", "velocity", "velocityRange",
                     "emissionLongitude", "emissionRange", "xAcceleration", "yAcceleration", "spin", "spinRange",
                     "scale", "scaleRange", "scaleSpeed", "color", "redRange", "greenRange", "blueRange", "alphaRange",
                     "redSpeed", "greenSpeed", "blueSpeed", "alphaSpeed"]
        try d.rejectUnknownKeys(names)
        let c = try d.container(keyedBy: AnyCodingKey.self)
        func key(_ s: String) -> AnyCodingKey { AnyCodingKey(stringValue: s) }
        func number(_ name: String, _ fallback: Double, _ lo: Double, _ hi: Double) throws -> Double {
            try c.value(key(name), default: fallback, Check.range(lo, hi))
        }
        let pictures: [String] = try c.value(key("pictures"), default: defaultPictures) {
            $0.isEmpty || $0.count > 64 ? "expected 1 to 64 picture names"
                : $0.contains(where: \.isEmpty) ? "picture names must not be empty" : nil
        }
        var f = defaults
        f.pictureSize = try c.size(key("pictureSize"), default: f.pictureSize, Check.positive(atMost: 1000))
        f.birthRate = try number("birthRate", f.birthRate, 0, 200)
        f.lifetime = try number("lifetime", f.lifetime, 0, 120)
        f.lifetimeRange = try number("lifetimeRange", f.lifetimeRange, 0, 120)
        f.velocity = try number("velocity", f.velocity, -10_000, 10_000)
        f.velocityRange = try number("velocityRange", f.velocityRange, 0, 10_000)
        f.emissionLongitude = try number("emissionLongitude", f.emissionLongitude, -100, 100)
        f.emissionRange = try number("emissionRange", f.emissionRange, 0, 100)
        f.xAcceleration = try number("xAcceleration", f.xAcceleration, -10_000, 10_000)
        f.yAcceleration = try number("yAcceleration", f.yAcceleration, -10_000, 10_000)
        f.spin = try number("spin", f.spin, -100, 100)
        f.spinRange = try number("spinRange", f.spinRange, 0, 100)
        f.scale = try number("scale", f.scale, 0, 100)
        f.scaleRange = try number("scaleRange", f.scaleRange, 0, 100)
        f.scaleSpeed = try number("scaleSpeed", f.scaleSpeed, -100, 100)
        f.color = try c.color(key("color"), default: f.color)
        f.redRange = try number("redRange", f.redRange, 0, 1)
        f.greenRange = try number("greenRange", f.greenRange, 0, 1)
        f.blueRange = try number("blueRange", f.blueRange, 0, 1)
        f.alphaRange = try number("alphaRange", f.alphaRange, 0, 1)
        f.redSpeed = try number("redSpeed", f.redSpeed, -10, 10)
        f.greenSpeed = try number("greenSpeed", f.greenSpeed, -10, 10)
        f.blueSpeed = try number("blueSpeed", f.blueSpeed, -10, 10)
        f.alphaSpeed = try number("alphaSpeed", f.alphaSpeed, -10, 10)
        return (pictures, f)
    }
}
