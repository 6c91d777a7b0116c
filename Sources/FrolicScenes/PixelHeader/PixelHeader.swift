import FrolicCore

/// The `pixelHeader` block: a Spotify-style profile screen (MGSpotyViewController)
/// whose header picture stretches when the table is pulled down and pixelates
/// like CRPixellatedView once the pull passes a threshold (the blog post that
/// combined the two).
///
///     "pixelHeader": { "picture": "header-landscape", "pixelDuration": 0.8,
///                      "pixelThreshold": 60 }
///
/// Every key is optional and declared once, in `parameters` (the reference
/// tables and `frolic schema` come from there); the defaults are the originals'.
/// The post substituted pixelation for MGSpoty's blur, so by default the
/// picture is sharp at rest and only the overlay fades with the pull;
/// `blurRadius` brings MGSpoty's blur and its tint back (its own default 20,
/// its demo 8), fading as the pull sharpens the picture.
///
/// The `pulled` rule (timed mode): pixelate once when a display frame finds the
/// pull at `pixelThreshold` or more; reverse only on a display frame that finds
/// the offset back at 0 or above. Like `scrollViewDidScroll`, the rule runs only
/// on display frames where the offset changed.
///
/// Deviations from the originals: the picture frame is `(0, 0, W, H + |o|)` with
/// aspect fill as the reference states (MGSpoty's code grows a square centred
/// on the screen); the blur appears on the display frame it is asked for (the
/// original makes it on a background queue, a frame or more later); the tint
/// fades with the blur rather than staying baked into a sharp picture; "normal"
/// mode moves the picture up with the overlay. Scrolling, the spring back and
/// the animation restart are described on `ScrollTrack` and `PixelAnimation`.
public struct PixelHeader: Effect {
    public static let key = "pixelHeader"
    public static let summary = "Stretchy blurred table header that pixelates when pulled (CRPixellatedView + MGSpoty)"

    public enum PixelMode: String, Sendable, CaseIterable { case timed, continuous }
    public enum ScrollMode: String, Sendable, CaseIterable { case over, normal }

    public var picture = "header-landscape"
    public var title = "Aurora Lakes"
    public var subtitle = "1,204,311 monthly listeners"
    public var tracks = PixelHeader.defaultTracks
    public var headerHeightFraction = 0.60
    public var blurRadius = 0.0
    public var blurFadeDistance = 40.0
    public var blurRecomputeStep = 2.0
    public var tint = Color(0, 0, 0, 0.5)
    public var pixelScale = 20.0
    public var pixelDuration = 1.0
    public var pixelThreshold = 60.0
    public var pixelMode = PixelMode.timed
    public var scrollMode = ScrollMode.over
    public var bounceDuration = 0.5
    public var displayRate = 60

    public init() {}

    static let defaultTracks = [
        "Northern Lights", "Glass Lake", "Pinewood", "Slow Thaw", "Ember Sky",
        "Cold Harbour", "Low Tide", "Echo Valley", "Paper Moon", "Driftwood",
        "Blue Hour", "Long Way Home",
    ]

    public static let parameters: [Parameter<PixelHeader>] = [
        .text("picture", \.picture, nonEmpty: true, "header picture (see Pictures above)"),
        .text("title", \.title, "overlay title"),
        .text("subtitle", \.subtitle, "overlay subtitle"),
        .strings("tracks", \.tracks, count: 0...200, "the table's rows"),
        .number("headerHeightFraction", \.headerHeightFraction, 0.05...1, "header height `min(W, f·screenHeight)`"),
        .number("blurRadius", \.blurRadius, 0...100,
                "MGSpoty's blur at rest, which the post replaced by pixelation (0: none; MGSpoty's default 20, its demo 8); sharp after `blurFadeDistance` of pull"),
        .number("blurFadeDistance", \.blurFadeDistance, 1...1000, "pull over which blur, tint and overlay fade"),
        .number("blurRecomputeStep", \.blurRecomputeStep, 0...1000,
                "blur remade only after the offset moved this far (the original's quirk; 0: off)"),
        .color("tint", \.tint, "tint baked into the blurred picture, fading with it (none without blur)"),
        .choice("scrollMode", \.scrollMode, "`normal`: the header scrolls away, overlay alpha `1 − o/(H/2)`"),
    ] + pixelParameters

    /// CRPixellatedView and the pull that drives it: what the `pixelate` layer takes over any screen.
    static let pixelParameters: [Parameter<PixelHeader>] = [
        .number("pixelScale", \.pixelScale, 0...500, "CRPixellatedView's block size"),
        .number("pixelDuration", \.pixelDuration, 0.01...60,
                "timed pixelation, evaluated per display frame, so the last block overshoots (the demo used 0.8)"),
        .number("pixelThreshold", \.pixelThreshold, 1...10_000, "pull that starts the pixelation (`pulled` flag; reverses back at rest)"),
        .choice("pixelMode", \.pixelMode, "`continuous`: block = scale·min(1, pull/threshold) every frame"),
        .number("bounceDuration", \.bounceDuration, 0.01...10, "critically damped spring back after a pull"),
        .integer("displayRate", \.displayRate, 1...Timeline.tickRate, "display-link rate (must divide \(Timeline.tickRate))",
                 check: { Timeline.tickRate % $0 == 0 ? nil : "must divide \(Timeline.tickRate) (e.g. 30, 60, 120), got \($0)" }),
    ]

    /// The header picture fills its frame at its own aspect ratio (clipped).
    public var pictureUses: [PictureUse] { [PictureUse(field: "pixelHeader.picture", name: picture)] }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        PixelHeaderSimulation(effect: self, scene: scene)
    }
}
