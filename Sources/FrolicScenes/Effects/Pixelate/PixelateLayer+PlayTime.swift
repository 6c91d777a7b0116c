import FrolicCore

extension PixelateLayer {
    /// Pixelating, holding and going back; after a pull (counted from the
    /// finger lifting, by when it has pixelated), the spring back to rest,
    /// then going back.
    package func playTime(height: Double) -> Double {
        start == .pull ? pixels.bounceDuration + pixels.pixelDuration
            : pixels.pixelDuration + hold + pixels.pixelDuration
    }
}
