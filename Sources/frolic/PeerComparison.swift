import Foundation
import FrolicCore
import FrolicRender

/// `frolic bench --compare`: the same scene's frames through Frolic and its
/// peers, side by side, so anyone can re-measure the README's figures.
///
/// Wall times are medians of `runs`: Frolic's whole render (simulate,
/// rasterize, quantize, encode) against ffmpeg's encode only (palettegen with
/// stats_mode=diff, paletteuse with sierra2_4a and diff_mode=rectangle) of
/// the truecolor frames Frolic wrote, timed in pairs; Frolic's share is the
/// median of the pairs' ratios, with their range. Sizes and PSNR: Frolic's `--lossy`
/// levels against `gifsicle -O3 --lossy=N` applied to Frolic's exact
/// (`--lossy 0`) GIF, its own lossless encoding of the same frames.
/// PSNR is ffmpeg's, of every truecolor frame against the GIF frame shown
/// at its time, so all GIFs are measured alike. A missing tool is said, and
/// what needs it is left out.
struct PeerComparison {
    let scenePath: String
    let options: RenderOptions
    let runs: Int
    let lossyLevels: [Int]
    let gifsicleLevels: [Int]

    func run() throws {
        let folder = NSTemporaryDirectory() + "/frolic-compare-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ffmpeg = Self.tool("ffmpeg"), gifsicle = Self.tool("gifsicle")
        if ffmpeg == nil { print("ffmpeg not found: no ffmpeg timing and no PSNR of the GIFs (apt-get install ffmpeg)") }
        if gifsicle == nil { print("gifsicle not found: no gifsicle --lossy rows (apt-get install gifsicle)") }

        var framesOptions = options
        framesOptions.framesDirectory = folder + "/frames"
        let renderer = try SceneRenderer(scenePath: scenePath, options: framesOptions)
        let rendered = folder + "/frolic.gif"
        let first = try renderer.renderGIF(to: rendered)
        let fps = renderer.header.fps
        let pixelFrames = Double(first.width * first.height * first.frames)
        print("scene        \(renderer.header.name)  \(first.width)×\(first.height) px, \(first.frames) frames, "
              + "\(options.threads) threads, medians of \(runs) runs")

        print("\nwall time (same frames)")
        let fullRender = { _ = try SceneRenderer(scenePath: scenePath, options: options).renderGIF(to: rendered) }
        let encode: (() throws -> Void)? = ffmpeg.map { ffmpeg in {
            try Self.run(ffmpeg, ["-v", "error", "-y", "-framerate", "\(fps)", "-i", folder + "/frames/frame-%04d.png",
                                  "-lavfi", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                                  folder + "/ffmpeg.gif"])
        } }
        let walls = try Self.pairedWalls(runs: runs, fullRender, encode)
        let frolicWall = Self.median(walls.map(\.frolic))
        print("  " + Self.pad("Frolic, full render") + String(format: " %8.0f ms  %6.2f ns per pixel-frame",
                     frolicWall * 1000, frolicWall * 1e9 / pixelFrames))
        let peerWalls = walls.compactMap(\.peer)
        if !peerWalls.isEmpty {
            let wall = Self.median(peerWalls)
            let ratios = walls.compactMap { pair in pair.peer.map { pair.frolic / $0 } }.sorted()
            print("  " + Self.pad("ffmpeg palettegen+paletteuse, encode only")
                  + String(format: " %8.0f ms  %6.2f ns per pixel-frame   Frolic takes %.2f×",
                         wall * 1000, wall * 1e9 / pixelFrames, Self.median(ratios))
                  + (ratios.count > 1 ? String(format: " (pairs %.2f–%.2f×)", ratios.first!, ratios.last!) : ""))
        }

        print("\nsize and quality (PSNR against the truecolor frames)")
        var rows: [(name: String, path: String, peer: Bool)] = []
        var lossyGIFs: [Int: String] = [:]
        func render(lossy level: Int) throws -> String {
            if let path = lossyGIFs[level] { return path }
            var o = options
            o.lossy = level
            let path = folder + "/frolic-lossy\(level).gif"
            _ = try SceneRenderer(scenePath: scenePath, options: o).renderGIF(to: path)
            lossyGIFs[level] = path
            return path
        }
        for level in lossyLevels {
            rows.append((level == 0 ? "Frolic --lossy 0 (exact)" : "Frolic --lossy \(level)", try render(lossy: level), false))
        }
        if let gifsicle {
            let exact = try render(lossy: 0)
            for level in gifsicleLevels {
                let path = folder + "/gifsicle\(level).gif"
                try Self.run(gifsicle, ["-O3", "--lossy=\(level)", exact, "-o", path])
                rows.append(("gifsicle -O3 --lossy=\(level) on Frolic's GIF", path, true))
            }
        }
        if ffmpeg != nil { rows.append(("ffmpeg (as timed)", folder + "/ffmpeg.gif", false)) }
        var frolicPoints: [EqualQuality.Point] = []
        var gifsiclePoints: [(name: String, point: EqualQuality.Point)] = []
        for (index, row) in rows.enumerated() {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: row.path)[.size] as? Int) ?? 0
            var quality = ""
            if let ffmpeg, let q = try Self.psnr(ffmpeg, gif: row.path, frames: folder + "/frames", fps: fps, folder: folder) {
                quality = String(format: "  %6.2f dB mean  %6.2f dB worst frame", q.mean, q.worst)
                let point = EqualQuality.Point(decibels: q.mean, bytes: bytes)
                if index < lossyLevels.count { frolicPoints.append(point) }
                if row.peer { gifsiclePoints.append((row.name, point)) }
            }
            print("  " + Self.pad(row.name) + String(format: " %10d bytes", bytes) + quality)
        }
        guard !gifsiclePoints.isEmpty else { return }
        print("\nat equal mean PSNR (Frolic's bytes interpolated between its two --lossy levels around it)")
        for (name, point) in gifsiclePoints {
            let line = "  " + Self.pad(name.replacingOccurrences(of: " on Frolic's GIF", with: ""))
                + String(format: " %10d bytes at %5.2f dB", point.bytes, point.decibels)
            guard let frolic = EqualQuality.bytes(at: point.decibels, among: frolicPoints) else {
                print(line + "   outside Frolic's levels"); continue
            }
            print(line + String(format: "   Frolic %10.0f bytes, %.3f×", frolic, frolic / Double(point.bytes)))
        }
    }

    private static func pad(_ text: String) -> String {
        text.padding(toLength: max(text.count, 46), withPad: " ", startingAt: 0)
    }

    /// Wall seconds of `frolic` and `peer` (when there is one), timed in
    /// pairs, one right after the other, the first of each pair taking turns:
    /// load on this machine that comes and goes then weighs on both alike, and
    /// each run's ratio says what the two medians alone would hide.
    private static func pairedWalls(runs: Int, _ frolic: () throws -> Void,
                                    _ peer: (() throws -> Void)?) throws -> [(frolic: Double, peer: Double?)] {
        try (0..<runs).map { run in
            guard let peer else { return (try wall(frolic), nil) }
            if run.isMultiple(of: 2) {
                let frolicFirst = try wall(frolic)
                return (frolicFirst, try wall(peer))
            }
            let peerFirst = try wall(peer)
            return (try wall(frolic), peerFirst)
        }
    }

    private static func wall(_ body: () throws -> Void) throws -> Double {
        var seconds = 0.0
        try timed(&seconds, body)
        return seconds
    }

    /// The middle value (the upper middle of an even count).
    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Mean PSNR (from the mean squared error over all frames) and the worst frame's.
    private static func psnr(_ ffmpeg: String, gif: String, frames: String, fps: Int,
                             folder: String) throws -> (mean: Double, worst: Double)? {
        let stats = folder + "/psnr.txt"
        try run(ffmpeg, ["-v", "error", "-i", gif, "-framerate", "\(fps)", "-i", frames + "/frame-%04d.png", "-lavfi",
                         "[0:v]fps=\(fps),format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr=stats_file=\(stats)",
                         "-f", "null", "-"])
        guard let text = try? String(contentsOfFile: stats, encoding: .utf8) else { return nil }
        var mse: [Double] = []
        for line in text.split(separator: "\n") {
            for field in line.split(separator: " ") where field.hasPrefix("mse_avg:") {
                mse.append(Double(field.dropFirst("mse_avg:".count)) ?? 0)
            }
        }
        guard !mse.isEmpty else { return nil }
        func db(_ e: Double) -> Double { e == 0 ? .infinity : 10 * log10(255 * 255 / e) }
        return (db(mse.reduce(0, +) / Double(mse.count)), db(mse.max() ?? 0))
    }

    /// The executable `name` on PATH, or nil.
    private static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let name = (executable as NSString).lastPathComponent
            throw FrolicError(file: FrolicError.commandLine, field: "--compare", "\(name) failed (exit \(process.terminationStatus))")
        }
    }
}
