import Foundation
import FrolicCore

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
