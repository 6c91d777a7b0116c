import FrolicCore

/// The app screen with snow over it. Whether a shake snows is decided once,
/// when the scene is built (today against the season); a snowing shake turns
/// the emitter on until `duration` seconds after the latest shake.
struct SnowGlobeSimulation: Simulation {
    let size: Size
    private let screen: [DrawCommand]
    private let snows: Bool
    private let emissionTicks: Int
    /// The layer birth rate while it snows (the emitter's is 0 otherwise).
    private let birthRate: Double
    private var emitter: ParticleEmitter
    private var random: SeededRandom
    private var indicators: GestureIndicators
    /// Emission runs on ticks before this one.
    private var emitUntil = 0

    init(scene: SceneHeader, emitter layer: EmitterLayer, snows: Bool, duration: Double, screen: DeliveryAppScreen) {
        size = scene.size
        self.screen = screen.draw()
        self.snows = snows
        emissionTicks = Timeline.ticks(duration)
        birthRate = layer.birthRate
        var off = layer
        off.birthRate = 0
        emitter = ParticleEmitter(layer: off)
        random = SeededRandom(seed: scene.seed)
        indicators = GestureIndicators(enabled: scene.showGestures)
    }

    /// Live snowflakes (for tests and tools).
    var particleCount: Int { emitter.particles.count }

    mutating func step(tick: Int, gestures: [Gesture]) {
        indicators.step(tick: tick)
        for gesture in gestures where gesture == .shake {
            indicators.shake()
            if snows { emitUntil = tick + emissionTicks }
        }
        emitter.layer.birthRate = tick < emitUntil ? birthRate : 0
        emitter.step(random: &random)
    }

    /// Black behind the screen (seen only while it wobbles), the screen, the
    /// snow over the whole window, then the gesture indicators.
    func draw() -> DisplayList {
        var list = DisplayList(size: size, commands: [.fill(.black)])
        let wobble = indicators.wobble
        if wobble == 0 {
            list.append(contentsOf: screen)
        } else {
            list.append(.layer(Layer(screen, transform: .translation(wobble, 0))))
        }
        list.append(contentsOf: emitter.draw())
        list.append(contentsOf: indicators.draw(in: size))
        return list
    }
}
