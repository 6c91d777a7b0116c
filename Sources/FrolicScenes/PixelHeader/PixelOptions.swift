import FrolicCore

/// CRPixellatedView and the pull that drives it, as the blog post joined
/// them: the `pixelate` layer's numbers, the originals' by default.
package struct PixelOptions: ParameterModel, Sendable {
    package enum PixelMode: String, Sendable, CaseIterable { case timed, continuous }

    package var pixelScale = 20.0
    package var pixelDuration = 1.0
    package var pixelThreshold = 60.0
    package var pixelMode = PixelMode.timed
    package var bounceDuration = 0.5
    package var displayRate = 60

    package init() {}

    package static let parameters: [Parameter<PixelOptions>] = [
        .number("pixelScale", \.pixelScale, 0...500, "CRPixellatedView's block size"),
        .number("pixelDuration", \.pixelDuration, 0.01...60,
                "timed pixelation, evaluated per display frame, so the last block overshoots (the demo used 0.8)"),
        .number("pixelThreshold", \.pixelThreshold, 1...10_000, "pull that starts the pixelation (`pulled` flag; reverses back at rest)"),
        .choice("pixelMode", \.pixelMode, "`continuous`: block = scale·min(1, pull/threshold) every frame"),
        .number("bounceDuration", \.bounceDuration, 0.01...10, "critically damped spring back after a pull"),
        .integer("displayRate", \.displayRate, 1...Timeline.tickRate, "display-link rate (must divide \(Timeline.tickRate))",
                 check: { Timeline.tickRate % $0 == 0 ? nil : .notAllowed("must divide \(Timeline.tickRate) (e.g. 30, 60, 120), got \($0)") }),
    ]
}
