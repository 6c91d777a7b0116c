import ArgumentParser
import Foundation
import FrolicCore
import FrolicRender
import FrolicScenes

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Render a scene and print what each stage costs.",
        discussion: """
        Prints milliseconds per stage (simulate, rasterize, quantize, lossy (the in-order \
        step, frame after frame), encode; rasterize, quantize and encode are summed over \
        threads), frames per second, nanoseconds per pixel-frame, the share of each frame's pixels \
        painted again (the rest is the frame before's) and nanoseconds per such damaged pixel, \
        peak memory, output bytes and the GIF's PSNR against the truecolor frames (measured \
        in a second render, so that the timed one is a plain render). \
        Build with `swift build -c release` for meaningful figures. With --compare, it \
        also times ffmpeg encoding the same frames and compares sizes and PSNR of Frolic's \
        --lossy levels with gifsicle --lossy (each when installed).
        """
    )

    @Argument(help: "A scene file or example name.")
    var scene = "snow-globe"

    @OptionGroup var tuning: TuningOptions

    @Flag(help: "Compare with ffmpeg and gifsicle on the same frames (wall times: medians of --runs pairs).")
    var compare = false

    @Option(help: "Pairs of timed runs (Frolic, then ffmpeg, or the other way round) with --compare.")
    var runs = 5

    @Option(help: "Where to write the GIF (default: a temporary file, removed after).")
    var output: String?

    func run() throws {
        try reportingErrors {
            let threads = try tuning.threads.count()
            let target = try output.map { output in try atOption("--output") { try OutputPath.check(output) } }
            guard runs >= 1 else {
                throw FrolicError(file: FrolicError.commandLine, field: "--runs", "must be at least 1, got \(runs)")
            }
            if compare {
                try PeerComparison(scenePath: try resolveScene(scene), options: RenderOptions(scale: tuning.scale, dither: tuning.dither, threads: threads),
                                   runs: runs, lossyLevels: [0, SceneHeader.defaultLossy, 8, 9, 10, 11, 12, 13, 14, 16, 20, 24, 32, 40, 48, 56, 64],
                                   gifsicleLevels: [5, 20, 40, 80]).run()
                return
            }
            let renderer = try SceneRenderer(scenePath: try resolveScene(scene),
                                             options: RenderOptions(scale: tuning.scale, dither: tuning.dither, lossy: tuning.lossy, threads: threads))
            let out = target ?? NSTemporaryDirectory() + "/frolic-bench-\(getpid()).gif"
            let r = try renderer.renderGIF(to: out)
            let peak = peakMemoryMiB()  // of the timed render
            // Measuring quality compares every frame; done in a second render so the timed one is a plain render.
            let psnr = try renderer.renderGIF(to: out, measureQuality: true).psnr
            if target == nil { try? FileManager.default.removeItem(atPath: out) }

            let pixelFrames = Double(r.width * r.height * r.frames)
            func ms(_ s: Double) -> String { String(format: "%9.1f ms", s * 1000) }
            print("scene        \(renderer.header.name)  \(r.width)×\(r.height) px, \(r.frames) frames, \(threads) threads")
            print("palette    \(ms(r.stages.palette))   (\(renderer.paletteSampleIndices.count) sampled frames)")
            print("simulate   \(ms(r.stages.simulate))")
            print("rasterize  \(ms(r.stages.rasterize))")
            print("quantize   \(ms(r.stages.quantize))")
            print("lossy      \(ms(r.stages.lossy))   (in frame order)")
            print("encode     \(ms(r.stages.encode))")
            print("wall       \(ms(r.wall))")
            print(String(format: "speed        %.1f frames/s, %.2f ns per pixel-frame (wall)", Double(r.frames) / r.wall, r.wall * 1e9 / pixelFrames))
            let framePixels = Double(r.width * r.height)
            let shares = r.damagedPixels.map { Double($0) / framePixels * 100 }.sorted()
            let damaged = Double(r.damagedPixels.reduce(0, +))
            if !shares.isEmpty {
                print(String(format: "damaged      %.1f %% of the pixels per frame (median %.1f %%, most %.1f %%)",
                             shares.reduce(0, +) / Double(shares.count), shares[shares.count / 2], shares.last!))
            }
            if damaged > 0 {
                print(String(format: "             %.2f ns per damaged pixel (wall), %.2f ns rasterizing and mapping one (summed over threads)",
                             r.wall * 1e9 / damaged, (r.stages.rasterize + r.stages.quantize) * 1e9 / damaged))
            }
            if !r.unchangedFrames.isEmpty {
                let costs = r.unchangedFrames.sorted()
                print(String(format: "unchanged    %d frames, %.3f ms each (median; painted, mapped and ordered)",
                             costs.count, costs[costs.count / 2] * 1000))
            }
            print("peak memory  \(peak) MiB")
            print("output       \(r.bytes) bytes, \(r.gifFrames) GIF frames")
            if let psnr { print(String(format: "quality      %.2f dB PSNR (GIF colours vs truecolor frames; a second, untimed render)", psnr)) }
        }
    }

    /// The resident-set high-water mark from /proc (Linux), in MiB.
    private func peakMemoryMiB() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return "?" }
        return String(kb / 1024)
    }
}
