/// One rendered frame: opaque truecolor pixels, row-major, each `0x00RRGGBB`.
/// This is what the canvas produces and what the quantizer, GIF writer, PNG
/// writer and snapshot comparison consume.
package struct Frame: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var pixels: [UInt32]

    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match \(width)×\(height)")
        self.width = width; self.height = height; self.pixels = pixels
    }

    package init(width: Int, height: Int, fill: UInt32 = 0) {
        self.init(width: width, height: height, pixels: Array(repeating: fill, count: width * height))
    }

    @inline(__always) package subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }
}
