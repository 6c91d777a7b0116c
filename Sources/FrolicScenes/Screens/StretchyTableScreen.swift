import FrolicCore

/// MGSpotyViewController's profile screen: a header picture that stretches
/// when the table is pulled down (blurred at rest with `blurRadius`), an
/// overlay (title, subtitle, a follow button) and the track rows. Laid out it
/// is a `StretchyTable`, which a pull-driven layer scrolls.
struct StretchyTableScreen: ScreenModel, Hashable {
    enum ScrollMode: String, Sendable, CaseIterable { case over, normal }

    var picture = "header-landscape"
    var title = "Aurora Lakes"
    var subtitle = "1,204,311 monthly listeners"
    var tracks = Self.defaultTracks
    var headerHeightFraction = 0.60
    var blurRadius = 0.0
    var blurFadeDistance = 40.0
    var blurRecomputeStep = 2.0
    var tint = Color(0, 0, 0, 0.5)
    var scrollMode = ScrollMode.over

    init() {}

    static let defaultTracks = [
        "Northern Lights", "Glass Lake", "Pinewood", "Slow Thaw", "Ember Sky",
        "Cold Harbour", "Low Tide", "Echo Valley", "Paper Moon", "Driftwood",
        "Blue Hour", "Long Way Home",
    ]

    static let parameters: [Parameter<StretchyTableScreen>] = [
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
    ]

    func commands(size: Size, environment: SceneEnvironment) -> [DrawCommand] {
        StretchyTable(model: self, size: size).draw(driver: nil, between: [])
    }

    func liveScreen(size: Size) -> (any LiveScreen)? { StretchyTable(model: self, size: size) }

    /// The header picture fills its frame at its own aspect ratio (clipped).
    func pictureUses(field: String) -> [PictureUse] { [PictureUse(field: "\(field).picture", name: picture)] }
}
