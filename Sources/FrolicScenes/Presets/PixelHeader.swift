import FrolicCore

/// A Spotify-style profile screen (MGSpotyViewController) whose header picture
/// stretches when the table is pulled down and pixelates like CRPixellatedView
/// once the pull passes a threshold (the blog post that combined the two).
/// The `pixelHeader` block: the stretchy table's screen (`picture`, `title`,
/// `tracks`, the blur, `scrollMode`) and a pixelate layer with the originals'
/// numbers (every other key) that scrolls the table on `scroll` gestures and
/// pixelates its header.
///
///     "pixelHeader": { "picture": "header-landscape", "pixelDuration": 0.8,
///                      "pixelThreshold": 60 }
///
/// The post substituted pixelation for MGSpoty's blur, so by default the
/// picture is sharp at rest and only the overlay fades with the pull;
/// `blurRadius` brings MGSpoty's blur and its tint back.
///
/// Deviations from the originals: the picture frame is `(0, 0, W, H + |o|)` with
/// aspect fill as the reference states (MGSpoty's code grows a square centred
/// on the screen); the blur appears on the display frame it is asked for (the
/// original makes it on a background queue, a frame or more later); the tint
/// fades with the blur rather than staying baked into a sharp picture; "normal"
/// mode moves the picture up with the overlay. Scrolling, the spring back and
/// the animation restart are described on `ScrollTrack` and `PixelAnimation`.
struct PixelHeader: PresetModel {
    static let key = "pixelHeader"
    static let summary = "Stretchy blurred table header that pixelates when pulled (CRPixellatedView + MGSpoty)"
    static let screenName = "pixel-header"

    var table = StretchyTableScreen()
    var pixelate: PixelateLayer = {
        var layer = PixelateLayer()
        layer.scrollsScreen = true
        return layer
    }()

    init() {}

    static let parameters: [Parameter<PixelHeader>] =
        StretchyTableScreen.parameters.mapped(into: \.table)
        + PixelateLayer.parameters.mapped(except: ["start", "at", "hold", "region", "picture", "stretch"], into: \.pixelate)

    var composition: Composition {
        var backdrop = Backdrop()
        backdrop.screen = Self.screen
        backdrop.look = table
        backdrop.color = PixelHeaderScreen.background
        return Composition(preset: self, backdrop: backdrop, layer: pixelate, indicated: [])
    }
}
