import Foundation
import FrolicRaster

/// The report's animation: every frame of the scene, a third the size, as
/// expected, actual and diff moving together under one scrubber.
///
/// Three PNG sheets hold the pictures, frames side by side in rows of
/// `columns`: neighbouring frames are alike, and a frame's row of pixels sits
/// a few hundred bytes after the previous frame's in the PNG's rows, inside
/// deflate's window, so an unchanged stretch of animation costs little. The
/// actual sheet has every frame; the expected sheet only the changed frames
/// whose expected pixels are known (an unchanged frame is its actual frame);
/// the diff sheet only those changed frames' diffs. The sheets are palette
/// PNGs (a third the bytes of truecolor ones): expected and actual share one
/// palette, so a pixel equal in both is drawn alike, and the diff has its
/// own; the full-size frames above the animation and every figure stay
/// exact. A changed frame's
/// expected pixels come from its key-frame PNG or are rendered from the
/// recorded `scene.json` and kept only when they hash to the recorded digest;
/// otherwise the frame is marked unknown and the report says so instead of
/// showing a picture that is not the expected one.
package struct Filmstrip: Sendable {
    /// Thumbnails are this many times smaller each way.
    package static let factor = 3
    package static let columns = 30
    /// In `expectedSlots`: the expected frame is the actual one (not changed).
    package static let same = -1
    /// In `expectedSlots`: changed, and its expected pixels cannot be shown.
    package static let unknown = -2

    package var frameWidth: Int
    package var frameHeight: Int
    package var fps: Int
    /// PNG sheets.
    package var actual: Data
    package var expected: Data?
    package var diff: Data?
    /// Per frame: its slot in `expected`, `same` or `unknown`.
    package var expectedSlots: [Int]
    /// Per frame: its slot in `diff`, or -1.
    package var diffSlots: [Int]
    /// Why frames marked `unknown` cannot be shown.
    package var unknownReason: String?

    package var frameCount: Int { expectedSlots.count }

    /// Thumbnails laid out in rows of `columns`, in the order added.
    struct Sheet {
        let width: Int, height: Int
        var frames: [Frame] = []

        /// Adds a thumbnail and returns its slot.
        mutating func add(_ frame: Frame) -> Int {
            frames.append(frame)
            return frames.count - 1
        }

        /// The sheet as a palette PNG in `palette`'s colours, nearest colour, no dithering.
        func png(name: String, palette: Palette) throws -> Data? {
            guard !frames.isEmpty else { return nil }
            return try PNGFile.encode(ColorMapper(palette: palette).map(sheet()), palette: palette, path: name)
        }

        /// Up to `count` thumbnails, evenly spaced: what a sheet's palette is made from.
        func samples(_ count: Int) -> [Frame] {
            guard frames.count > count else { return frames }
            return (0..<count).map { frames[$0 * (frames.count - 1) / max(1, count - 1)] }
        }

        private func sheet() -> Frame {
            let cols = min(Filmstrip.columns, frames.count), rows = (frames.count + cols - 1) / cols
            var sheet = Frame(width: cols * width, height: rows * height,
                              pixels: [UInt32](repeating: 0xFFFFFF, count: cols * width * rows * height))
            for (k, f) in frames.enumerated() {
                let x0 = k % cols * width, y0 = k / cols * height
                for y in 0..<min(height, f.height) {
                    for x in 0..<min(width, f.width) { sheet.pixels[(y0 + y) * sheet.width + x0 + x] = f.pixels[y * f.width + x] }
                }
            }
            return sheet
        }
    }
}
