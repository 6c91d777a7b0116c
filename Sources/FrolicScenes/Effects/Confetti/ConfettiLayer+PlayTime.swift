import Foundation
import FrolicCore

extension ConfettiLayer {
    /// Seconds until the slowest piece is wholly below a screen `height`
    /// points tall: the heaviest and lightest drag, the slowest and fastest
    /// start (a cannon's go up first), the worst of them. A tap with no
    /// `point` is taken to fire from the top.
    func exitTime(height: Double) -> Double {
        let reach = 1.25 * max(2 * size.width, size.height) / 2 + 1
        let drags = [drag * (1 - Self.dragRange), drag * (1 + Self.dragRange)]
        let starts: [Double], from: Double
        if fromPoint {
            starts = [-speed * 1.25, -speed * 0.75 * cos(min(spread, .pi / 2))]
            from = point?.y ?? 0
        } else {
            starts = [Self.dropSpeed / 2 * cos(0.3), Self.dropSpeed * 1.5]
            from = -2 * size.width
        }
        let times = drags.flatMap { k in
            starts.map { v in PlayTime.dampedFall(height + reach - from, speed: v, acceleration: gravity, damping: k) ?? PlayTime.fallback }
        }
        return times.max() ?? PlayTime.fallback
    }
}
