import FrolicCore

/// A group of commands composited as one, like a CALayer with sublayers.
/// Identity transform, full opacity and normal blending draw straight onto the canvas (clip
/// only); anything else renders the children into a transparent offscreen
/// canvas that covers just the visible part (plus the blur's reach), blurs it,
/// then composites it through the transform with bilinear sampling and the
/// group opacity.
struct LayerDrawer {
    let drawer: CommandDrawer

    /// Offscreen buffers above this many pixels are skipped rather than
    /// allocated: only a degenerate transform (scale ≈ 0) asks for one.
    static let maxOffscreenPixels = 16_000_000

    /// A group is painted whole when that adds at most 1/`wholeSlack` to the
    /// pixels that can show.
    static let wholeSlack = 4

    func draw(_ layer: Layer, into canvas: inout Canvas, clip: PixelRect) throws {
        guard layer.opacity > 0 else { return }
        var visible = clip.intersection(canvas.bounds)
        if let c = layer.clip { visible = visible.intersection(drawer.pixelRect(c, canvas)) }
        guard !visible.isEmpty else { return }
        let blur = min(max(0, layer.blurRadius * drawer.scale), 1e6)
        let reach = BoxBlur.margin(radius: blur)
        if layer.transform.isIdentity, layer.opacity >= 1, layer.blend == .normal, BoxBlur.boxSize(radius: blur) <= 1 {
            if layer.clipCornerRadius > 0, let c = layer.clip {
                try RoundedClip(c, radius: layer.clipCornerRadius, scale: drawer.scale, canvas: canvas, visible: visible)
                    .draw(into: &canvas) { try drawer.draw(layer.commands, into: &$0, clip: visible) }
                return
            }
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
        // A blur pulls in pixels from `reach` around what shows.
        var region = PixelRect.touching(corners: corners).insetBy(-1 - reach)
        if let content = ContentBounds.of(layer.commands) {
            let whole = PixelRect.touching(minX: content.minX * s, minY: content.minY * s,
                                           maxX: content.maxX * s, maxY: content.maxY * s).insetBy(-1 - reach)
            region = region.intersection(whole)
            // A group that shows nearly whole is painted whole, so that moved a
            // little in the next frame it is the same offscreen (`LayerCache`).
            if !region.isEmpty, whole.pixelCount <= Self.maxOffscreenPixels,
               whole.pixelCount - region.pixelCount <= region.pixelCount / Self.wholeSlack { region = whole }
        }
        guard !region.isEmpty, region.pixelCount <= Self.maxOffscreenPixels else { return }

        let pixels = try drawer.layers.pixels(LayerCache.Key(region: region, blur: blur, commands: layer.commands)) {
            var offscreen = Canvas(width: region.width, height: region.height, originX: region.x0, originY: region.y0)
            try drawer.draw(layer.commands, into: &offscreen, clip: offscreen.bounds)
            BoxBlur.apply(&offscreen, radius: blur)
            return offscreen.pixels
        }
        let offscreen = Canvas(width: region.width, height: region.height, originX: region.x0, originY: region.y0, pixels: pixels)
        let placement = Transform.translation(Double(region.x0), Double(region.y0))
            .then(tPx).then(.translation(-ox, -oy))
        TextureCompositor.draw(TextureLevel(width: offscreen.width, height: offscreen.height, pixels: offscreen.pixels),
                               transform: placement, multiplier: .opacity(layer.opacity), into: &canvas, clip: visible,
                               blend: layer.blend)
    }
}
