import FrolicCore

extension DrawCommand {
    /// The command moved by (dx, dy) points. Moving every command, rather
    /// than drawing them in a translated group, keeps a framed screen painted
    /// straight onto the canvas: no offscreen copy, no resampling, the same
    /// pixels at every whole-pixel offset.
    func offset(dx: Double, dy: Double) -> DrawCommand {
        func r(_ rect: Rect) -> Rect { rect.offsetBy(dx: dx, dy: dy) }
        func p(_ point: Point) -> Point { Point(point.x + dx, point.y + dy) }
        switch self {
        case .fill:
            return self
        case let .rect(rect, cornerRadius, style):
            return .rect(r(rect), cornerRadius: cornerRadius, style: style)
        case let .ellipse(rect, style):
            return .ellipse(r(rect), style: style)
        case var .text(run):
            run.frame = r(run.frame)
            return .text(run)
        case var .sprite(sprite):
            sprite.center = p(sprite.center)
            return .sprite(sprite)
        case var .picture(fill):
            fill.frame = r(fill.frame)
            fill.clip = fill.clip.map(r)
            fill.pixelAnchor = fill.pixelAnchor.map(p)
            return .picture(fill)
        case var .glow(glow):
            glow.center = p(glow.center)
            return .glow(glow)
        case var .layer(layer):
            // Children moved, the transform conjugated: an untransformed group stays untransformed.
            layer.commands = layer.commands.map { $0.offset(dx: dx, dy: dy) }
            if !layer.transform.isIdentity {
                layer.transform = Transform.translation(-dx, -dy).then(layer.transform).then(.translation(dx, dy))
            }
            layer.clip = layer.clip.map(r)
            return .layer(layer)
        }
    }
}
