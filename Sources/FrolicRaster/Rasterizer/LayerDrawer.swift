import FrolicCore

/// A group of commands composited as one, like a CALayer with sublayers.
/// Identity transform and full opacity draw straight onto the canvas (clip
/// only); anything else renders the children into a transparent offscreen
/// canvas that covers just the visible part, then composites it through the
/// transform with bilinear sampling and the group opacity.
struct LayerDrawer {
    let drawer: CommandDrawer

    /// Offscreen buffers above this many pixels are skipped rather than
    /// allocated: only a degenerate transform (scale ≈ 0) asks for one.
    static let maxOffscreenPixels = 16_000_000

    func draw(_ layer: Layer, into canvas: inout Canvas, clip: PixelRect) throws {
        guard layer.opacity > 0 else { return }
        var visible = clip.intersection(canvas.bounds)
        if let c = layer.clip { visible = visible.intersection(drawer.pixelRect(c, canvas)) }
        guard !visible.isEmpty else { return }
        if layer.transform.isIdentity, layer.opacity >= 1 {
            try drawer.draw(layer.commands, into: &canvas, clip: visible)
            return
        }
        let s = drawer.scale, t = layer.transform
        // The transform in root pixels: S·T·S⁻¹ keeps the linear part, scales the shift.
        let tPx = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx * s, ty: t.ty * s)
        guard let inv = tPx.inverted else { return }
        // The children's pixels that can land on the visible area.
        let ox = Double(canvas.originX), oy = Double(canvas.originY)
        let corners = [(visible.x0, visible.y0), (visible.x1, visible.y0), (visible.x0, visible.y1), (visible.x1, visible.y1)]
            .map { inv.apply(Point(Double($0.0) + ox, Double($0.1) + oy)) }
        var region = PixelRect.touching(corners: corners).insetBy(-1)
        if let content = ContentBounds.of(layer.commands) {
            region = region.intersection(PixelRect.touching(minX: content.minX * s, minY: content.minY * s,
                                                            maxX: content.maxX * s, maxY: content.maxY * s).insetBy(-1))
        }
        guard !region.isEmpty, region.pixelCount <= Self.maxOffscreenPixels else { return }

        var offscreen = Canvas(width: region.width, height: region.height, originX: region.x0, originY: region.y0)
        try drawer.draw(layer.commands, into: &offscreen, clip: offscreen.bounds)
        let placement = Transform.translation(Double(region.x0), Double(region.y0))
            .then(tPx).then(.translation(-ox, -oy))
        TextureCompositor.draw(TextureLevel(width: offscreen.width, height: offscreen.height, pixels: offscreen.pixels),
                               transform: placement, multiplier: .opacity(layer.opacity), into: &canvas, clip: visible)
    }
}

/// Where commands can put paint, in points; nil when unbounded (a fill).
enum ContentBounds {
    static func of(_ commands: [DrawCommand]) -> Rect? {
        var union: Rect?
        for command in commands {
            guard let r = of(command) else { return nil }
            union = union.map { u in
                let x0 = min(u.minX, r.minX), y0 = min(u.minY, r.minY)
                return Rect(x: x0, y: y0, width: max(u.maxX, r.maxX) - x0, height: max(u.maxY, r.maxY) - y0)
            } ?? r
        }
        return union ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    static func of(_ command: DrawCommand) -> Rect? {
        switch command {
        case .fill: return nil
        case let .rect(r, _, style), let .ellipse(r, style):
            let g = style.stroke == nil ? 0 : max(0, style.lineWidth) / 2
            return Rect(x: r.minX - g, y: r.minY - g, width: r.width + 2 * g, height: r.height + 2 * g)
        case let .text(run): return run.frame
        case let .sprite(sp):
            let radius = (sp.size.width * sp.size.width + sp.size.height * sp.size.height).squareRoot() / 2 * abs(sp.scale)
            return Rect(center: sp.center, size: Size(2 * radius, 2 * radius))
        case let .picture(p): return p.clip.map { $0.intersection(p.frame) ?? Rect(x: 0, y: 0, width: 0, height: 0) } ?? p.frame
        case let .layer(l):
            guard let inner = of(l.commands) else { return l.clip }
            let pts = [Point(inner.minX, inner.minY), Point(inner.maxX, inner.minY),
                       Point(inner.minX, inner.maxY), Point(inner.maxX, inner.maxY)].map(l.transform.apply)
            let x0 = pts.map(\.x).min()!, y0 = pts.map(\.y).min()!
            let moved = Rect(x: x0, y: y0, width: pts.map(\.x).max()! - x0, height: pts.map(\.y).max()! - y0)
            return l.clip.map { $0.intersection(moved) ?? Rect(x: 0, y: 0, width: 0, height: 0) } ?? moved
        }
    }
}
