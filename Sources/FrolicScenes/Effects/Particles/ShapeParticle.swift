import FrolicCore

/// A particle drawn from vector shapes: `commands` laid out around the
/// origin, scaled (`scaleX` across, `scaleY` along), turned by `rotation`
/// (radians, clockwise on screen), moved to `center` and faded by `opacity`,
/// as one group. Equal shapes give equal groups, so the rasterizer paints
/// each kind of particle the same way wherever it is.
enum ShapeParticle {
    static func draw(_ commands: [DrawCommand], center: Point, rotation: Double = 0, scaleX: Double = 1,
                     scaleY: Double = 1, opacity: Double = 1) -> DrawCommand? {
        guard opacity > 0, scaleX != 0, scaleY != 0, scaleX.isFinite, scaleY.isFinite else { return nil }
        let transform = Transform(a: scaleX, b: 0, c: 0, d: scaleY, tx: 0, ty: 0)
            .then(.rotation(rotation, about: .zero))
            .then(.translation(center.x, center.y))
        return .layer(Layer(commands, transform: transform, opacity: min(1, opacity)))
    }

    /// A colour with its alpha multiplied by `opacity`.
    static func faded(_ c: Color, _ opacity: Double) -> Color { Color(c.r, c.g, c.b, c.a * min(1, max(0, opacity))) }
}
