/// Which pixels of a screenshot are ink: any channel more than `tolerance`
/// levels from the background. A code block one shade off a dark page (10
/// levels) is ink; the noise of a lossy encoding (a few levels) is not.
struct InkMask {
    let width: Int
    let height: Int
    /// Row-major, 1 for ink.
    let ink: [UInt8]
    /// Ink pixels per row.
    let rowInk: [Int]

    static let tolerance = 6

    init(pixels: [UInt32], width: Int, height: Int, background: UInt32, tolerance: Int = InkMask.tolerance) {
        self.width = width
        self.height = height
        let br = Int((background >> 16) & 0xFF), bg = Int((background >> 8) & 0xFF), bb = Int(background & 0xFF)
        var ink = [UInt8](repeating: 0, count: width * height)
        var rowInk = [Int](repeating: 0, count: height)
        pixels.withUnsafeBufferPointer { p in
            ink.withUnsafeMutableBufferPointer { m in
                for y in 0 ..< height {
                    var count = 0
                    for i in y * width ..< (y + 1) * width {
                        let px = p[i]
                        let d = max(abs(Int((px >> 16) & 0xFF) - br), abs(Int((px >> 8) & 0xFF) - bg), abs(Int(px & 0xFF) - bb))
                        if d > tolerance { m[i] = 1; count += 1 }
                    }
                    rowInk[y] = count
                }
            }
        }
        self.ink = ink
        self.rowInk = rowInk
    }

    @inline(__always) subscript(x: Int, y: Int) -> Bool { ink[y * width + x] != 0 }

    /// Whether row `y` is all background (rows off the picture count as background).
    func isBackground(row y: Int) -> Bool { y < 0 || y >= height || rowInk[y] == 0 }
}
