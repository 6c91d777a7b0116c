/// A soft spot of light drawn procedurally: a body whose brightness falls
/// smoothly to nothing at `radius` (no hard edge at any size), an optional
/// white-hot core, a wider faint halo, and rays that make it a twinkling star.
/// A `stretch` above 1 draws it as a streak along `rotation` (a spark in motion).
///
/// The colour's alpha is the light's strength; `blend` says how it meets the
/// canvas (`.add` for light, `.normal` where it must also show on white).
package struct Glow: Hashable, Sendable {
    package var center: Point
    /// Points from the centre to where the body's light ends (across a streak).
    package var radius: Double
    package var color: Color
    /// The white-hot part, as a share of the radius; 0 for none.
    package var core: Double
    /// How far the halo reaches, as a multiple of `radius` (at most 1: none),
    /// and its strength at the centre.
    package var halo: Double
    package var haloStrength: Double
    /// Rays through the centre (0: round, 4: a four-pointed star), their
    /// length as a multiple of `radius` and width in points at half strength
    /// (they taper to a third of it at their tips).
    package var rays: Int
    package var rayLength: Double
    package var rayWidth: Double
    /// Radians, clockwise on screen: the first ray's direction, and a streak's.
    package var rotation: Double
    /// Length along `rotation` over width, at least 1.
    package var stretch: Double
    package var blend: BlendMode

    package init(center: Point, radius: Double, color: Color, core: Double = 0, halo: Double = 0,
                 haloStrength: Double = 0.35, rays: Int = 0, rayLength: Double = 3, rayWidth: Double = 1,
                 rotation: Double = 0, stretch: Double = 1, blend: BlendMode = .add) {
        self.center = center; self.radius = radius; self.color = color; self.core = core
        self.halo = halo; self.haloStrength = haloStrength; self.rays = rays; self.rayLength = rayLength
        self.rayWidth = rayWidth; self.rotation = rotation; self.stretch = stretch; self.blend = blend
    }

    /// Points from the centre to the farthest light.
    package var reach: Double {
        let r = max(0, radius)
        var reach = r * max(1, stretch)
        if halo > 1 { reach = max(reach, r * halo * max(1, stretch)) }
        if rays > 0 { reach = max(reach, r * max(0, rayLength) + max(0, rayWidth)) }
        return reach
    }
}
