import FrolicCore
import FrolicScenes

/// A frame chosen for comparison, and why, so a reviewer knows what it shows.
package struct KeyFrame: Hashable, Sendable {
    package var index: Int
    package var reason: String
    /// Its reference file's name without `.png`, after its role (`start`,
    /// `even-2`, `after-gesture-1+0.25s`, `end`), not its index: a gesture
    /// moved by a frame changes one picture's content, not its name, so a
    /// pull request shows one image before and after.
    package var role: String

    package init(index: Int, reason: String, role: String) {
        self.index = index; self.reason = reason; self.role = role
    }
}

/// Which frames of an animation are kept as PNG references: the pictures a
/// reviewer sees, and the expected pixels of a change (every frame is checked
/// by its digest, `frames.json`; storing every frame as PNG would make the
/// references huge). A few evenly spaced ones would miss short effects, and
/// Frolic knows its own script, so besides evenly spaced frames it takes the
/// frame right after each gesture and two "milestones" after it (+0.25 s and
/// +0.5 s), where the effects the gesture starts (burst, snowfall, bounce,
/// pixelation) are in full swing. Milestones are gesture-based on purpose: every
/// effect in Frolic is started by a gesture, so no effect needs to expose its
/// own timing for snapshots.
package enum KeyFrames {
    package static let evenlySpaced = 5
    /// Seconds after a gesture at which the effect it starts is sampled again.
    package static let milestones = [0.25, 0.5]
    /// Keeps references small for scenes with many gestures: evenly spaced
    /// frames and the frames right after gestures come first, milestones fill
    /// up what is left.
    package static let maximum = 10

    package static func select(header: SceneHeader, frameCount: Int) -> [KeyFrame] {
        guard frameCount > 0 else { return [] }
        let timeline = header.timeline
        var chosen: [KeyFrame] = []
        // Roles are kept even when two fall on one frame (a gesture on an evenly
        // spaced frame): dropping one would rename the references as timing moves.
        func add(_ index: Int, _ reason: String, _ role: String) {
            guard index < frameCount, chosen.count < maximum else { return }
            chosen.append(KeyFrame(index: index, reason: reason, role: role))
        }
        /// The first frame sampled after the simulation has stepped `tick`.
        func frame(after tick: Int) -> Int {
            var k = 0
            while k < frameCount, timeline.tick(forFrame: k) <= tick { k += 1 }
            return k
        }
        let k = min(frameCount, evenlySpaced)
        for i in 0..<k {
            add(k <= 1 ? 0 : i * (frameCount - 1) / (k - 1), "evenly spaced", evenRole(i, of: k))
        }
        let events = header.script.events
        for (n, e) in events.enumerated() {
            add(frame(after: e.tick), "after \(describe(e.gesture)) at \(seconds(e.time))", gestureRole(n))
        }
        for m in milestones {
            for (n, e) in events.enumerated() {
                add(frame(after: e.tick + Timeline.ticks(m)), "\(seconds(m)) after \(describe(e.gesture)) at \(seconds(e.time))",
                    gestureRole(n, plus: m))
            }
        }
        return chosen.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
    }

    /// `start`, `even-1` … `even-3`, `end`: the i-th of k evenly spaced frames.
    static func evenRole(_ i: Int, of k: Int) -> String {
        i == 0 ? "start" : i == k - 1 ? "end" : "even-\(i)"
    }

    /// `after-gesture-2`, or `after-gesture-2+0.25s` for a milestone; gestures count from 1 in script order.
    static func gestureRole(_ n: Int, plus milestone: Double? = nil) -> String {
        "after-gesture-\(n + 1)" + (milestone.map { "+" + FrolicError.number($0) + "s" } ?? "")
    }

    static func describe(_ g: Gesture) -> String {
        switch g {
        case .shake: return "shake"
        case .tap: return "tap"
        case .tapTarget(let n): return "tap on \(n)"
        case .scroll: return "scroll"
        case .drag: return "drag"
        }
    }

    static func seconds(_ t: Double) -> String {
        let ms = Int((t * 1000).rounded())
        return "\(ms / 1000).\(String(ms % 1000 / 10 + 100).dropFirst()) s"
    }
}
