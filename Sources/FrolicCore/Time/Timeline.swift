/// Integer simulation time. Scenes step at `Timeline.tickRate` ticks per second
/// and never read a clock; output frames are sampled from ticks, so a scene's
/// motion does not depend on the frame rate it is rendered at.
public struct Timeline: Hashable, Sendable {
    /// 600 Hz: divisible by 24, 25, 30, 50, 60 and 100, so common frame rates
    /// land on whole ticks, and fine enough for stable physics.
    package static let tickRate = 600
    package static let tickDuration = 1.0 / Double(tickRate)

    /// Frames per second of the GIF.
    public var fps: Int
    /// Seconds the animation plays.
    public var duration: Double

    /// A timeline of `duration` seconds at `fps` (both more than 0).
    public init(fps: Int, duration: Double) {
        precondition(fps > 0 && duration > 0)
        self.fps = fps; self.duration = duration
    }

    /// Frames in the animation: every frame whose start lies before `duration`.
    public var frameCount: Int { max(1, Int((duration * Double(fps) - 1e-9).rounded(.up))) }

    /// How long the GIF plays: `duration` to the nearest centisecond (GIF
    /// delays count in cs), whether or not it is a whole number of frames.
    package var centiseconds: Int { Int((duration * 100).rounded()) }

    /// The tick at which frame `k` is sampled (rounded to the nearest tick).
    package func tick(forFrame k: Int) -> Int {
        (k * Timeline.tickRate * 2 + fps) / (fps * 2)
    }

    /// Seconds to ticks, rounded to the nearest tick.
    package static func ticks(_ seconds: Double) -> Int { Int((seconds * Double(tickRate)).rounded()) }

    package static func seconds(_ ticks: Int) -> Double { Double(ticks) / Double(tickRate) }
}
