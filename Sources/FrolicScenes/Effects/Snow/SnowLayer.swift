import FrolicCore

/// Snow over any screen: Takeaway's holiday easter egg, a Core Animation-style
/// emitter started by a shake (as in the original), a tap, or a moment of the
/// script, for `duration` seconds; a new start restarts the duration.
///
///     { "snow": { "start": "shake", "duration": 5 } }
///
/// With a `season`, as in the original's feature flag, only a start on a day
/// in it (`today`, or `--date`) snows, and a remote config (`--config`, see
/// `SnowConfig`) replaces `season` and `duration`. A day is in a
/// `startDate`/`endDate` season when any moment of it (UTC) is. Every
/// `…Range` spreads uniformly over `±R` (see `EmitterCell`).
///
/// Deviation: the original's cell values are not public, so the defaults are
/// chosen to read as gentle snow.
package struct SnowLayer: LayerEffect, Sendable {
    package static let key = "snow"
    package static let summary = "Snow falling over the screen from a line emitter above it (Takeaway's easter egg, any screen)"

    package var start = Trigger.shake
    package var at = 0.0
    /// nil: every start snows.
    var season: SnowSeason?
    /// nil: the command line gives it (`--date`), when there is a season.
    var today: CalendarDate?
    package var duration = 10.0
    /// Seconds after which the snowfall repeats exactly; 0: it starts at `start` and falls for `duration`.
    package var loop = 0.0
    package var emitter = EmitterLayer(shape: .line)
    package var region: Rect?
    package var emitterPosition: Point?
    package var emitterSize: Size?
    package var pictures = SnowLayer.defaultPictures
    /// The values every cell shares; its `picture` is replaced per cell.
    package var flake = SnowLayer.defaultFlake

    package init() {}

    package static let parameters: [Parameter<SnowLayer>] = Parameter.start(\.start, at: \.at) + [
        .optional("season", \.season, absent: "always: every start snows",
                  accepts: "`{ \"from\": \"MM-DD\", \"to\": \"MM-DD\" }` or `{ \"startDate\", \"endDate\" }` (ISO-8601)",
                  schema: SnowSeason.schema, json: { $0.json },
                  decode: { c, k in c.contains(k) ? try SnowSeason.decode(c.superDecoder(forKey: k)) : nil },
                  "when a start brings snow: yearly (wraps over New Year, both days included) or between two moments; `--config` replaces it"),
        .optional("today", \.today, absent: "`--date`", accepts: "`\"YYYY-MM-DD\"`",
                  schema: [("type", "string"), ("pattern", "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")],
                  json: { .string($0.description) },
                  decode: { c, k in
                      guard let text = try c.decodeIfPresent(String.self, forKey: k) else { return nil }
                      // CalendarDate says which part of an impossible date is wrong.
                      do { return try CalendarDate(text) } catch let error as CalendarDate.Invalid {
                          throw DecodingError.scene(.notAllowed(error.message), forKey: k, in: c)
                      }
                  },
                  "the day the start happens, checked against `season`; `--date` overrides"),
        .number("duration", \.duration, 0.001...SceneLimits.seconds, "seconds of snowfall after the start (a new start restarts it); `--config` replaces it with a season"),
        .number("loop", \.loop, 0...SceneLimits.seconds,
                "with more than 0, the snow falls steadily from the first frame and repeats every `loop` seconds, "
                + "for a GIF that loops seamlessly (`start`, `at` and `duration` are then unused)"),
        .rect("region", \.region, absent: "the whole screen",
              "the rectangle the snow falls in, clipped to it; the emitter then spans its top edge"),
    ] + EmitterParameters.snow(layer: \.emitter, position: \.emitterPosition, size: \.emitterSize,
                               pictures: \.pictures, cell: \.flake, area: "`region` (the screen without one)")

    package static func problem(with s: SnowLayer) -> (key: String, problem: SceneFileError.Problem)? {
        let live = EmitterParameters.liveBound(pictures: s.pictures.count, cell: s.flake, layer: s.emitter)
        guard live > EmitterParameters.maxLive else { return nil }
        // With the default flakes, the emitter's multipliers are to blame.
        return (s.flake == defaultFlake && s.pictures.count == defaultPictures.count ? "emitter" : "flakes",
                .outOfRange("up to \(FrolicError.number(live.rounded(.up))) flakes would be alive at once (pictures × birthRate × emitter.birthRate "
                + "× (lifetime + lifetimeRange) × emitter.lifetime); at most \(FrolicError.number(EmitterParameters.maxLive))"))
    }

    /// A season is remote configuration: `--config` replaces it.
    package var readsRemoteConfig: Bool { season != nil }

    package var areas: [(field: String, rect: Rect)] { region.map { [("region", $0)] } ?? [] }

    package func pictureUses(field: String) -> [PictureUse] {
        pictures.enumerated().map {
            PictureUse(field: "\(field).flakes.pictures[\($0.offset)]", name: $0.element,
                       stretchedTo: flake.pictureSize, sizeField: "\(field).flakes.pictureSize")
        }
    }

    package func makeLayer(_ context: LayerContext) throws -> any RunningLayer {
        let scene = context.scene
        var snows = true, duration = self.duration
        if let season {
            let config = try context.environment.remoteConfig.map { try SnowConfig.remote($0.data, path: $0.path) }
                ?? SnowConfig(season: season, duration: duration)
            guard let today = context.environment.today ?? today else {
                throw SceneFieldError(field: "today", problem: .needsToday)
            }
            snows = config.season.contains(today)
            duration = config.duration
        }
        var layer = emitter
        let area = region ?? Rect(origin: .zero, size: scene.size)
        layer.position = emitterPosition ?? Point(area.center.x, area.minY - EmitterParameters.emitterAbove)
        layer.size = emitterSize ?? Size(area.width + EmitterParameters.emitterMargin, 0)
        layer.cells = pictures.map { var cell = flake; cell.picture = $0; return cell }
        if loop > 0 {
            var random = SeededRandom(seed: context.seed)
            let fall = ParticleLoop(layer: layer, period: Timeline.ticks(loop), random: &random,
                                    below: area.maxY, seam: (Timeline.tickRate / max(1, scene.fps), area))
            return Looping(fall: fall, clip: region, snows: snows)
        }
        return Running(start: start, at: at, duration: duration, snows: snows, layer: layer,
                       random: SeededRandom(seed: context.seed), clip: region)
    }

    static let defaultPictures = (1...8).map { "snowflake-\($0)" }

    /// Over a screenshot, snow is ambient: falling from the first frame in
    /// a loop of `PlayTime.ambientLoop` seconds.
    package static func overPicture(of size: Size) -> SnowLayer {
        var snow = SnowLayer()
        snow.start = .time
        snow.loop = PlayTime.ambientLoop
        // Half the flakes, falling a little faster and a little lighter: a
        // steady field the text reads through, in a small GIF.
        snow.emitter.birthRate = 0.5
        snow.flake.velocity = 90
        snow.flake.color.a = 0.8
        return snow
    }

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

    /// Snow that has always been falling: `ParticleLoop`'s field; out of
    /// season, none.
    struct Looping: RunningLayer {
        let fall: ParticleLoop
        let clip: Rect?
        let snows: Bool
        /// Ticks stepped so far.
        var now = 0

        mutating func step(tick: Int, gestures: [Gesture]) { now = tick + 1 }

        func draw() -> [DrawCommand] {
            guard snows else { return [] }
            let flakes = fall.sprites(at: now)
            guard let clip else { return flakes }
            return [.layer(Layer(flakes, clip: clip))]
        }
    }

    /// The emitter, on while a start is less than `duration` ago; out of
    /// season nothing starts it.
    struct Running: RunningLayer {
        let start: Trigger
        /// Whether today is in the season (always without one).
        let snows: Bool
        /// The tick `start: time` fires on.
        let startTick: Int
        let emissionTicks: Int
        /// The layer birth rate while it snows (the emitter's is 0 otherwise).
        let birthRate: Double
        private(set) var emitter: ParticleEmitter
        var random: SeededRandom
        /// Emission runs on ticks before this one.
        var emitUntil = 0
        /// The rectangle the flakes show in; nil for the whole screen.
        let clip: Rect?

        init(start: Trigger, at: Double = 0, duration: Double, snows: Bool = true, layer: EmitterLayer, random: SeededRandom,
             clip: Rect? = nil) {
            self.clip = clip
            self.snows = snows
            self.start = start
            startTick = Timeline.ticks(at)
            emissionTicks = Timeline.ticks(duration)
            birthRate = layer.birthRate
            var off = layer
            off.birthRate = 0
            emitter = ParticleEmitter(layer: off)
            self.random = random
        }

        mutating func step(tick: Int, gestures: [Gesture]) {
            if snows && start.fires(tick: tick, startTick: startTick, gestures: gestures) { emitUntil = tick + emissionTicks }
            emitter.layer.birthRate = tick < emitUntil ? birthRate : 0
            emitter.step(random: &random)
        }

        func draw() -> [DrawCommand] {
            guard let clip else { return emitter.draw() }
            return [.layer(Layer(emitter.draw(), clip: clip))]
        }
    }
}
