import Foundation
import FrolicCore

/// Makes the scripted gestures visible in a GIF, the way a screen recording
/// with "show touches" does: a tap is a fading touch circle, a scroll a touch
/// that moves with the content, a shake a badge (scenes may also wobble).
package struct GestureIndicators: Sendable {
    private struct Mark: Sendable {
        var start: Int
        var kind: Kind
    }
    private enum Kind: Sendable {
        case tap(Point)
        case drag(TouchDrag)
        case shake
    }

    package var enabled: Bool
    private var marks: [Mark] = []
    private var now = 0

    static let tapTicks = Timeline.ticks(0.45)
    static let shakeTicks = Timeline.ticks(0.8)
    static let releaseTicks = Timeline.ticks(0.25)

    package init(enabled: Bool) { self.enabled = enabled }

    /// Advances the indicators' clock; call once per `step`.
    package mutating func step(tick: Int) {
        now = tick
        marks.removeAll { tick - $0.start > Self.lifetime($0.kind) }
    }

    package mutating func tap(at p: Point) { marks.append(Mark(start: now, kind: .tap(p))) }
    package mutating func shake() { marks.append(Mark(start: now, kind: .shake)) }
    /// A finger dragging from `from` to `to` over `seconds`.
    package mutating func drag(from: Point, to: Point, seconds: Double) {
        drag(along: [from, to], seconds: seconds)
    }
    /// A finger moving along `path` at an even pace over `seconds`.
    package mutating func drag(along path: [Point], seconds: Double) {
        guard !path.isEmpty else { return }
        marks.append(Mark(start: now, kind: .drag(TouchDrag(path: path, start: now, seconds: seconds))))
    }

    /// The shake wobble, in points, to add to the screen's x: a damped sine over
    /// the badge's lifetime (zero when no shake is showing).
    package var wobble: Double {
        guard enabled else { return 0 }
        for m in marks {
            if case .shake = m.kind {
                let t = Double(now - m.start) / Double(Self.shakeTicks)
                if t < 1 { return 6 * (1 - t) * sin(t * 8 * Double.pi) }
            }
        }
        return 0
    }

    /// Commands to draw above the scene.
    package func draw(in size: Size) -> [DrawCommand] {
        guard enabled else { return [] }
        var out: [DrawCommand] = []
        for m in marks {
            let age = now - m.start
            switch m.kind {
            case .tap(let p):
                let t = Double(age) / Double(Self.tapTicks)
                guard t <= 1 else { continue }
                out += touch(at: p, radius: 18 + 8 * t, alpha: 1 - t)
            case .drag(let drag):
                let fade = age > drag.ticks ? 1 - Double(age - drag.ticks) / Double(Self.releaseTicks) : 1
                out += touch(at: drag.point(at: now), radius: 18, alpha: max(0, fade))
            case .shake:
                let t = Double(age) / Double(Self.shakeTicks)
                guard t <= 1 else { continue }
                let alpha = t < 0.75 ? 1 : (1 - t) / 0.25
                let badge = Rect(center: Point(size.width / 2, min(size.height / 2, 90)), size: Size(120, 34))
                out.append(.rect(badge, cornerRadius: 17, style: .fill(Color(0.1, 0.1, 0.12, 0.78 * alpha))))
                out.append(.text(TextRun("↔ shake", in: badge, fontSize: 15, color: Color(1, 1, 1, alpha),
                                         weight: .bold, alignment: .center)))
            }
        }
        return out
    }

    private func touch(at p: Point, radius r: Double, alpha: Double) -> [DrawCommand] {
        let rect = Rect(center: p, size: Size(2 * r, 2 * r))
        // A grey disc with a dark rim and a light inner rim, so the touch
        // reads on white screens as well as on photographs.
        return [.ellipse(rect, style: ShapeStyle(fill: Color(0.45, 0.45, 0.5, 0.35 * alpha),
                                                 stroke: Color(0.2, 0.2, 0.25, 0.7 * alpha), lineWidth: 2)),
                .ellipse(rect.insetBy(dx: 2, dy: 2), style: ShapeStyle(stroke: Color(1, 1, 1, 0.7 * alpha), lineWidth: 1.5))]
    }

    private static func lifetime(_ k: Kind) -> Int {
        switch k {
        case .tap: return tapTicks
        case .shake: return shakeTicks
        case .drag(let drag): return drag.ticks + releaseTicks
        }
    }
}
