/// The one random generator of Frolic: xoshiro256** seeded through SplitMix64.
///
/// Every number a scene draws comes from here, and the conversions from bits to
/// numbers are our own, because Swift documents that its own `random(in:)`
/// algorithms may change between releases — and a changed algorithm would change
/// every snapshot.
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var s0, s1, s2, s3: UInt64

    package init(seed: UInt64) {
        var sm = seed
        func splitMix() -> UInt64 {
            sm &+= 0x9E37_79B9_7F4A_7C15
            var z = sm
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix(); s1 = splitMix(); s2 = splitMix(); s3 = splitMix()
    }

    package mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    /// A uniform real in [0, 1) with 53 bits of precision.
    package mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// `U[a, b)` of effects-reference.md.
    package mutating func real(_ a: Double, _ b: Double) -> Double {
        a + (b - a) * unit()
    }

    /// `U{a..b}` of effects-reference.md: a uniform integer, both ends included.
    /// Uses Lemire's multiply-shift with rejection, so there is no modulo bias.
    package mutating func integer(_ a: Int, _ b: Int) -> Int {
        precondition(b >= a, "empty range \(a)...\(b)")
        let span = UInt64(b - a) &+ 1
        if span == 0 { return a &+ Int(truncatingIfNeeded: next()) }
        var m = next().multipliedFullWidth(by: span)
        if m.low < span {
            let threshold = (0 &- span) % span
            while m.low < threshold { m = next().multipliedFullWidth(by: span) }
        }
        return a + Int(m.high)
    }

    /// `base ± range`: uniform in [base − range, base + range).
    package mutating func spread(_ base: Double, _ range: Double) -> Double {
        range == 0 ? base : base + range * (2 * unit() - 1)
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
