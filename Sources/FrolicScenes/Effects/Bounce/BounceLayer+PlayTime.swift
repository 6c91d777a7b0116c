import FrolicCore

extension BounceLayer {
    /// A tapped circle moving to its base and the base's flash; the circles
    /// themselves bounce for ever.
    package func playTime(height: Double) -> Double { game.moveDuration + game.flashDuration }
}
