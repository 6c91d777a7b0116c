import FrolicCore

/// Draws commands onto a canvas in painter's order. Geometry arrives in
/// points; here it becomes buffer pixels (× scale, minus the canvas origin).
struct CommandDrawer {
    let scale: Double
    let pictures: PictureLibrary
    /// Offscreen layers shared by the frames of one animation.
    let layers: LayerCache

    func draw<C: Collection<DrawCommand>>(_ commands: C, into canvas: inout Canvas, clip: PixelRect) throws {
        for command in commands { try draw(command, into: &canvas, clip: clip) }
    }

    func draw(_ command: DrawCommand, into canvas: inout Canvas, clip: PixelRect) throws {
        switch command {
        case let .fill(color):
            canvas.fill(clip, with: Premultiplied.pack(color))
        case let .rect(rect, cornerRadius, style):
            guard rect.width > 0, rect.height > 0 else { return }
            let c = pixelPoint(rect.center, canvas)
            let hx = rect.width * scale / 2, hy = rect.height * scale / 2
            let r = min(max(0, cornerRadius * scale), hx, hy)
            drawShape(.roundedRect(cx: c.x, cy: c.y, hx: hx, hy: hy, radius: r.isNaN ? 0 : r), style, &canvas, clip)
        case let .ellipse(rect, style):
            guard rect.width > 0, rect.height > 0 else { return }
            let c = pixelPoint(rect.center, canvas)
            drawShape(.ellipse(cx: c.x, cy: c.y, rx: rect.width * scale / 2, ry: rect.height * scale / 2), style, &canvas, clip)
        case let .text(run):
            try TextRenderer.draw(run, scale: scale, into: &canvas, clip: clip)
        case let .sprite(sprite):
            try drawSprite(sprite, &canvas, clip)
        case let .picture(fill):
            try PictureFillDrawer(drawer: self).draw(fill, into: &canvas, clip: clip)
        case let .layer(layer):
            try LayerDrawer(drawer: self).draw(layer, into: &canvas, clip: clip)
        case let .glow(glow):
            GlowRasterizer.draw(glow, center: pixelPoint(glow.center, canvas), scale: scale, into: &canvas, clip: clip)
        }
    }

    func pixelPoint(_ p: Point, _ canvas: Canvas) -> Point {
        Point(p.x * scale - Double(canvas.originX), p.y * scale - Double(canvas.originY))
    }

    /// A rectangle in points as the buffer pixels whose centres it contains.
    func pixelRect(_ r: Rect, _ canvas: Canvas) -> PixelRect {
        let ox = Double(canvas.originX), oy = Double(canvas.originY)
        return PixelRect.covering(minX: r.minX * scale - ox, minY: r.minY * scale - oy,
                                  maxX: r.maxX * scale - ox, maxY: r.maxY * scale - oy)
    }

    private func drawShape(_ shape: ShapeGeometry, _ style: ShapeStyle, _ canvas: inout Canvas, _ clip: PixelRect) {
        ShapeRasterizer.draw(shape, fill: style.fill.map { Premultiplied.pack($0) } ?? 0,
                             stroke: style.stroke.map { Premultiplied.pack($0) } ?? 0,
                             lineWidth: style.lineWidth * scale, into: &canvas, clip: clip)
    }

    /// Centred at `center`, `size × scale` points, rotated clockwise on screen,
    /// then tinted (premultiplied tint times texel, CAEmitterCell's `color`).
    private func drawSprite(_ sprite: Sprite, _ canvas: inout Canvas, _ clip: PixelRect) throws {
        let sw = sprite.size.width * sprite.scale * scale, sh = sprite.size.height * sprite.scale * scale
        guard sprite.opacity > 0, sw.isFinite, sh.isFinite, abs(sw) > 0, abs(sh) > 0 else { return }
        let texture = try pictures.texture(sprite.picture)
        let base = texture.base
        let level = texture.level(pixelsPerTexel: (abs(sw * sh) / Double(base.width * base.height)).squareRoot())
        let lw = Double(level.width), lh = Double(level.height)
        let c = pixelPoint(sprite.center, canvas)
        let transform = Transform.translation(-lw / 2, -lh / 2)
            .then(Transform(a: sw / lw, b: 0, c: 0, d: sh / lh, tx: 0, ty: 0))
            .then(.rotation(sprite.rotation.isFinite ? sprite.rotation : 0, about: .zero))
            .then(.translation(c.x, c.y))
        var m = TextureCompositor.Multiplier.opacity(sprite.opacity)
        if let tint = sprite.tint {
            let ta = Float(Premultiplied.clamp01(tint.a))
            m = .init(r: m.r * ta * Float(Premultiplied.clamp01(tint.r)), g: m.g * ta * Float(Premultiplied.clamp01(tint.g)),
                      b: m.b * ta * Float(Premultiplied.clamp01(tint.b)), a: m.a * ta)
        }
        TextureCompositor.draw(level, transform: transform, multiplier: m, into: &canvas, clip: clip, blend: sprite.blend)
    }
}
