import FrolicCore

/// The `pixelHeader` block: a Spotify-style profile screen (MGSpotyViewController)
/// whose header picture stretches when the table is pulled down, sharpens as
/// its blur fades, and pixelates like CRPixellatedView once the pull passes a
/// threshold (the blog post that combined the two).
///
///     "pixelHeader": { "picture": "header-landscape", "blurRadius": 8,
///                      "pixelDuration": 0.8, "pixelThreshold": 60 }
///
/// Keys (all optional; defaults are the originals' values):
/// - `picture` — header picture name (`header-landscape`, from Assets/).
/// - `title`, `subtitle` — the overlay's text; `tracks` — the rows' titles.
/// - `headerHeightFraction` (0.60) — header height `min(W, f · screenHeight)`.
/// - `blurRadius` (20, LBBlurredImage's default; MGSpoty's demo shows 8) — `R`.
/// - `blurFadeDistance` (40, `kMGOffsetEffects`) — pull over which the blur and
///   the overlay fade out.
/// - `blurRecomputeStep` (2, `kMGOffsetBlurEffect`) — the blur is remade only
///   when the offset moved this much; 0 turns the quirk off.
/// - `tint` (black, alpha 0.5) — baked into the blurred image, fading with it.
/// - `pixelScale` (20), `pixelDuration` (1.0 s; the demo uses 0.8) —
///   CRPixellatedView's `pixelScale` and animation duration.
/// - `pixelThreshold` (60) — pull in points that starts the pixelation.
/// - `pixelMode` — `"timed"` (default: the original's one-shot animation,
///   reversed once the table is back at 0) or `"continuous"` (the block size
///   follows the pull every display frame: `scale · min(1, |o| / threshold)`).
/// - `scrollMode` — `"over"` (default: the rows slide over a fixed header when
///   scrolling up) or `"normal"` (the header scrolls away, the overlay fading
///   by `1 − o/(H/2)`).
/// - `bounceDuration` (0.5 s) — the spring back after a pull (see `ScrollTrack`).
/// - `displayRate` (60 Hz) — the display link and `scrollViewDidScroll` rate;
///   must divide 600.
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
    public var blurRadius = 20.0
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

    private enum Keys: String, CodingKey, CaseIterable {
        case picture, title, subtitle, tracks, headerHeightFraction, blurRadius, blurFadeDistance,
             blurRecomputeStep, tint, pixelScale, pixelDuration, pixelThreshold, pixelMode,
             scrollMode, bounceDuration, displayRate
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(Keys.self)
        let c = try decoder.container(keyedBy: Keys.self)
        let d = PixelHeader()
        let nonEmpty: (String) -> String? = { $0.isEmpty ? "must not be empty" : nil }
        picture = try c.value(.picture, default: d.picture, nonEmpty)
        title = try c.value(.title, default: d.title)
        subtitle = try c.value(.subtitle, default: d.subtitle)
        tracks = try c.value(.tracks, default: d.tracks) { $0.count <= 200 ? nil : "at most 200 tracks" }
        headerHeightFraction = try c.value(.headerHeightFraction, default: d.headerHeightFraction, Check.range(0.05, 1))
        blurRadius = try c.value(.blurRadius, default: d.blurRadius, Check.range(0, 100))
        blurFadeDistance = try c.value(.blurFadeDistance, default: d.blurFadeDistance, Check.range(1, 1000))
        blurRecomputeStep = try c.value(.blurRecomputeStep, default: d.blurRecomputeStep, Check.range(0, 1000))
        tint = try c.color(.tint, default: d.tint)
        pixelScale = try c.value(.pixelScale, default: d.pixelScale, Check.range(0, 500))
        pixelDuration = try c.value(.pixelDuration, default: d.pixelDuration, Check.range(0.01, 60))
        pixelThreshold = try c.value(.pixelThreshold, default: d.pixelThreshold, Check.range(1, 10_000))
        pixelMode = try c.choice(.pixelMode, default: d.pixelMode)
        scrollMode = try c.choice(.scrollMode, default: d.scrollMode)
        bounceDuration = try c.value(.bounceDuration, default: d.bounceDuration, Check.range(0.01, 10))
        displayRate = try c.value(.displayRate, default: d.displayRate) {
            $0 >= 1 && $0 <= Timeline.tickRate && Timeline.tickRate % $0 == 0
                ? nil : "must divide \(Timeline.tickRate) (e.g. 30, 60, 120), got \($0)"
        }
    }

    /// The header picture fills its frame at its own aspect ratio (clipped).
    public var pictureUses: [PictureUse] { [PictureUse(field: "pixelHeader.picture", name: picture)] }

    public func makeSimulation(scene: SceneHeader, environment: SceneEnvironment) throws -> any Simulation {
        PixelHeaderSimulation(effect: self, scene: scene)
    }
}
