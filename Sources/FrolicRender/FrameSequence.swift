import FrolicCore

/// Plays a simulation on the 600 Hz timeline and yields the display list of
/// each output frame in order, delivering the script's gestures on their ticks.
/// Frame 0 shows the scene before any step.
package struct FrameSequence: IteratorProtocol, Sequence {
    private var simulation: any Simulation
    private let events: [ScriptEvent]
    private let timeline: Timeline
    private var tick = 0
    private var frame = 0
    private var nextEvent = 0

    package init(simulation: any Simulation, script: Script, timeline: Timeline) {
        self.simulation = simulation
        self.events = script.events
        self.timeline = timeline
    }

    package mutating func next() -> DisplayList? {
        guard frame < timeline.frameCount else { return nil }
        let target = timeline.tick(forFrame: frame)
        while tick < target {
            var gestures: [Gesture] = []
            while nextEvent < events.count, events[nextEvent].tick <= tick {
                gestures.append(events[nextEvent].gesture)
                nextEvent += 1
            }
            simulation.step(tick: tick, gestures: gestures)
            tick += 1
        }
        frame += 1
        return simulation.draw()
    }

    /// Skips ahead, returning the display list of frame `index` (≥ the next one).
    package mutating func frame(_ index: Int) -> DisplayList? {
        while frame < index { _ = next() }
        return next()
    }
}
