import FrolicRaster

extension Frame {
    /// The pixels inside a rectangle, clamped to the frame; for zooming in on a change.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> Frame {
        let x0 = max(0, min(x, self.width - 1)), y0 = max(0, min(y, self.height - 1))
        let w = max(1, min(width, self.width - x0)), h = max(1, min(height, self.height - y0))
        var out = [UInt32]()
        out.reserveCapacity(w * h)
        for row in y0..<(y0 + h) { out += pixels[(row * self.width + x0)..<(row * self.width + x0 + w)] }
        return Frame(width: w, height: h, pixels: out)
    }
}
