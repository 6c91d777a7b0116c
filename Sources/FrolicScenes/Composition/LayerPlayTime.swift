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
}

extension SnowLayer {
    /// The snowfall, then the slowest flake's fall from the emitter through
    /// the region (the screen without one), or its whole life if shorter.
    package func playTime(height screen: Double) -> Double {
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
    /// Every region explodes (one per `boomInterval`), its fragments land,
    /// and the sequence fades back.
    package func playTime(height: Double) -> Double {
        let b = boom
        let regions = Double(rects.count + grid.rows * grid.columns)
        let lastFlight = max(0, regions - 1) * b.boomInterval + b.fragmentDelay
            + b.fragmentDuration + b.fragmentDurationStep * Double(b.fragmentDurationSteps)
        return max(lastFlight, regions * b.boomInterval + b.fadeBackDelay + b.fadeBackDuration)
    }
}

extension PixelateLayer {
    /// Pixelating, holding and going back; after a pull (counted from the
    /// finger lifting), the spring back to rest, then going back.
    package func playTime(height: Double) -> Double {
        start == .pull ? pixels.pixelDuration + pixels.bounceDuration + pixels.pixelDuration
            : pixels.pixelDuration + hold + pixels.pixelDuration
    }
}

extension BounceLayer {
    /// A tapped circle moving to its base and the base's flash; the circles
    /// themselves bounce for ever.
    package func playTime(height: Double) -> Double { game.moveDuration + game.flashDuration }
}
