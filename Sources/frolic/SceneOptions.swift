import ArgumentParser
import FrolicCore
import FrolicRender
import FrolicScenes

/// What `render` and `preview` both take about the scene they play: the
/// effects over a picture and the overrides of a render, declared once so
/// that both commands take them alike and say the same in their help.
struct SceneOptions: ParsableArguments {
    @Option(name: .customLong("effect"), help: ArgumentHelp("With a picture: an effect to put over it (repeat for more; see `frolic effects`).",
                                                             valueName: "name"))
    var effects: [String] = []

    // Unconditional, so that "--seed -1" is reported as an invalid seed rather than a missing one.
    @Option(parsing: .unconditional, help: "Replace the scene's seed (0 to 2^63-1, as in a scene file).", transform: parseSeed)
    var seed: UInt64?

    @Option(help: "\"Today\" for date-dependent scenes, as YYYY-MM-DD.")
    var date: String?

    @Option(help: "A remote-configuration JSON file for a snow with a season (a snow block, or a snow layer with one); the preview watches it as it does the scene.")
    var config: String?

    @Option(help: ArgumentHelp("Pixels per point: \(Self.scales) (2 or 3 for retina-sharp GIFs; "
                               + "the layout and motion are the same at every scale).", valueName: "scale"))
    var scale: Int = 1

    @Flag(help: "Ordered dithering of every pixel (by default only smooth gradients are dithered).")
    var dither = false

    @Option(help: ArgumentHelp("Smaller GIF: colours may be up to this far off their truecolor pixels "
                               + "(RGB distance, \(SceneHeader.lossyRange.lowerBound)…\(SceneHeader.lossyRange.upperBound); 0 = exact; "
                               + "default: the scene's `lossy`, else \(SceneHeader.defaultLossy)). "
                               + "Below \(RenderOptions.lossySearchFrom) a pixel only keeps the colour the GIF shows while it is that close; "
                               + "from \(RenderOptions.lossySearchFrom) on, colours are also chosen for libgd's LZW encoder "
                               + "(a slower render; sizes and times: Tests/Bench/README.md).",
                               valueName: "distance"))
    var lossy: Int?

    /// `1, 2 or 3`.
    static var scales: String {
        let all = CanvasSize.scales.map(String.init)
        return all.dropLast().joined(separator: ", ") + " or " + all.last!
    }

    /// The render's options, `framesDirectory` besides; a bad `--date`,
    /// `--scale` or `--lossy` is an error at its option.
    func renderOptions(framesDirectory: String? = nil) throws -> RenderOptions {
        var today: CalendarDate?
        if let date {
            do { today = try CalendarDate(date) } catch {
                throw FrolicError(file: FrolicError.commandLine, field: "--date", error.message)
            }
        }
        let options = RenderOptions(seed: seed, today: today, configPath: config, scale: scale,
                                    framesDirectory: framesDirectory, dither: dither, lossy: lossy)
        try options.check()
        return options
    }

    /// The `--effect` layers, for a picture (a flow of pictures may have
    /// none); for a scene file, none may be given.
    func pictureLayers(_ scene: String, flow: Bool = false) throws -> [any LayerEffect.Type]? {
        guard PictureSceneFile.isPicture(scene) else {
            guard effects.isEmpty else {
                throw FrolicError(file: FrolicError.commandLine, field: "--effect",
                                  "goes with a picture (PNG, JPEG or WebP); a scene file names its own effects")
            }
            return nil
        }
        return flow && effects.isEmpty ? [] : try layers(named: effects)
    }
}
