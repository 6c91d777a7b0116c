import FrolicCore
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

    /// A gentle two-axis gradient (each channel changes by at most 1 from a
    /// pixel to the next, along both axes): smooth everywhere, as a blurred sky.
    static func smoothGradient() -> Frame {
        var frame = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { frame[x, y] = UInt32((60 + x) << 16 | (40 + y) << 8 | (120 + (x + y) / 2)) }
        }
        return frame
    }

    /// Snow: single white flakes falling one pixel a frame over a still,
    /// noisy four-colour ground, so changed pixels are scattered among
    /// unchanged ones across the whole picture.
    static func snow(count: Int) -> [Frame] {
        var random = SeededRandom(seed: 11)
        let ground: [UInt32] = [0x1C1C1E, 0x2C2C2E, 0x3A3A3C, 0x48484A]
        let background = (0..<width * height).map { _ in ground[random.integer(0, 3)] }
        let flakes = (0..<40).map { _ in (x: random.integer(0, width - 1), y: random.integer(0, height - 1)) }
        return (0..<count).map { k in
            var frame = Frame(width: width, height: height, pixels: background)
            for flake in flakes { frame[flake.x, (flake.y + k) % height] = 0xFFFFFF }
            return frame
        }
    }

    /// Confetti: small squares in a few colours drifting in different
    /// directions over a flat ground with a striped band, so the changed
    /// rectangle is mostly unchanged flat colour around scattered edges.
    static func confetti(count: Int) -> [Frame] {
        var random = SeededRandom(seed: 5)
        let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF, 0xFFCC00]
        let pieces = (0..<14).map { _ in
            (x: random.integer(0, width - 1), y: random.integer(0, height - 1),
             dx: random.integer(-2, 2), dy: random.integer(-1, 2), color: colors[random.integer(0, 3)])
        }
        return (0..<count).map { k in
            var frame = Frame(width: width, height: height, fill: 0xF2F2F7)
            for y in 20..<28 { for x in 0..<width where (x / 4) % 2 == 0 { frame[x, y] = 0xE5E5EA } }
            for p in pieces {
                let px = ((p.x + p.dx * k) % width + width) % width, py = ((p.y + p.dy * k) % height + height) % height
                for y in py..<min(py + 4, height) { for x in px..<min(px + 4, width) { frame[x, y] = p.color } }
            }
            return frame
        }
    }
}
