/// How a scene's `size` in points becomes a frame's size in pixels, and the
/// one limit on it. Points may be fractional (a screen's size often is):
/// each side is points × scale rounded to the nearest pixel, halves up, and
/// must come to 1…4096 pixels. Checked as the scene file is read (at scale 1)
/// and again before rendering at the chosen `--scale`.
public enum CanvasSize {
    /// A phone screen at scale 3 is under 3000; larger is a scene mistake.
    public static let maxPixels = 4096

    /// One side in pixels.
    public static func pixels(_ points: Double, scale: Int) -> Int {
        Int((points * Double(scale)).rounded())
    }

    /// What is wrong with `size` at `scale`, naming the side; nil when both
    /// sides come to 1…`maxPixels` pixels.
    public static func problem(_ size: Size, scale: Int) -> String? {
        for (points, side) in [(size.width, "width"), (size.height, "height")] {
            guard points.isFinite, points > 0, points <= Double(maxPixels) else {
                return "\(side) must be a number of points from 1 to \(maxPixels), got \(FrolicError.number(points))"
            }
            let n = pixels(points, scale: scale)
            if !(1...maxPixels).contains(n) {
                let at = scale == 1 ? "" : " at scale \(scale)"
                return "\(side) \(FrolicError.number(points)) comes to \(n) pixels\(at); a side must come to 1…\(maxPixels) "
                    + "(points × scale, rounded to the nearest pixel)"
            }
        }
        return nil
    }
}
