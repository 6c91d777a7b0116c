import ArgumentParser
import FrolicCore
import FrolicRender
import FrolicScenes

/// How a render is made rather than what it shows: pixels per point, the
/// colours' dithering and loss, and threads; for `render`, `preview` and `bench`.
struct TuningOptions: ParsableArguments {
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

    @OptionGroup var threads: ThreadOptions

    /// `1, 2 or 3`.
    static var scales: String {
        let all = CanvasSize.scales.map(String.init)
        return all.dropLast().joined(separator: ", ") + " or " + all.last!
    }
}

/// How many frames are rasterized at once, for every command that renders
/// (`snapshot` takes it alone: its references fix the rest).
struct ThreadOptions: ParsableArguments {
    @Option(help: "Frames rasterized at once (the output does not depend on it).")
    var threads = RenderOptions.defaultThreads

    /// `threads`, at least 1, else an error at `--threads`.
    func count() throws -> Int {
        guard threads >= 1 else {
            throw FrolicError(file: FrolicError.commandLine, field: "--threads", "must be at least 1, got \(threads)")
        }
        return threads
    }
}
