import FrolicCore

/// Pixels per point of a backdrop picture that gives the scene its size:
/// `backdrop.density`, or inferred from the picture's shape, so that a
/// screenshot is its screen's size in points whatever the render's `--scale`.
package enum PictureDensity {
    /// 1 to 4 pixels a point: iOS screens are 1…3, Android's densest 4.
    package static let range: ClosedRange<Double> = 1...4
    /// A shorter side under this many pixels is taken at one pixel a point
    /// (a mock-up or a cropped capture rather than a Retina screenshot).
    static let smallestDenseSide = 800.0
    /// A phone-shaped capture at least this wide is @3x (iPhone Plus and
    /// later, 1080 pixels and up); narrower ones, as the 828 of an iPhone 11, @2x.
    static let smallestTripleSide = 1000.0
    /// Longer side over shorter from which a picture is a phone's (16:9 is
    /// 1.78, a notched iPhone 2.17), below it a tablet's or a Mac's (1.33…1.6).
    static let phoneAspect = 1.7

    /// The rule in one sentence, for the docs.
    static let rule = "inferred from the picture: 1 when its shorter side is under \(FrolicError.number(smallestDenseSide)) pixels, "
        + "3 when that side is \(FrolicError.number(smallestTripleSide)) or more and the longer side at least "
        + "\(FrolicError.number(phoneAspect)) times it (a phone: 1179 × 2556 is 393 × 852 points), 2 otherwise (an @2x iPad or Mac)"

    /// The density the rule gives a picture of `pixels`.
    package static func inferred(pixels: Size) -> Double {
        let short = min(pixels.width, pixels.height), long = max(pixels.width, pixels.height)
        if short < smallestDenseSide { return 1 }
        return short >= smallestTripleSide && long >= phoneAspect * short ? 3 : 2
    }
}
