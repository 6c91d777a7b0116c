import Foundation
import FrolicCore

/// How long each layer takes to play out, read from its own parameters, so
/// that a scene made for it (`frolic render <picture> --effect`) shows it
/// whole. A layer whose play depends on the screen's height is timed over
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

extension SnowLayer {
    package var loopTime: Double? { loop > 0 ? loop : nil }

    package func cutTime(height: Double) -> Double { duration }

    /// The snowfall, then the slowest flake's fall from the emitter through
    /// the region (the screen without one), or its whole life if shorter;
    /// a loop, once round.
    package func playTime(height screen: Double) -> Double {
        if let loopTime { return loopTime }
        let e = emitter, c = flake
        let life = (c.lifetime + c.lifetimeRange) * e.lifetime
        let height = (region?.height ?? max(screen, PlayTime.phoneHeight)) + EmitterParameters.emitterAbove + c.pictureSize.height * (c.scale + c.scaleRange)
        // The slowest start, aimed furthest from straight down.
        let aim = cos(abs(c.emissionLongitude - Double.pi / 2) + c.emissionRange)
        let speed = max(0, c.velocity - c.velocityRange) * e.velocity * aim
        let fall = PlayTime.fall(height, speed: speed, acceleration: c.yAcceleration) ?? life
        return duration + min(fall, life)
    }
}

extension BurstLayer {
    /// Items thrown up fall off the bottom: the fall from half a screen above
    /// the top under the layer's gravity (the fallback without any downwards).
    package func playTime(height: Double) -> Double {
        let g = gravity * gravityDirection.y * 1000
        return PlayTime.fall(1.5 * max(height, PlayTime.phoneHeight), speed: 0, acceleration: g) ?? PlayTime.fallback
    }
}

extension BoomLayer {
    /// Every candidate explodes (one per `boomInterval`), its fragments
    /// land, and the last part comes back (or the sequence fades back): the rects, and the grid cells
    /// wholly inside `visibleArea` (the screen, as wide as need be, without one).
    package func playTime(height: Double) -> Double {
        let b = boom
        let visible = visibleArea ?? Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: height)
        let regions = Double(rects.count + grid.cells.filter { visible.contains($0) }.count)
        let lastStart = max(0, regions - 1) * b.boomInterval
        let lastFlight = lastStart + b.fragmentDelay + b.fragmentDuration + b.fragmentDurationStep * Double(b.fragmentDurationSteps)
        let back = b.comeBack > 0 ? lastStart + b.comeBack : regions * b.boomInterval + b.fadeBackDelay
        return max(lastFlight, back + b.fadeBackDuration)
    }
}

extension PixelateLayer {
    /// Pixelating, holding and going back; after a pull (counted from the
    /// finger lifting, by when it has pixelated), the spring back to rest,
    /// then going back.
    package func playTime(height: Double) -> Double {
        start == .pull ? pixels.bounceDuration + pixels.pixelDuration
            : pixels.pixelDuration + hold + pixels.pixelDuration
    }
}

extension BounceLayer {
    /// A tapped circle moving to its base and the base's flash; the circles
    /// themselves bounce for ever.
    package func playTime(height: Double) -> Double { game.moveDuration + game.flashDuration }
}
