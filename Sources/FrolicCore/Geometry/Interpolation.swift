extension Double {
    /// Linear interpolation from `self` to `to` at `t` in 0…1.
    @inline(__always) package func lerp(to: Double, _ t: Double) -> Double { self + (to - self) * t }
    @inline(__always) package func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}
