import Foundation
import FrolicCore

/// The table's content offset under scripted drags, as `UIScrollView` moves it.
///
/// A drag moves the offset linearly (the finger's pace) from wherever it is to
/// the drag's target, then the finger lifts. If the offset is then outside the
/// content (above 0 or past the bottom), the table springs back to the nearest
/// edge; inside, it stays. Deviations from UIKit, on purpose:
/// - no rubber-band damping while dragging: the script names the offset itself,
///   not the finger's travel;
/// - no fling: the finger is taken to stop before lifting, so nothing
///   decelerates after release;
/// - the bounce back is a critically damped spring from rest,
///   `x(t) = x₀(1 + ωt)e^(−ωt)` with `ω = 9 / bounceDuration`, which is within
///   0.13 % of the edge at `bounceDuration` and then lands exactly on it (the
///   way UIKit's bounce animation ends on the edge, so "back at 0" happens).
///
/// Offsets are evaluated as a pure function of the tick, so sampling at any
/// rate gives the same values.
struct ScrollTrack: Sendable {
    /// `ω · bounceDuration`: how many time constants the bounce lasts.
    static let bounceTimeConstants = 9.0

    private enum Motion: Sendable {
        case resting(Double)
        case dragging(from: Double, to: Double, start: Int, ticks: Int)
    }

    /// The largest offset the content allows (content height − screen height).
    let maxOffset: Double
    let bounceTicks: Int
    private var motion: Motion = .resting(0)

    init(maxOffset: Double, bounceDuration: Double) {
        self.maxOffset = max(0, maxOffset)
        bounceTicks = max(1, Timeline.ticks(bounceDuration))
    }

    /// Starts a drag at `tick` from the current offset to `target` over `duration` seconds.
    mutating func drag(to target: Double, duration: Double, at tick: Int) {
        motion = .dragging(from: offset(at: tick), to: target, start: tick, ticks: Timeline.ticks(duration))
    }

    func offset(at tick: Int) -> Double {
        switch motion {
        case .resting(let o):
            return o
        case .dragging(let from, let to, let start, let ticks):
            let elapsed = tick - start
            if elapsed < ticks { return from.lerp(to: to, Double(max(0, elapsed)) / Double(ticks)) }
            return released(at: to, after: elapsed - ticks)
        }
    }

    /// Where the table is `ticks` after the finger lifted at offset `o`.
    private func released(at o: Double, after ticks: Int) -> Double {
        let edge = o.clamped(0, maxOffset)
        guard o != edge, ticks < bounceTicks else { return edge }
        let wt = Self.bounceTimeConstants * Double(ticks) / Double(bounceTicks)
        return edge + (o - edge) * (1 + wt) * exp(-wt)
    }
}
