/// What a person does to the screen. Scenes react to the gestures they know and
/// ignore the others, as an iOS view would.
public enum Gesture: Hashable, Sendable {
    /// The device shake (`motionEnded(.motionShake)`).
    case shake
    /// A tap at a point in the scene's coordinates.
    case tap(Point)
    /// A tap on whatever the scene numbers `target` (the passcode scene's circles),
    /// so a script stays correct when the positions change with a parameter.
    case tapTarget(Int)
    /// A drag that moves the content offset linearly to `offset` over `duration`
    /// seconds (negative offsets pull a table down), then lets go.
    case scroll(to: Double, duration: Double)
    /// A finger moving along `path` (at an even pace over its length) for
    /// `duration` seconds, then lifting: UIKit Dynamics' attachment demos, or
    /// a pull on a screenshot.
    case drag(path: [Point], duration: Double)
}

/// A gesture at a moment of the animation, in seconds from the start.
public struct ScriptEvent: Hashable, Sendable {
    /// Seconds from the start of the animation.
    public var time: Double
    /// What happens then.
    public var gesture: Gesture
    /// `gesture` at `time` seconds.
    public init(time: Double, gesture: Gesture) { self.time = time; self.gesture = gesture }

    /// The tick the event fires on.
    package var tick: Int { Timeline.ticks(time) }
}

/// The gestures of a scene, in time order (stable for equal times).
public struct Script: Hashable, Sendable {
    /// The events, in time order.
    public private(set) var events: [ScriptEvent]

    /// The script of `events`, sorted by time (events at one time keep their order).
    public init(_ events: [ScriptEvent]) {
        self.events = events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// The events that fire on `tick`.
    package func events(at tick: Int) -> [ScriptEvent] { events.filter { $0.tick == tick } }
}
