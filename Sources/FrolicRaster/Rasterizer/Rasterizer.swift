import FrolicCore

/// Turns a display list into a frame. Every call works on its own buffers, so
/// one rasterizer may render several frames on several threads at once; use
/// one rasterizer for all frames of an animation so that they share the
/// painted backdrop (`BackdropCache`).
public struct Rasterizer: Sendable {
    /// Pixels per point: 1, 2 or 3 (the density of iPhone screenshots).
    public let scale: Int
    public let pictures: PictureLibrary
    private let backdrop = BackdropCache()
    private let layers = LayerCache()

    public init(scale: Int, pictures: PictureLibrary) {
        self.scale = max(1, scale); self.pictures = pictures
    }

    public func render(_ list: DisplayList) throws -> Frame {
        let s = Double(scale)
        if let problem = CanvasSize.problem(list.size, scale: scale) {
            // A display list knows no file; the scene's own size check comes first.
            throw FrolicError(file: "display list", field: "size", problem)
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
