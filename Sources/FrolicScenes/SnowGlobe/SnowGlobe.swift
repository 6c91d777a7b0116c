import Foundation
import FrolicCore

/// Shake for snow — Takeaway's holiday easter egg: a food-delivery app's
/// restaurant list, where a shake during the holidays lets snow fall over the
/// whole window from a Core Animation-style emitter, for `duration` seconds.
///
/// The scene file's `snow` block: every key optional and declared once in
/// `parameters`; `today` is needed unless `--date` gives it.
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
    var config = SnowConfig(season: .holidays, duration: 10)
    var title = "Restaurants"
    var emitter = EmitterLayer(shape: .line)
    /// nil: just above the top edge, centred.
    var emitterPosition: Point?
    /// nil: the window's width plus a margin, so sideways drift leaves no gap.
    var emitterSize: Size?
    var pictures = SnowGlobe.defaultPictures
    /// The values every cell shares; its `picture` is replaced per cell.
    var flake = SnowGlobe.defaultFlake

    public init() {}

    public static let parameters: [Parameter<SnowGlobe>] = [
        .optional("today", \.today, absent: "`--date`", accepts: "`\"YYYY-MM-DD\"`",
                  schema: [("type", "string"), ("pattern", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")],
                  json: { .string($0.description) },
                  decode: { c, k in
                      guard let text = try c.decodeIfPresent(String.self, forKey: k) else { return nil }
                      // CalendarDate says which part of an impossible date is wrong.
                      do { return try CalendarDate(text) } catch let error as CalendarDate.Invalid {
                          throw DecodingError.dataCorruptedError(forKey: k, in: c, debugDescription: error.message)
                      }
                  },
                  "the day the shake happens; `--date` overrides"),
        .value("season", \.config.season, accepts: "`{ \"from\": \"MM-DD\", \"to\": \"MM-DD\" }` or `{ \"startDate\", \"endDate\" }` (ISO-8601)",
               schema: SnowSeason.schema, json: { $0.json },
               decode: { c, k in c.contains(k) ? try SnowSeason.decode(c.superDecoder(forKey: k)) : nil },
               "when a shake brings snow: yearly (wraps over New Year, both days included) or between two moments"),
        .number("duration", \.config.duration, 0.001...SceneLimits.seconds, "seconds of snowfall after a shake"),
        .text("title", \.title, "the navigation bar's title"),
    ] + EmitterParameters.snow(layer: \.emitter, position: \.emitterPosition, size: \.emitterSize,
                               pictures: \.pictures, cell: \.flake)

    public static func problem(with s: SnowGlobe) -> (key: String, message: String)? {
        let live = EmitterParameters.liveBound(pictures: s.pictures.count, cell: s.flake, layer: s.emitter)
        guard live > EmitterParameters.maxLive else { return nil }
        return (s.flake == defaultFlake && s.pictures.count == 8 ? "emitter" : "flakes",
                "up to \(FrolicError.number(live.rounded(.up))) flakes would be alive at once (pictures × birthRate × emitter.birthRate "
                + "× (lifetime + lifetimeRange) × emitter.lifetime); at most \(FrolicError.number(EmitterParameters.maxLive))")
    }

    /// Every flake picture is drawn stretched to `pictureSize` (times its scale).
    public var pictureUses: [PictureUse] {
        pictures.enumerated().map {
            PictureUse(field: "snow.flakes.pictures[\($0.offset)]", name: $0.element,
                       stretchedTo: flake.pictureSize, sizeField: "snow.flakes.pictureSize")
        }
    }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        let config = try environment.remoteConfig.map { try SnowConfig.remote($0.data, path: $0.path) } ?? self.config
        guard let today = environment.today ?? self.today else {
            throw SceneFieldError(field: "snow.today", "missing: give the day as YYYY-MM-DD here or pass --date")
        }
        var layer = emitter
        layer.position = emitterPosition ?? Point(scene.size.width / 2, -EmitterParameters.emitterAbove)
        layer.size = emitterSize ?? Size(scene.size.width + EmitterParameters.emitterMargin, 0)
        layer.cells = pictures.map { var cell = flake; cell.picture = $0; return cell }
        return SnowGlobeSimulation(scene: scene, emitter: layer, snows: config.season.contains(today),
                                   duration: config.duration, screen: DeliveryAppScreen(size: scene.size, title: title))
    }

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
}
