/// How a particle shines over its life: the blend it is drawn with, a soft
/// halo around it, and a colour and a size that change from birth to death
/// (Vortex's `colors: .ramp` and `sizeMultiplierAtDeath`, as curves).
///
/// Each curve's stops lie evenly over the particle's life, first at birth,
/// last at death, joined linearly; an empty curve changes nothing, so a cell
/// without light draws exactly what it drew before.
package struct ParticleLight: Hashable, Sendable {
    package var blend: BlendMode
    /// The halo's radius as a multiple of the particle's half size; at most 1: none.
    package var glow: Double
    /// Colours multiplied into the particle's own (alpha too) along its life.
    package var colorOverLife: [Color]
    /// Multipliers of its size along its life.
    package var sizeOverLife: [Double]

    package init(blend: BlendMode = .normal, glow: Double = 0, colorOverLife: [Color] = [], sizeOverLife: [Double] = []) {
        self.blend = blend; self.glow = glow; self.colorOverLife = colorOverLife; self.sizeOverLife = sizeOverLife
    }

    /// Nothing added: the look of a cell that never asked for light.
    package var isNone: Bool { self == ParticleLight() }

    /// The colour curve at `life` (0 at birth, 1 at death); white without stops.
    package func color(at life: Double) -> Color {
        guard !colorOverLife.isEmpty else { return .white }
        let (i, f) = Self.segment(life, count: colorOverLife.count)
        let a = colorOverLife[i], b = colorOverLife[min(i + 1, colorOverLife.count - 1)]
        return Color(a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f)
    }

    /// The size multiplier at `life`; 1 without stops, never negative.
    package func size(at life: Double) -> Double {
        guard !sizeOverLife.isEmpty else { return 1 }
        let (i, f) = Self.segment(life, count: sizeOverLife.count)
        let a = sizeOverLife[i], b = sizeOverLife[min(i + 1, sizeOverLife.count - 1)]
        return max(0, a + (b - a) * f)
    }

    /// `color` multiplied by the colour curve at `life`.
    package func tinted(_ color: Color, at life: Double) -> Color {
        let k = self.color(at: life)
        return Color(color.r * k.r, color.g * k.g, color.b * k.b, color.a * k.a)
    }

    /// The stop a life fraction falls after and how far it is towards the next.
    private static func segment(_ life: Double, count: Int) -> (Int, Double) {
        guard count > 1 else { return (0, 0) }
        let x = (life.isNaN ? 0 : min(1, max(0, life))) * Double(count - 1)
        let i = min(count - 2, Int(x))
        return (i, x - Double(i))
    }
}
