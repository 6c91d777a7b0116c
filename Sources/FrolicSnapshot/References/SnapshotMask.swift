import FrolicRaster

/// A rectangle whose pixels are not compared, optionally only between two
/// times, as Playwright's `mask`: for the one part of a scene a team decides
/// not to guard (a live region, a known flicker), named in `budget.json`
/// beside the references so it is reviewed like code:
///
///     { "masks": [{ "x": 0, "y": 0, "width": 375, "height": 20, "from": 1.0, "to": 2.5 }] }
package struct SnapshotMask: Codable, Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
    /// Seconds; the mask holds for every frame when both are absent.
    package var from: Double?
    package var to: Double?

    /// Shown in the diff image where a mask hid the pixels.
    static let color: UInt32 = 0xC8A0FF

    func covers(frame index: Int, fps: Int) -> Bool {
        let t = Double(index) / Double(max(fps, 1))
        return t >= (from ?? -.infinity) && t <= (to ?? .infinity)
    }

    var text: String {
        var s = "\(width)×\(height) at (\(x), \(y))"
        if from != nil || to != nil {
            s += ", " + SceneResult.fixed(from ?? 0, 2) + " s to " + (to.map { SceneResult.fixed($0, 2) + " s" } ?? "the end")
        }
        return s
    }

    /// Every pixel inside a mask active at this frame, clamped to the frame.
    static func indices(_ masks: [SnapshotMask], frame index: Int, fps: Int, width: Int, height: Int) -> [Int] {
        var out: [Int] = []
        for m in masks where m.covers(frame: index, fps: fps) {
            for y in max(0, m.y)..<min(height, m.y + m.height) where m.x < width {
                for x in max(0, m.x)..<min(width, m.x + m.width) { out.append(y * width + x) }
            }
        }
        return out
    }

    /// Compares two frames with the masked pixels of `actual` taken from
    /// `expected`, so they never count, and marks them in the diff image.
    static func compare(expected: Frame, actual: Frame, masks: [SnapshotMask], frame index: Int, fps: Int,
                        options: DiffOptions) -> ImageDiff? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let hidden = indices(masks, frame: index, fps: fps, width: actual.width, height: actual.height)
        var masked = actual
        for i in hidden { masked.pixels[i] = expected.pixels[i] }
        guard var diff = PixelMatch.compare(expected: expected, actual: masked, options: options) else { return nil }
        for i in hidden { diff.image.pixels[i] = color }
        return diff
    }
}
