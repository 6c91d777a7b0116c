import FrolicCore

/// More random values for one particle than the emitter draws (a flip rate,
/// a sway phase, a colour), taken from its serial and the layer's seed by
/// SplitMix64's mixing, so they cost no draws from the generator and stay
/// the particle's for its whole life.
struct ParticleVariety {
    let seed: UInt64

    /// A uniform value in [0, 1), the `salt`-th for particle `serial`.
    func unit(_ serial: Int, _ salt: UInt64) -> Double {
        var z = seed &+ UInt64(truncatingIfNeeded: serial) &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xD1B5_4A32_D192_ED03
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) * 0x1p-53
    }

    /// A uniform value in [a, b).
    func real(_ serial: Int, _ salt: UInt64, _ a: Double, _ b: Double) -> Double { a + (b - a) * unit(serial, salt) }

    /// One of `count` choices.
    func pick(_ serial: Int, _ salt: UInt64, _ count: Int) -> Int { min(count - 1, Int(unit(serial, salt) * Double(count))) }
}
