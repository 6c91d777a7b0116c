/// How a scene's `size` in points becomes a frame's size in pixels, and the
/// one limit on it. Points may be fractional (a screen's size often is):
/// each side is points × scale rounded to the nearest pixel, halves up, and
/// that rounded count must be 1…4096, at both ends by the same rule. The
/// scene file is checked as it is read against every `--scale` (a side too
/// small even at the largest, or too large even at the smallest), and the
/// render again at its own scale.
package enum CanvasSize {
    /// A phone screen at scale 3 is under 3000; larger is a scene mistake.
    package static let maxPixels = 4096

    /// The `--scale` values a render may use: 1, 2 or 3 pixels a point, as iOS screens.
    package static let scales = 1...3

    /// The sides in points `problem(_:scales:)` accepts: the least comes to 1
    /// pixel at the largest scale, the most to `maxPixels` at the smallest
    /// (0.4 pt is 1 pixel at scale 3). Found by the rule itself, so a schema
    /// that states this range says exactly what decoding does.
    package static func acceptedPoints(scales: ClosedRange<Int>) -> ClosedRange<Double> {
        func accepted(_ p: Double) -> Bool { problem(Size(p, p), scales: scales) == nil }
        var least = 0.5 / Double(scales.upperBound), most = (Double(maxPixels) + 0.5) / Double(scales.lowerBound)
        while !accepted(least) { least = least.nextUp }
        while accepted(least.nextDown) { least = least.nextDown }
        while !accepted(most) { most = most.nextDown }
        while accepted(most.nextUp) { most = most.nextUp }
        return least...most
    }

    /// One side in pixels, for a side `problem` accepted at `scale`.
    package static func pixels(_ points: Double, scale: Int) -> Int {
        Int((points * Double(scale)).rounded())
    }

    /// What is wrong with `size` at `scale`; nil when both sides come to
    /// 1…`maxPixels` pixels.
    package static func problem(_ size: Size, scale: Int) -> CanvasSizeProblem? {
        problem(size, scales: scale...scale)
    }

    /// What is wrong with `size` at every one of `scales`: a side too small at
    /// the largest of them, or too large at the smallest.
    package static func problem(_ size: Size, scales: ClosedRange<Int>) -> CanvasSizeProblem? {
        for (points, side) in [(size.width, CanvasSizeProblem.Side.width), (size.height, .height)] {
            guard points.isFinite, points > 0 else { return .notPositive(side: side, points: points) }
            if (points * Double(scales.upperBound)).rounded() < 1 {
                return .tooFewPixels(side: side, points: points, scale: scales.upperBound, checked: scales)
            }
            if (points * Double(scales.lowerBound)).rounded() > Double(maxPixels) {
                return .tooManyPixels(side: side, points: points, scale: scales.lowerBound, checked: scales)
            }
        }
        return nil
    }
}

/// Why a scene's size in points cannot be rendered: a side that comes to no
/// pixel, or to more than 4096 pixels, at the render's scale (in a scene
/// file's `size`, `SceneFileError`, or in `SceneRenderError`). A caller that
/// builds scenes can switch on it to pick another size or scale rather than
/// show the message.
public enum CanvasSizeProblem: Hashable, Sendable, CustomStringConvertible {
    /// The side at fault.
    public enum Side: String, Hashable, Sendable { case width, height }

    /// The side is not a finite number greater than 0.
    case notPositive(side: Side, points: Double)
    /// The side rounds to no pixel at `scale`, the largest of the `checked` scales.
    case tooFewPixels(side: Side, points: Double, scale: Int, checked: ClosedRange<Int>)
    /// The side rounds to more than `CanvasSize.maxPixels` at `scale`, the smallest of the `checked` scales.
    case tooManyPixels(side: Side, points: Double, scale: Int, checked: ClosedRange<Int>)

    /// Names the side and the pixels it computed; when several scales were
    /// checked, the one at fault as the largest or smallest a render takes.
    public var description: String { description(scaleNamed: "scale a render takes") }

    /// The description with `scaleName` for what a render's scale is called
    /// where several were checked (the command line names its option).
    package func description(scaleNamed scaleName: String) -> String {
        switch self {
        case let .notPositive(side, points):
            return "\(side) must be a number of points greater than 0, got \(FrolicError.number(points))"
        case let .tooFewPixels(side, points, scale, checked), let .tooManyPixels(side, points, scale, checked):
            let exact = points * Double(scale)
            let rounded = exact.rounded()
            let at = checked.count == 1 ? (scale == 1 ? "" : " at scale \(scale)")
                : " at scale \(scale), the \(scale == checked.upperBound ? "largest" : "smallest") \(scaleName),"
            let count = rounded == exact ? "" : ", which rounds to \(FrolicError.number(rounded))"
            return "\(side) \(FrolicError.number(points))\(at) is \(Self.shown(exact)) pixels\(count); a side must come to "
                + "1…\(CanvasSize.maxPixels) pixels (points × scale, rounded to the nearest pixel)"
        }
    }

    /// A computed pixel count to six decimals, so that 1365.4 × 3 reads 4096.2.
    private static func shown(_ v: Double) -> String {
        abs(v) < 1e9 ? FrolicError.number((v * 1e6).rounded() / 1e6) : FrolicError.number(v)
    }
}
