import ArgumentParser
import FrolicCore
import FrolicRender
import FrolicScenes

/// What `render` and `preview` both take about the scene they play: the
/// effects over a picture and the overrides of a render, declared once so
/// that both commands take them alike and say the same in their help.
struct SceneOptions: ParsableArguments {
    @OptionGroup var effects: EffectOptions

    // Unconditional, so that "--seed -1" is reported as an invalid seed rather than a missing one.
    @Option(parsing: .unconditional, help: "Replace the scene's seed (0 to 2^63-1, as in a scene file).", transform: parseSeed)
    var seed: UInt64?

    @Option(help: "\"Today\" for date-dependent scenes, as YYYY-MM-DD.")
    var date: String?

    @Option(help: "A remote-configuration JSON file for a snow with a season (a snow block, or a snow layer with one); the preview watches it as it does the scene.")
    var config: String?

    @OptionGroup var tuning: TuningOptions

    /// The render's options, `framesDirectory` besides; a bad `--date`,
    /// `--scale` or `--lossy` is an error at its option.
    func renderOptions(framesDirectory: String? = nil) throws -> RenderOptions {
        var today: CalendarDate?
        if let date {
            do { today = try CalendarDate(date) } catch {
                throw FrolicError(file: FrolicError.commandLine, field: "--date", error.message)
            }
        }
        let options = RenderOptions(seed: seed, today: today, configPath: config, scale: tuning.scale,
                                    framesDirectory: framesDirectory, dither: tuning.dither, lossy: tuning.lossy,
                                    threads: try tuning.threads.count())
        try options.check()
        return options
    }

    /// The `--effect` layers, for a picture (a flow of pictures may have
    /// none); for a scene file, none may be given.
    func pictureLayers(_ scene: String, flow: Bool = false) throws -> [any LayerEffect.Type]? {
        guard PictureSceneFile.isPicture(scene) else {
            guard effects.names.isEmpty else {
                throw FrolicError(file: FrolicError.commandLine, field: "--effect",
                                  "goes with a picture (PNG, JPEG or WebP); a scene file names its own effects")
            }
            return nil
        }
        return try effects.layers(over: scene, flow: flow)
    }
}
