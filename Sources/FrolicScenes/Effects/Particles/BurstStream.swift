import FrolicCore

/// A preset's particles sent out as a stream of small bursts: each start
/// (`PresetStart`) begins an `EvenStream` at its point, and the particles due
/// on a tick burst from the emitter's first cell there. Hearts and sparkles
/// run on it; only how they draw their particles differs.
struct BurstStream {
    let start: PresetStart
    var stream: EvenStream
    var emitter: ParticleEmitter
    var random: SeededRandom
    /// Each particle's lasting traits (sway, size, colour), by its serial.
    let variety: ParticleVariety

    init(start: PresetStart, stream: EvenStream, layer: EmitterLayer, seed: UInt64) {
        self.start = start; self.stream = stream
        emitter = ParticleEmitter(layer: layer)
        random = SeededRandom(seed: seed)
        variety = ParticleVariety(seed: seed)
    }

    mutating func step(tick: Int, gestures: [Gesture]) {
        emitter.step(random: &random)
        if let fired = start.fired(tick: tick, gestures: gestures) { stream.begin(tick: tick, at: fired.point) }
        if let (count, point) = stream.due(tick: tick) {
            emitter.layer.position = point
            emitter.burst(cell: 0, count: count, random: &random)
        }
    }
}
