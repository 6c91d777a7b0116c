import FrolicCore

/// What the effects of a composed scene are drawn over: the user's own
/// screenshot (PNG, JPEG or WebP) or screen recording (MOV, MP4 or WebM),
/// one of the examples' screens, or a plain colour.
///
///     "backdrop": { "picture": "shots/home.png", "fit": "fill" }
///     "backdrop": { "movie": "rec.mov", "trim": [2, 9.5], "speed": 1.5 }
///     "backdrop": { "screen": "shelf-boom" }
package struct Backdrop: ParameterModel, Sendable {
    /// How the picture meets the screen's shape, as UIKit's content modes.
    package enum Fit: String, Sendable, CaseIterable {
        /// Cover the screen, clipping what sticks out (`scaleAspectFill`).
        case fill
        /// Show all of the picture, centred, the colour around it (`scaleAspectFit`).
        case fit
        /// Cover the screen exactly, aspect ignored (`scaleToFill`).
        case stretch
    }

    package var picture: String?
    /// A screen recording, drawn as a picture is, its frame changing with the scene's clock.
    package var movie: String?
    /// The part of `movie` shown: `[from]` or `[from, to]`, seconds into it; empty: all of it.
    package var trim: [Double] = []
    package var speed = 1.0
    package var screen: BuiltInScreen?
    /// The screen's settings when a preset gives them (a title, products);
    /// nil: the screen's defaults, the originals'.
    var look: (any ScreenModel)?
    package var color = Color.white
    package var fit = Fit.fill
    package var offset = Point.zero
    /// Pixels per point of the picture when it gives the scene its size; nil: `PictureDensity.inferred`.
    package var density: Double?
    /// A shake wobbles the whole backdrop sideways, `color` showing behind.
    package var wobble = false

    package init() {}

    package static let parameters: [Parameter<Backdrop>] = [
        .optional("picture", \.picture, absent: "none: the colour alone", accepts: "text, not empty",
                  schema: [("type", "string"), ("minLength", 1)], json: { .string($0) },
                  decode: { c, k in try c.checked(k) { (s: String) in s.isEmpty ? .notAllowed("must not be empty") : nil } },
                  "the screenshot (see Pictures above)"),
        .optional("movie", \.movie, absent: "none", accepts: "text, not empty",
                  schema: [("type", "string"), ("minLength", 1)], json: { .string($0) },
                  decode: { c, k in try c.checked(k) { (s: String) in s.isEmpty ? .notAllowed("must not be empty") : nil } },
                  "a screen recording (MOV, MP4 or WebM) instead of a picture, playing from the moment it shows"),
        .numbers("trim", \.trim, count: 0...2, 0...86_400,
                 "with `movie`: `[from]` or `[from, to]`, the seconds of the recording shown; `[]` all of it",
                 check: { $0.count == 2 && $0[1] <= $0[0] ? .outOfRange("`to` must come after `from`") : nil }),
        .number("speed", \.speed, 0.25...4, "with `movie`: how fast it plays (2 is twice as fast)"),
        .choice("screen", \.screen, absent: "none",
                "an example's screen instead of a picture, as its first frame shows it (its size when the scene gives none)"),
        .color("color", \.color, "behind the picture, and the whole backdrop without one"),
        .choice("fit", \.fit, "`fill` covers the screen (clipped), `fit` shows it whole, `stretch` ignores the aspect"),
        .point("offset", \.offset, "moves the picture, points (e.g. [0, 54] to keep a status bar clear)"),
        .optional("density", \.density, absent: PictureDensity.rule,
                  accepts: "\(FrolicError.number(PictureDensity.range.lowerBound))…\(FrolicError.number(PictureDensity.range.upperBound))",
                  schema: [("type", "number"), ("minimum", .number(PictureDensity.range.lowerBound)),
                           ("maximum", .number(PictureDensity.range.upperBound))],
                  json: { .number(JSONValue.rounded($0)) },
                  decode: { c, k in try c.checked(k, Check.range(PictureDensity.range.lowerBound, PictureDensity.range.upperBound)) },
                  "the picture's pixels per point, when the scene has no `size` and takes the picture's (an @3x capture is 3); `--scale` does not change it"),
        .flag("wobble", \.wobble, "a shake wobbles the backdrop sideways while its badge shows (with `showGestures`), `color` behind it"),
    ]

    package static func problem(with backdrop: Backdrop) -> (key: String, problem: SceneFileError.Problem)? {
        let given = [backdrop.picture != nil, backdrop.movie != nil, backdrop.screen != nil].filter { $0 }.count
        if given > 1 { return (backdrop.screen != nil ? "screen" : "movie", .notAllowed("give one of a picture, a movie or a screen")) }
        if backdrop.movie == nil, !backdrop.trim.isEmpty || backdrop.speed != 1 {
            return (backdrop.trim.isEmpty ? "speed" : "trim", .notAllowed("goes with a `movie`"))
        }
        return nil
    }

    /// What is drawn as the screen's picture: the picture, or the recording
    /// (by its name, which the rasterizer reads as its frame on show).
    package var shown: String? { picture ?? movie }

    /// The field that names `shown`, under `field` (`backdrop`, `screens[1]`).
    package func shownField(_ field: String) -> String { "\(field).\(movie != nil ? "movie" : "picture")" }

    /// The part of `movie` shown, microseconds into it: its `trim`, or all
    /// of it, within the movie (a trim past its end is refused when the scene is built).
    func shownPart(of timeline: MovieTimeline) -> (from: Int64, to: Int64) {
        let from = min(Int64((trim.first ?? 0) * 1_000_000), timeline.duration)
        let to = trim.count == 2 ? min(Int64(trim[1] * 1_000_000), timeline.duration) : timeline.duration
        return (from, max(from, to))
    }

    /// How long `movie` plays, seconds of the scene: its shown part at its `speed`.
    package func playedSeconds(of timeline: MovieTimeline) -> Double {
        let part = shownPart(of: timeline)
        return Double(part.to - part.from) / 1_000_000 / speed
    }

    /// The scene's size in points for a picture of `pixels` that gives it.
    package func sceneSize(picturePixels pixels: Size) -> Size {
        let d = density ?? PictureDensity.inferred(pixels: pixels)
        return Size(pixels.width / d, pixels.height / d)
    }

    /// The built-in screen laid out for `size`, captured where the render
    /// can rasterize, so that layers read its colours as a screenshot's.
    func view(of screen: BuiltInScreen, in size: Size, environment: SceneEnvironment) throws -> BackdropView {
        let commands: [DrawCommand]
        do {
            commands = try look?.commands(size: size, environment: environment) ?? screen.commands(size: size, environment: environment)
        } catch let error as SceneFieldError {
            throw SceneFieldError(field: "backdrop.screen", problem: .notAllowed("\(error.field): \(error.problem.message)"))
        }
        var view = BackdropView(commands: commands, color: color, picture: nil)
        view.live = (look ?? screen.model)?.liveScreen(size: size)
        if let capture = environment.capture {
            let pixels = try capture.capture(DisplayList(size: size, commands: commands), as: screen.pictureName)
            view.picture = (screen.pictureName, pixels, Rect(origin: .zero, size: size))
        }
        return view
    }

    /// The backdrop on a screen of `size`, for a picture of `pictureSize` pixels.
    func view(in size: Size, pictureSize: Size?) -> BackdropView {
        var view = BackdropView(commands: [.fill(color)], color: color, picture: nil)
        guard let picture = shown, let pictureSize, pictureSize.width > 0, pictureSize.height > 0 else { return view }
        let screen = Rect(origin: offset, size: size)
        let fill: PictureFill
        let shown: Rect
        switch fit {
        case .fill:
            fill = PictureFill(picture: picture, frame: screen, contentMode: .aspectFill)
            let k = max(size.width / pictureSize.width, size.height / pictureSize.height)
            shown = Rect(center: screen.center, size: Size(pictureSize.width * k, pictureSize.height * k))
        case .stretch:
            fill = PictureFill(picture: picture, frame: screen, contentMode: .stretch)
            shown = screen
        case .fit:
            let k = min(size.width / pictureSize.width, size.height / pictureSize.height)
            shown = Rect(center: screen.center, size: Size(pictureSize.width * k, pictureSize.height * k))
            fill = PictureFill(picture: picture, frame: shown, contentMode: .stretch)
        }
        view.commands.append(.picture(fill))
        view.picture = (picture, pictureSize, shown)
        return view
    }
}
