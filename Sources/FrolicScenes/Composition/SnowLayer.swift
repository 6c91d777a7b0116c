import FrolicCore

/// Snow over any screen: the snow globe's Core Animation emitter without its
/// app and its season, started by a shake (as in the original), a tap, or a
/// moment of the script.
///
///     { "snow": { "start": "shake", "duration": 5 } }
public struct SnowLayer: LayerEffect, Sendable {
    public static let key = "snow"
    public static let summary = "Snow falling over the screen from a line emitter above it (Takeaway's easter egg, any screen)"

    public var start = Trigger.shake
    public var at = 0.0
    public var duration = 10.0
    public var emitter = EmitterLayer(shape: .line)
    public var region: Rect?
    public var emitterPosition: Point?
    public var emitterSize: Size?
    public var pictures = SnowGlobe.defaultPictures
    public var flake = SnowGlobe.defaultFlake

    public init() {}

    public static let parameters: [Parameter<SnowLayer>] = Parameter.start(\.start, at: \.at) + [
        .number("duration", \.duration, 0.001...SceneLimits.seconds, "seconds of snowfall after the start (a new start restarts it)"),
        .rect("region", \.region, absent: "the whole screen",
              "the rectangle the snow falls in, clipped to it; the emitter then spans its top edge"),
    ] + EmitterParameters.snow(layer: \.emitter, position: \.emitterPosition, size: \.emitterSize,
                               pictures: \.pictures, cell: \.flake, area: "`region` (the screen without one)")

    public static func problem(with s: SnowLayer) -> (key: String, message: String)? {
        let live = EmitterParameters.liveBound(pictures: s.pictures.count, cell: s.flake, layer: s.emitter)
        return live > EmitterParameters.maxLive
            ? ("flakes", "up to \(FrolicError.number(live.rounded(.up))) flakes would be alive at once; at most \(FrolicError.number(EmitterParameters.maxLive))")
            : nil
    }

    public func pictureUses(field: String) -> [PictureUse] {
        pictures.enumerated().map {
            PictureUse(field: "\(field).flakes.pictures[\($0.offset)]", name: $0.element,
                       stretchedTo: flake.pictureSize, sizeField: "\(field).flakes.pictureSize")
        }
    }

    public func makeLayer(_ context: LayerContext) throws -> any EffectLayer {
        let scene = context.scene
        var layer = emitter
        let area = region ?? Rect(origin: .zero, size: scene.size)
        layer.position = emitterPosition ?? Point(area.center.x, area.minY - EmitterParameters.emitterAbove)
        layer.size = emitterSize ?? Size(area.width + EmitterParameters.emitterMargin, 0)
        layer.cells = pictures.map { var cell = flake; cell.picture = $0; return cell }
        return Running(start: start, at: at, duration: duration, layer: layer, random: SeededRandom(seed: context.seed),
                       clip: region)
    }

    /// The emitter, on while a start is less than `duration` ago (the snow
    /// globe's too, which only withholds the shakes out of season).
    struct Running: EffectLayer {
        let start: Trigger
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

        init(start: Trigger, at: Double = 0, duration: Double, layer: EmitterLayer, random: SeededRandom, clip: Rect? = nil) {
            self.clip = clip
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
            if start.fires(tick: tick, startTick: startTick, gestures: gestures) { emitUntil = tick + emissionTicks }
            emitter.layer.birthRate = tick < emitUntil ? birthRate : 0
            emitter.step(random: &random)
        }

        func draw() -> [DrawCommand] {
            guard let clip else { return emitter.draw() }
            return [.layer(Layer(emitter.draw(), clip: clip))]
        }
    }
}
