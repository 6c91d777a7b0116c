import CGD
import Foundation
import FrolicCore
@testable import FrolicRaster

/// Pictures made by the tests themselves in a fresh temporary folder, written
/// with libgd so they carry real alpha.
enum TestPictures {
    static func folder() -> String {
        (try? TemporaryFolder(keptUntilExit: true).path) ?? NSTemporaryDirectory()
    }

    /// Writes `pixels` (straight ARGB, 0xAARRGGBB with AA = 255 opaque) as `<name>.png`.
    static func write(_ name: String, width: Int, height: Int, in dir: String, _ pixel: (Int, Int) -> UInt32) {
        guard let im = gdImageCreateTrueColor(Int32(width), Int32(height)) else { return }
        defer { gdImageDestroy(im) }
        gdImageSaveAlpha(im, 1)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let p = pixel(x, y)
                let a7 = 127 - Int32(p >> 24) * 127 / 255
                im.pointee.tpixels[y]![x] = a7 << 24 | Int32(p & 0xFFFFFF)
            }
        }
        var size: Int32 = 0
        let bytes = gdImagePngPtr(im, &size)!
        defer { gdFree(bytes) }
        _ = FileManager.default.createFile(atPath: dir + "/\(name).png", contents: Data(bytes: bytes, count: Int(size)))
    }

    /// 8×8 opaque red with a green 2×2 mark in the top-left corner.
    static func marked(in dir: String) {
        write("marked", width: 8, height: 8, in: dir) { x, y in
            if x < 2 && y < 2 { return 0xFF00FF00 }
            return 0xFFFF0000
        }
    }

    /// A soft white snowflake-ish disc with alpha falling off to the edge.
    static func flake(in dir: String, size: Int = 64) {
        write("flake", width: size, height: size, in: dir) { x, y in
            let c = Double(size) / 2
            let dx = Double(x) + 0.5 - c, dy = Double(y) + 0.5 - c
            let r = (dx * dx + dy * dy).squareRoot() / c
            let arms = abs(sin(atan2(dy, dx) * 3)) < 0.25 ? 1.0 : 0.35
            let a = max(0, min(1, (1 - r) * 2)) * arms
            return UInt32(a * 255) << 24 | 0xFFFFFF
        }
    }

    /// A colourful gradient with a checker, for pixelation and blur.
    static func scene(in dir: String, width: Int = 120, height: Int = 80) {
        write("scene", width: width, height: height, in: dir) { x, y in
            let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
            let b: UInt32 = ((x / 10) + (y / 10)) % 2 == 0 ? 220 : 40
            return 0xFF000000 | r << 16 | g << 8 | b
        }
    }
}
