/// A premultiplied ARGB pixel buffer (see `Premultiplied`) that covers a
/// window of the frame's pixel grid starting at `originX, originY`. The frame
/// itself is one canvas at origin 0; an offscreen layer is a smaller canvas
/// placed where its content lies, so groups cost only the pixels they cover.
struct Canvas {
    let width: Int
    let height: Int
    let originX: Int
    let originY: Int
    var pixels: [UInt32]

    init(width: Int, height: Int, originX: Int = 0, originY: Int = 0) {
        self.init(width: width, height: height, originX: originX, originY: originY,
                  pixels: Array(repeating: 0, count: width * height))
    }

    /// A canvas that starts from pixels painted before (`BackdropCache`).
    init(width: Int, height: Int, originX: Int = 0, originY: Int = 0, pixels: [UInt32]) {
        self.width = width; self.height = height; self.originX = originX; self.originY = originY
        self.pixels = pixels
    }

    var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Source-over of one premultiplied colour across `rect` (buffer pixels).
    mutating func fill(_ rect: PixelRect, with color: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, color >> 24 != 0 else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in r.y0 ..< r.y1 {
                let row = y * w
                if color >> 24 == 255 {
                    for x in r.x0 ..< r.x1 { px[row + x] = color }
                } else {
                    for x in r.x0 ..< r.x1 { px[row + x] = Premultiplied.over(color, px[row + x]) }
                }
            }
        }
    }

    /// Makes `rect` transparent black, to paint it again from nothing.
    mutating func clear(_ rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in r.y0 ..< r.y1 { (px.baseAddress! + y * w + r.x0).update(repeating: 0, count: r.width) }
        }
    }

    /// `rect` as it is in `pixels`, a canvas of this size.
    mutating func copy(_ rect: PixelRect, from source: [UInt32]) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, source.count == pixels.count else { return }
        let w = width
        source.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { px in
                for y in r.y0 ..< r.y1 { (px.baseAddress! + y * w + r.x0).update(from: src.baseAddress! + y * w + r.x0, count: r.width) }
            }
        }
    }

    /// Drops the alpha byte in `rect`: premultiplied over transparent black
    /// is the colour over black, as a `Frame` holds it.
    mutating func dropAlpha(_ rect: PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in r.y0 ..< r.y1 {
                for i in y * w + r.x0 ..< y * w + r.x1 { px[i] &= 0x00FF_FFFF }
            }
        }
    }
}
