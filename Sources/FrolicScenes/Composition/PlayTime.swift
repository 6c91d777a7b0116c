import Foundation
import FrolicCore

/// What every layer's timing shares: each layer's own play, loop and cut
/// times (`LayerEffect.playTime`) sit in its folder, read from its own
/// parameters, so that a scene made for it (`frolic render <picture>
/// --effect`) shows it whole. A layer whose play depends on the screen's height is timed over
/// the screen's, but never less than a phone's (`phoneHeight` or
/// `tallestPhoneHeight`, the layer's own), so that every screenshot up to a
/// phone's size gets the same duration.
enum PlayTime {
    /// Seconds a layer is given when it cannot tell: most effects' moment.
    static let fallback = 3.0
    /// A 6.1-inch iPhone's height in points (1179 × 2556 pixels at @3x).
    static let phoneHeight = 852.0
    /// The tallest iPhone's height in points (a Pro Max, 1290 × 2796 at @3x).
    static let tallestPhoneHeight = 932.0

    /// Time after the last layer has played out, so the GIF does not loop on
    /// a moving frame; short, as a GIF that lingers on a still frame looks stuck.
    static let settle = 0.15
    /// Seconds an ambient layer's loop lasts over a screenshot (snow, rain):
    /// long enough that the repeat is not noticed, short enough for a small GIF.
    static let ambientLoop = 6.0

    /// How long the scene made for `layers` over a screen `height` points
    /// tall lasts: until the last has played out and settled, in whole
    /// frames. With a layer that loops, a whole number of its loops (the
    /// longest), at least one, so the GIF loops seamlessly.
    package static func duration(of layers: [any LayerEffect], height: Double) -> Double {
        let once = layers.filter { $0.loopTime == nil }
        let end = once.map { PictureScene.begin($0) + $0.playTime(height: height) + settle }.max() ?? 0
        if let loop = layers.compactMap(\.loopTime).max() {
            return min(SceneLimits.seconds, loop * max(1, (end / loop - 1e-9).rounded(.up)))
        }
        // Whole frames: tenths would add up to a tenth of stillness.
        let fps = Double(PictureScene.fps)
        return min(600, max(1, (end * fps - 1e-9).rounded(.up) / fps))
    }

    /// Seconds until something starting `speed` pt/s downwards and speeding
    /// up by `acceleration` pt/s² has fallen `distance` points; nil if never.
    static func fall(_ distance: Double, speed: Double, acceleration: Double) -> Double? {
        guard acceleration != 0 else { return speed > 0 ? distance / speed : nil }
        // distance = speed·t + acceleration·t²/2, its first root past 0.
        let d = speed * speed + 2 * acceleration * distance
        guard d >= 0 else { return nil }
        let t = (-speed + d.squareRoot()) / acceleration
        return t >= 0 ? t : nil
    }

    /// Seconds until something starting `speed` pt/s downwards (negative:
    /// upwards), pulled down by `acceleration` pt/s² and slowed by the air at
    /// `damping` per second (`Particle`'s motion), has come `distance` points
    /// down; nil if never.
    static func dampedFall(_ distance: Double, speed: Double, acceleration: Double, damping k: Double) -> Double? {
        guard k > 0 else { return fall(distance, speed: speed, acceleration: acceleration) }
        let terminal = acceleration / k
        let y = { (t: Double) in terminal * t + (speed - terminal) * (1 - exp(-k * t)) / k }
        guard terminal > 0 || y(1e6) >= distance else { return nil }
        // Thrown up, it turns when its speed is 0; from then on it only comes down.
        var lo = speed < 0 && terminal > 0 ? log((terminal - speed) / terminal) / k : 0, hi = max(lo, 1.0)
        if y(lo) >= distance { return lo }
        while y(hi) < distance { lo = hi; hi *= 2; if hi > 1e6 { return nil } }
        for _ in 0..<60 { let mid = (lo + hi) / 2; if y(mid) < distance { lo = mid } else { hi = mid } }
        return hi
    }
}
