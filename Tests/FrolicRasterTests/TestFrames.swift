@testable import FrolicRaster

/// Small synthetic frames for the quantizer and GIF writer tests.
enum TestFrames {
    static let width = 64, height = 48

    /// A flat background with a red square moving right and a blue disc moving
    /// down, `count` frames; from `holdFrom` on the picture stops moving.
    static func movingShapes(count: Int, holdFrom: Int = .max) -> [Frame] {
        (0..<count).map { k in
            let t = min(k, holdFrom)
            var frame = Frame(width: width, height: height, fill: 0xF2F2F7)
            for y in 0..<height {
                for x in 0..<width {
                    if (4 + 2 * t..<14 + 2 * t).contains(x) && (6..<16).contains(y) { frame[x, y] = 0xFF3B30 }
                    let dx = x - 44, dy = y - (8 + t)
                    if dx * dx + dy * dy <= 36 { frame[x, y] = 0x007AFF }
                }
            }
            return frame
        }
    }

    /// A smooth two-axis gradient with a few flat UI colours on top: far more
    /// than 255 colours.
    static func gradientWithFlatColors() -> Frame {
        var frame = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = x * 255 / (width - 1), g = y * 255 / (height - 1), b = 128
                frame[x, y] = UInt32(r << 16 | g << 8 | b)
            }
        }
        for y in 20..<30 { for x in 10..<20 { frame[x, y] = 0xFFFFFF } }
        for y in 20..<30 { for x in 30..<40 { frame[x, y] = 0x000000 } }
        for y in 5..<15 { for x in 45..<60 { frame[x, y] = 0x34C759 } }
        return frame
    }
}
