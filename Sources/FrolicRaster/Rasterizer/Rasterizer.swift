import FrolicCore

/// Turns a display list into a frame. Every call works on its own buffers, so
/// one rasterizer may render several frames on several threads at once; use
/// one rasterizer for all frames of an animation so that they share the
/// painted backdrop (`BackdropCache`).
package struct Rasterizer: Sendable {
    /// Pixels per point: 1, 2 or 3 (the density of iPhone screenshots).
    package let scale: Int
    package let pictures: PictureLibrary
    private let backdrop = BackdropCache()
    private let layers = LayerCache()

    package init(scale: Int, pictures: PictureLibrary) {
        self.scale = max(1, scale); self.pictures = pictures
    }

    /// The frame of `list`, painted only where it can differ from
    /// `reference` (an earlier frame of the same animation, made here) and
    /// that frame's pixels elsewhere (`Damage`): byte for byte the frame
    /// `render(_:)` paints whole. An unchanged frame shares its reference's pixels.
    package func render(_ list: DisplayList, over reference: RenderedFrame?) throws -> RenderedFrame {
        guard let reference, reference.list.size == list.size else {
            let frame = try render(list)
            return RenderedFrame(list: list, frame: frame, damage: .whole(PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height)))
        }
        let previous = reference.frame
        let bounds = PixelRect(x0: 0, y0: 0, x1: previous.width, y1: previous.height)
        let commands = list.commands
        let backdrop = try self.backdrop(for: commands, sharing: Damage.sharedStart(reference.list.commands, commands),
                                         width: previous.width, height: previous.height)
        let damage = Damage.between(reference.list, list, scale: Double(scale), frame: bounds, painted: backdrop?.count ?? 0)
        if damage.rects.isEmpty { return RenderedFrame(list: list, frame: previous, damage: damage) }
        if damage.isWhole(bounds) { return RenderedFrame(list: list, frame: try render(list), damage: damage) }
        let s = Double(scale)
        let drawer = CommandDrawer(scale: s, pictures: pictures, layers: layers)
        var canvas = Canvas(width: previous.width, height: previous.height, pixels: previous.pixels)
        let rest = commands[(backdrop?.count ?? 0)...]
        let reach = rest.map { Damage.pixelBounds($0, scale: s) }
        for rect in damage.rects {
            if let backdrop { canvas.copy(rect, from: backdrop.pixels) } else { canvas.clear(rect) }
            for (command, b) in zip(rest, reach) {
                // A command that cannot paint here is skipped rather than clipped away.
                if let b, !Damage.touches(b, rect) { continue }
                try drawer.draw(command, into: &canvas, clip: rect)
            }
            canvas.dropAlpha(rect)
        }
        return RenderedFrame(list: list, frame: Frame(width: canvas.width, height: canvas.height, pixels: canvas.pixels), damage: damage)
    }

    /// The painted canvas of leading commands of `commands`: the run
    /// `BackdropCache` holds, else the `shared` commands the frame shares with
    /// the one it is painted over when they include a picture, a sprite or a
    /// layer (costly to paint again in every damaged rectangle, and a texture
    /// would widen each to its left edge), painted and kept there: a still
    /// backdrop is painted once.
    private func backdrop(for commands: [DrawCommand], sharing shared: Int, width: Int, height: Int) throws -> (count: Int, pixels: [UInt32])? {
        if let cached = backdrop.lookup(commands, width: width, height: height) { return cached }
        guard commands[..<shared].contains(where: {
            switch $0 { case .picture, .sprite, .layer: true; default: false }
        }) else { return nil }
        var canvas = Canvas(width: width, height: height)
        try CommandDrawer(scale: Double(scale), pictures: pictures, layers: layers).draw(commands[..<shared], into: &canvas, clip: canvas.bounds)
        backdrop.store(commands[..<shared], width: width, height: height, pixels: canvas.pixels)
        return (shared, canvas.pixels)
    }

    package func render(_ list: DisplayList) throws -> Frame {
        let s = Double(scale)
        if let problem = CanvasSize.problem(list.size, scale: scale) {
            // A display list knows no file; the scene's own size check comes first.
            throw DisplayListSizeError(problem: problem)
        }
        let width = CanvasSize.pixels(list.size.width, scale: scale), height = CanvasSize.pixels(list.size.height, scale: scale)
        let drawer = CommandDrawer(scale: s, pictures: pictures, layers: layers)
        let commands = list.commands
        var canvas: Canvas
        // A cache hit starts from the cached pixels without first allocating
        // and clearing a canvas it would throw away.
        if let (count, pixels) = backdrop.lookup(commands, width: width, height: height) {
            canvas = Canvas(width: width, height: height, pixels: pixels)
            try drawer.draw(commands[count...], into: &canvas, clip: canvas.bounds)
        } else {
            canvas = Canvas(width: width, height: height)
            let run = backdrop.sharedRun(commands)
            try drawer.draw(commands[..<run], into: &canvas, clip: canvas.bounds)
            if run > 0 { backdrop.store(commands[..<run], width: width, height: height, pixels: canvas.pixels) }
            try drawer.draw(commands[run...], into: &canvas, clip: canvas.bounds)
        }
        // Premultiplied over transparent black is the colour over black: the
        // alpha byte is simply dropped, in place rather than into a second buffer.
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for i in px.indices { px[i] &= 0x00FF_FFFF }
        }
        return Frame(width: width, height: height, pixels: canvas.pixels)
    }
}
