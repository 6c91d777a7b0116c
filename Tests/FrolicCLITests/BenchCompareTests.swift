import Foundation
import Testing

@Suite struct BenchCompareTests {
    /// Without ffmpeg and gifsicle on PATH, `bench --compare` says so and still
    /// prints Frolic's own rows: its wall time and the bytes of each --lossy level.
    @Test func missingPeersAreSaidAndTheirRowsLeftOut() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scene.json", try snowScene(duration: 0.4))
        let r = try CLI.run(["bench", scene, "--compare", "--runs", "1"], environment: ["PATH": folder.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("ffmpeg not found"))
        #expect(r.stdout.contains("gifsicle not found"))
        #expect(r.stdout.contains("Frolic, full render"))
        #expect(!r.stdout.contains("ffmpeg palettegen"))
        #expect(!r.stdout.contains("gifsicle -O3"))
        #expect(!r.stdout.contains("at equal mean PSNR"))
        let bytes = r.stdout.split(separator: "\n").filter { $0.contains("bytes") }
            .compactMap { line in line.split(separator: " ").firstIndex(of: "bytes").flatMap { Int(line.split(separator: " ")[$0 - 1]) } }
        // Frolic exact, then --lossy 6 (the default), 8, 9, 10, 11, 12, 13, 14, 16, 20, 24, 32, 40, 48, 56, 64: each no bigger than the one before.
        #expect(bytes.count == 17)
        #expect(bytes == bytes.sorted(by: >) && bytes.allSatisfy { $0 > 0 })
    }

    /// Plain `bench`: every stage, the speed, and the PSNR of the GIF it wrote
    /// (from an untimed second render) matching the file's own bytes.
    @Test func benchPrintsEveryStageAndTheQuality() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scene.json", try snowScene(duration: 0.4))
        let gif = folder.file("bench.gif")
        let r = try CLI.run(["bench", scene, "--output", gif])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        for stage in ["palette", "simulate", "rasterize", "quantize", "lossy", "encode", "wall", "speed", "peak memory", "output"] {
            #expect(r.stdout.split(separator: "\n").contains { $0.hasPrefix(stage) }, "\(stage): \(r.stdout)")
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int)
        #expect(r.stdout.contains("output       \(size) bytes"), "\(r.stdout)")
        let quality = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("quality") })
        let db = try #require(Double(quality.split(separator: " ")[1]))
        #expect(db > 30 && db < 80, "\(quality)")
    }

    /// With the peers installed (`make deps` installs both), their rows are
    /// printed: ffmpeg's encode-only time with Frolic's share of it (the
    /// median of the timed pairs' ratios, within their range), and the
    /// bytes and PSNR of ffmpeg's GIF and of gifsicle's four lossy levels.
    @Test func installedPeersGetTheirRows() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("scene.json", try snowScene(duration: 0.4))
        let r = try CLI.run(["bench", scene, "--compare", "--runs", "3"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(!r.stdout.contains("not found"), "\(r.stdout)")
        let share = try #require(r.stdout.split(separator: "\n").first { $0.contains("ffmpeg palettegen+paletteuse, encode only") })
        let numbers = try #require(share.components(separatedBy: "Frolic takes ").last).split { !"0123456789.".contains($0) }.compactMap { Double($0) }
        #expect(numbers.count == 3, "\(share)")
        #expect(numbers.count == 3 && numbers[1] <= numbers[0] && numbers[0] <= numbers[2], "median within its runs' range: \(share)")
        for level in [5, 20, 40, 80] { #expect(r.stdout.contains("gifsicle -O3 --lossy=\(level) on Frolic's GIF")) }
        let psnr = r.stdout.split(separator: "\n").filter { $0.contains("dB mean") }
        #expect(psnr.count == 22, "Frolic exact, sixteen --lossy levels, four gifsicle levels and ffmpeg")
        // Each gifsicle level again at equal PSNR: Frolic's interpolated bytes and the ratio, or why not.
        let equal = r.stdout.components(separatedBy: "at equal mean PSNR").last?.split(separator: "\n").dropFirst() ?? []
        #expect(equal.count == 4)
        for line in equal {
            #expect(line.contains("×") || line.contains("outside Frolic's levels"), "\(line)")
        }
    }

    @Test func runsMustBePositive() throws {
        let r = try CLI.run(["bench", "--compare", "--runs", "0"])
        #expect(r.status != 0)
        #expect(r.stderr.hasPrefix("error: command line: --runs: "))
    }
}
