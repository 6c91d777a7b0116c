import FrolicCore

/// The keys every scene file has, whatever its effects, declared once as
/// parameters: decoding with its errors, the README's table and the schema
/// all come from here. `size` is zero until the file or its backdrop gives it.
public struct SceneHeader: Hashable, Sendable {
    /// The scene's name: the default output `<name>.gif` and its snapshot folder.
    public var name: String
    /// The scene's size in points (zero until a backdrop picture gives it).
    public var size: Size
    /// Frames per second of the GIF.
    public var fps: Int
    /// Seconds the animation plays.
    public var duration: Double
    /// The seed of the scene's one random generator.
    public var seed: UInt64
    /// The gestures, in time order.
    public var script: Script
    /// Draw touch circles, scroll touches and shake badges (on by default).
    public var showGestures: Bool
    /// The file's optional `description`: the scene's line in `frolic
    /// examples`, so that two scenes of one effect (pixel-header and
    /// pixel-header-continuous) can say how they differ. Nil: the effect's summary.
    public var summary: String? = nil
    /// How far (RGB distance) a shown pixel may be from its truecolor pixel,
    /// so that a scene can carry what keeps its GIF small (`--lossy` replaces it).
    public var lossy: Int = SceneHeader.defaultLossy

    /// The frames of `duration` at `fps`.
    public var timeline: Timeline { Timeline(fps: fps, duration: duration) }
}

extension SceneHeader: ParameterModel {
    package init() {
        self.init(name: "", size: Size(0, 0), fps: 0, duration: 0, seed: 1, script: Script([]), showGestures: true)
    }

    package static let requiredKeys = ["name", "fps"]

    /// One line in a listing, so one line of at most this many characters.
    static let maxDescription = 200

    /// The default `lossy`: a distance below what the eye tells apart, which
    /// keeps a pixel that barely changed from one frame to the next (so it is
    /// not sent again) and pays for the gradients' dithering: the
    /// pixel-header example is then 3 % smaller than exact and undithered,
    /// with no frame below 41 dB.
    package static let defaultLossy = 6

    /// The `lossy` a scene or `--lossy` may give: beyond 200 a pixel could take almost any colour.
    package static let lossyRange = 0...200

    package static let parameters: [Parameter<SceneHeader>] = [
        .value("name", \.name,
               accepts: "a letter or digit, then letters, digits, `-`, `_`, `.`; at most \(SceneName.maxLength) characters",
               schema: [("type", "string"), ("pattern", .string(SceneName.pattern)), ("maxLength", .number(Double(SceneName.maxLength)))],
               json: { .string($0) }, decode: { c, k in try c.checked(k, SceneName.problem) },
               "the scene's name: the default output `<name>.gif` and its snapshot folder, so one safe file name"),
        .optional("description", \.summary, absent: "the effect's summary",
                  accepts: "one line of text, at most \(maxDescription) characters",
                  schema: [("type", "string"), ("minLength", 1), ("maxLength", .number(Double(maxDescription)))],
                  json: { .string($0) }, decode: { c, k in try c.checked(k, checkDescription) },
                  "the scene's line in `frolic examples`; it does not change the GIF"),
        Parameter(key: "size", doc: "in points; left out with a `backdrop` picture, the picture's pixels over its `density` (an @3x capture of 1179 × 2556 is 393 × 852) at every `--scale`, or with a `backdrop` screen, the example's size",
                  accepts: "[width, height], fractions allowed; × `--scale` and rounded, 1…\(CanvasSize.maxPixels) pixels a side",
                  schema: ParameterSchema.pair(CanvasSize.acceptedPoints(scales: CanvasSize.scales)),
                  current: { $0.size == Size(0, 0) ? nil : JSONValue.size($0.size) },
                  absentMeaning: "required, unless a backdrop picture or screen gives it", children: []) { c, k, header in
            if let v = try c.checked(k, { (v: SizeValue) in CanvasSize.problem(v.size, scales: CanvasSize.scales).map(SceneFileError.Problem.size) }) {
                header.size = v.size
            }
        },
        .integer("fps", \.fps, 1...100, "frames per second of the GIF (delays are spread so the total time is exact)"),
        Parameter(key: "duration", doc: "seconds; the GIF holds every frame that starts before it and plays exactly `duration`, to the centisecond: the last frame is cut short when `duration` is not a whole number of frames (7.5 s at 25 fps: 188 frames, the last shown 2 cs, 7.50 s in all)",
                  accepts: "more than 0, at most \(SceneLimits.secondsText)",
                  schema: [("type", "number"), ("exclusiveMinimum", 0), ("maximum", .number(SceneLimits.seconds))],
                  current: { $0.duration == 0 ? nil : .number($0.duration) },
                  absentMeaning: "required, unless a backdrop `movie` gives it: the part of the recording played", children: []) { c, k, header in
            if let v = try c.checked(k, SceneLimits.duration) { header.duration = v }
        },
        // Read as a signed number so that a negative seed is reported at its
        // field rather than as unreadable JSON.
        .value("seed", \.seed, accepts: "0…2⁶³−1", schema: [("type", "integer"), ("minimum", 0)],
               json: { .number(Double($0)) }, decode: { c, k in try c.wholeNumber(k, 0...Int.max, words: "0…2⁶³−1").map(UInt64.init) },
               "the one random generator's seed (`--seed` replaces it)"),
        .value("script", \.script, accepts: "a list of gestures (below)",
               schema: [("type", "array"), ("items", .object(ScriptEventValue.schema))],
               json: { .array($0.events.map(ScriptEventValue.json)) },
               decode: { c, k in c.contains(k) ? Script(try ScriptEventValue.script(from: c.superDecoder(forKey: k))) : nil },
               "the gestures, in seconds from the start; at most \(ScriptEventValue.maxTaps) taps"),
        .flag("showGestures", \.showGestures, "draw touch circles, scroll and drag touches and the shake badge"),
        .integer("lossy", \.lossy, lossyRange,
                 "how far (RGB distance) a shown pixel may be from its truecolor pixel to make the GIF smaller "
                     + "(0: exact; as `frolic render --lossy`, which replaces it)"),
    ]

    private static func checkDescription(_ text: String) -> SceneFileError.Problem? {
        if text.allSatisfy(\.isWhitespace) { return .notAllowed("must not be empty") }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            return .notAllowed("must be one line (no line breaks or control characters)")
        }
        if text.count > maxDescription { return .outOfRange("must be at most \(maxDescription) characters, got \(text.count)") }
        return nil
    }
}
