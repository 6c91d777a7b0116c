import FrolicCore

/// The app screen with snow over it. Whether a shake snows is decided once,
/// when the scene is built (today against the season); a snowing shake turns
/// the emitter on until `duration` seconds after the latest shake.
struct SnowGlobeSimulation: Simulation {
    let size: Size
    private let screen: [DrawCommand]
    private let snows: Bool
    private var snow: SnowLayer.Running
    private var indicators: GestureIndicators

    init(scene: SceneHeader, emitter layer: EmitterLayer, snows: Bool, duration: Double, screen: DeliveryAppScreen) {
        size = scene.size
        self.screen = screen.draw()
        self.snows = snows
        snow = SnowLayer.Running(start: .shake, duration: duration, layer: layer, random: SeededRandom(seed: scene.seed))
        indicators = GestureIndicators(enabled: scene.showGestures)
    }

    /// Live snowflakes (for tests and tools).
    var particleCount: Int { snow.emitter.particles.count }

    mutating func step(tick: Int, gestures: [Gesture]) {
        indicators.step(tick: tick)
        if gestures.contains(.shake) { indicators.shake() }
        // Out of season a shake shows its badge and nothing else.
        snow.step(tick: tick, gestures: snows ? gestures : [])
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
        list.append(contentsOf: snow.draw())
        list.append(contentsOf: indicators.draw(in: size))
        return list
    }
}
