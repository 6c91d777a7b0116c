import FrolicCore

extension BurstLayer {
    /// Items thrown up fall off the bottom: the fall from half a screen above
    /// the top under the layer's gravity (the fallback without any downwards).
    package func playTime(height: Double) -> Double {
        let g = gravity * gravityDirection.y * 1000
        return PlayTime.fall(1.5 * max(height, PlayTime.phoneHeight), speed: 0, acceleration: g) ?? PlayTime.fallback
    }
}
