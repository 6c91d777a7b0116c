import FrolicCore

/// A picture filling its frame (aspect fill, centred and cropped, or
/// stretched), clipped, then pixelated and blurred like the stretchy header.
/// Pixelation and blur work on an offscreen copy of the frame's visible part
/// (plus the blur's reach), so their edges extend the picture, not the canvas.
struct PictureFillDrawer {
    let drawer: CommandDrawer

    func draw(_ fill: PictureFill, into canvas: inout Canvas, clip: PixelRect) throws {
        guard fill.frame.width > 0, fill.frame.height > 0 else { return }
        let s = drawer.scale
        let drawn = try drawnMovieFrame(fill, scale: s)
        let texture = try drawn ?? drawer.pictures.texture(fill.picture)
        let base = texture.base
        let fw = fill.frame.width * s, fh = fill.frame.height * s
        var kx = fw / Double(base.width), ky = fh / Double(base.height)
        if fill.contentMode == .aspectFill { kx = max(kx, ky); ky = kx }
        // A frame decoded at its drawn size is drawn texel for pixel, on whole pixels.
        if drawn != nil { (kx, ky) = (1, 1) }
        let frameRect = drawer.pixelRect(fill.frame, canvas)
        var visible = clip.intersection(canvas.bounds).intersection(frameRect)
        if let c = fill.clip { visible = visible.intersection(drawer.pixelRect(c, canvas)) }
        guard !visible.isEmpty else { return }

        let level = texture.level(pixelsPerTexel: (kx * ky).squareRoot())
        let lx = kx * Double(base.width) / Double(level.width), ly = ky * Double(base.height) / Double(level.height)
        let centre = drawer.pixelPoint(fill.frame.center, canvas)
        var origin = Point(centre.x - lx * Double(level.width) / 2, centre.y - ly * Double(level.height) / 2)
        if drawn != nil { origin = Point(origin.x.rounded(), origin.y.rounded()) }
        let placement = Transform(a: lx, b: 0, c: 0, d: ly, tx: origin.x, ty: origin.y)

        // Clamped so absurd scene values stay within Int conversions below.
        let block = min(fill.pixelBlock * s, 1e6), blur = min(max(0, fill.blurRadius * s), 1e6)
        guard block >= 1 || BoxBlur.boxSize(radius: blur) > 1 else {
            TextureCompositor.draw(level, transform: placement, multiplier: .init(), into: &canvas, clip: visible)
            return
        }
        let region = visible.insetBy(-BoxBlur.margin(radius: blur) - (block >= 1 ? Int(block) + 1 : 0))
            .intersection(frameRect)
        guard region.pixelCount <= LayerDrawer.maxOffscreenPixels else { return }
        var offscreen = Canvas(width: region.width, height: region.height,
                               originX: canvas.originX + region.x0, originY: canvas.originY + region.y0)
        TextureCompositor.draw(level, transform: placement.then(.translation(-Double(region.x0), -Double(region.y0))),
                               multiplier: .init(), into: &offscreen, clip: offscreen.bounds)
        if block >= 1 {
            let anchor = fill.pixelAnchor.map { drawer.pixelPoint($0, canvas) } ?? centre
            Pixelate.apply(&offscreen, block: block, anchorX: anchor.x - Double(region.x0), anchorY: anchor.y - Double(region.y0))
        }
        BoxBlur.apply(&offscreen, radius: blur)
        let copy = visible.offsetBy(dx: -region.x0, dy: -region.y0)
        let cw = canvas.width, ow = offscreen.width
        offscreen.pixels.withUnsafeBufferPointer { src in
            canvas.pixels.withUnsafeMutableBufferPointer { dst in
                for y in copy.y0 ..< copy.y1 {
                    for x in copy.x0 ..< copy.x1 {
                        let i = (y + region.y0) * cw + x + region.x0
                        dst[i] = Premultiplied.over(src[y * ow + x], dst[i])
                    }
                }
            }
        }
    }

    /// A recording's frame decoded at the size `fill` draws it, or nil (a
    /// picture; a frame drawn larger than the movie). A side that overflows
    /// the frame (`aspectFill`) overflows it by whole pixels on each side, so
    /// the frame is drawn one texel to one pixel, unblurred.
    private func drawnMovieFrame(_ fill: PictureFill, scale s: Double) throws -> Texture? {
        guard let (movie, _) = MovieTimeline.movieFrame(fill.picture), let pixels = try drawer.pictures.timeline(of: movie)?.pixels else {
            return nil
        }
        let fw = fill.frame.width * s, fh = fill.frame.height * s
        var kx = fw / pixels.width, ky = fh / pixels.height
        if fill.contentMode == .aspectFill { kx = max(kx, ky); ky = kx }
        func side(_ drawn: Double, _ frame: Double) -> Int { Int(frame.rounded()) + 2 * Int(((drawn - frame) / 2).rounded()) }
        return try drawer.pictures.texture(fill.picture, width: side(kx * pixels.width, fw), height: side(ky * pixels.height, fh))
    }
}
