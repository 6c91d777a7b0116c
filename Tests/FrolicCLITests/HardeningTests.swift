import Foundation
import FrolicTestSupport
import Testing

/// One regression test for each way issue 10 found to break the contract
/// (a valid GIF, or one `error:` line, a non-zero exit and nothing left
/// behind), each with the reproducer the issue reported.
@Suite struct HardeningTests {
    /// Runs `render` in `folder` and returns the result; the scene is `scene.json` unless given.
    func render(_ arguments: [String], in folder: TemporaryFolder) throws -> CLI.Result {
        try CLI.run(["render"] + arguments + ["--quiet"], in: folder.path)
    }

    func expectOneErrorLine(_ result: CLI.Result, field: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status != 0, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 && lines[0].hasPrefix("error: "), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(": \(field): "), "expected field \(field): \(result.stderr)", sourceLocation: sourceLocation)
    }

    func listing(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    // 1 and 9. An interrupted render removes its temp file, the frames it
    // wrote and the folder it made, then dies of the signal (128 + signal).
    @Test(.tags(.processes), .tier(.processes), arguments: [SIGINT, SIGTERM, SIGHUP])
    func interruptedRenderLeavesNothing(signal signo: Int32) throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 60))
        let errPath = folder.path + ".stderr"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let pid = try spawn(CLI.binary, ["render", "scene.json", "-o", "out.gif", "--frames-dir", "frames", "--quiet"],
                            in: folder.path, stderr: errPath)
        // Wait until both the GIF's temp file and a frame exist.
        var started = false
        for _ in 0..<600 where !started {
            usleep(50_000)
            let frames = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("frames"))) ?? []
            started = listing(folder).contains { $0.hasPrefix(".out.gif.tmp-") } && !frames.isEmpty
        }
        #expect(started, "the render never got under way: \(listing(folder))")
        kill(pid, signo)
        var wait: Int32 = 0
        waitpid(pid, &wait, 0)
        let (died, status) = decodeWaitStatus(wait)
        #expect(died == signo && status == 128 + signo, "exit status \(status)")
        #expect(listing(folder) == ["scene.json"])
    }

    /// 9. A folder that was there before keeps what frolic did not write.
    @Test(.tags(.processes), .tier(.processes)) func interruptedRenderKeepsAFramesFolderItDidNotMake() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 60))
        try FileManager.default.createDirectory(atPath: folder.file("frames"), withIntermediateDirectories: false)
        try folder.write("frames/notes.txt", "mine")
        let errPath = folder.path + ".stderr"
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        let pid = try spawn(CLI.binary, ["render", "scene.json", "-o", "out.gif", "--frames-dir", "frames", "--quiet"],
                            in: folder.path, stderr: errPath)
        for _ in 0..<600 where ((try? FileManager.default.contentsOfDirectory(atPath: folder.file("frames"))) ?? []).count < 3 {
            usleep(50_000)
        }
        kill(pid, SIGTERM)
        var wait: Int32 = 0
        waitpid(pid, &wait, 0)
        #expect(decodeWaitStatus(wait).status == 143)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("frames")) == ["notes.txt"])
    }

    // 2. -o never turns a non-regular file into a GIF.
    @Test func outputOntoAPipeIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene())
        #expect(mkfifo(folder.file("pipe.gif"), 0o644) == 0)
        expectOneErrorLine(try render(["scene.json", "-o", "pipe.gif"], in: folder), field: "-o")
        var info = stat()
        #expect(lstat(folder.file("pipe.gif"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    /// 2. A link is followed: its target gets the GIF, atomically, and the link stays (a dangling one too).
    @Test func outputThroughASymlinkWritesItsTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene())
        try FileManager.default.createSymbolicLink(atPath: folder.file("latest.gif"), withDestinationPath: "renders/v1.gif")
        try FileManager.default.createDirectory(atPath: folder.file("renders"), withIntermediateDirectories: false)
        let result = try render(["scene.json", "-o", "latest.gif"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("latest.gif")) == "renders/v1.gif")
        let gif = try Data(contentsOf: URL(fileURLWithPath: folder.file("renders/v1.gif")))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("renders")) == ["v1.gif"])
    }

    /// 2. The output is never one of the inputs, by any of its names.
    @Test func outputThatIsAnInputIsRefused() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        try folder.write("scene.gif", scene)
        expectOneErrorLine(try render(["scene.gif", "-o", "scene.gif"], in: folder), field: "-o")
        try FileManager.default.linkItem(atPath: folder.file("scene.gif"), toPath: folder.file("hard.gif"))
        expectOneErrorLine(try render(["scene.gif", "-o", "hard.gif"], in: folder), field: "-o")
        try FileManager.default.createSymbolicLink(atPath: folder.file("soft.gif"), withDestinationPath: "scene.gif")
        expectOneErrorLine(try render(["scene.gif", "-o", "soft.gif"], in: folder), field: "-o")
        try folder.write("remote.gif", "{ \"startDate\": \"2021-12-01T00:00:00Z\", \"endDate\": \"2022-01-15T23:59:59Z\", \"duration\": 10 }")
        let config = try render(["scene.gif", "--config", "remote.gif", "-o", "remote.gif"], in: folder)
        expectOneErrorLine(config, field: "-o")
        #expect(config.stderr.contains("--config file"))
        #expect(try String(contentsOfFile: folder.file("scene.gif"), encoding: .utf8) == scene)
    }

    // 3. A fractional size is rounded to whole pixels, and one limit is quoted.
    @Test func fractionalSizeRoundsToPixels() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 0.2) { $0["size"] = [66.6, 83.4] })
        let result = try render(["scene.json", "-o", "out.gif"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let gif = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("out.gif"))))
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 67 && Int(gif[8]) | Int(gif[9]) << 8 == 83)

        try folder.write("scene.json", try snowScene { $0["size"] = [0.187, 333] })
        let tiny = try render(["scene.json", "-o", "out2.gif"], in: folder)
        expectOneErrorLine(tiny, field: "size")
        #expect(tiny.stderr.contains("4096") && !tiny.stderr.contains("8192"), "\(tiny.stderr)")
        try folder.write("scene.json", try snowScene { $0["size"] = [1400, 100] })
        let scaled = try render(["scene.json", "-o", "out2.gif", "--scale", "3"], in: folder)
        expectOneErrorLine(scaled, field: "size")
        #expect(scaled.stderr.contains("width 1400 at scale 3 is 4200 pixels"), "\(scaled.stderr)")
    }

    // 4. Error lines stay one line, name a place and do not echo megabytes.
    @Test func errorLinesStayOneLine() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene())
        let date = try render(["scene.json", "--date", "2024-12-24\nX", "-o", "out.gif"], in: folder)
        expectOneErrorLine(date, field: "--date")
        #expect(date.stderr.contains("\\n"))
        let empty = try render(["scene.json", "-o", ""], in: folder)
        expectOneErrorLine(empty, field: "-o")
        #expect(empty.stderr.hasPrefix("error: command line: -o: "))
        try folder.write("scene.json", try snowScene { scene in
            var snow = scene["snow"] as! [String: Any], flakes = snow["flakes"] as! [String: Any]
            flakes["pictures"] = [String(repeating: "p", count: 1_000_000)]
            snow["flakes"] = flakes
            scene["snow"] = snow
        })
        let long = try render(["scene.json", "-o", "out.gif"], in: folder)
        expectOneErrorLine(long, field: "snow.flakes.pictures[0]")
        #expect(long.stderr.count < 2_000)
        #expect(listing(folder) == ["scene.json"])
    }

    // 5. Strict JSON: a key given twice and null are errors at their path.
    @Test func duplicateKeysAndNullAreErrors() throws {
        let folder = try TemporaryFolder()
        let scene = try snowScene()
        try folder.write("scene.json", scene.replacingOccurrences(of: "\"duration\":1.6", with: "\"duration\":1,\"duration\":-1"))
        let twice = try render(["scene.json", "-o", "out.gif"], in: folder)
        expectOneErrorLine(twice, field: "duration")
        #expect(twice.stderr.contains("given twice"))
        try folder.write("scene.json", scene.replacingOccurrences(of: "\"duration\":1.6", with: "\"duration\":1.6,\"seed\":null"))
        let null = try render(["scene.json", "-o", "out.gif"], in: folder)
        expectOneErrorLine(null, field: "seed")
        #expect(listing(folder) == ["scene.json"])
    }

    // 6. --config is for a snow with a season only, and says what is wrong with the file.
    @Test func configIsCheckedAndOnlyForSnow() throws {
        let folder = try TemporaryFolder()
        try folder.write("broken.json", "{")
        let shelf = CLI.packageRoot + "/Examples/shelf-boom.json"
        let ignored = try render([shelf, "--config", "broken.json", "-o", "out.gif"], in: folder)
        expectOneErrorLine(ignored, field: "--config")
        #expect(ignored.stderr.contains("only a snow with a season reads a remote configuration"))
        try folder.write("scene.json", try snowScene())
        let dir = try render(["scene.json", "--config", ".", "-o", "out.gif"], in: folder)
        expectOneErrorLine(dir, field: "--config")
        #expect(dir.stderr.contains("is a folder"))
        let device = try render(["scene.json", "--config", "/dev/zero", "-o", "out.gif"], in: folder)
        expectOneErrorLine(device, field: "--config")
        #expect(device.stderr.contains("not a regular file"))
    }

    // 7. A legal name of 250 characters works: the temp file's name is shortened.
    @Test func longOutputName() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 0.2))
        let name = String(repeating: "g", count: 246) + ".gif"
        let result = try render(["scene.json", "-o", name], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(listing(folder) == [name, "scene.json"])
    }

    // 8. --seed has the range a scene's seed has.
    @Test func seedsPastTheRangeAreRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.json", try snowScene(duration: 0.2))
        for seed in ["9223372036854775808", "18446744073709551615", "-1"] {
            expectOneErrorLine(try render(["scene.json", "--seed", seed, "-o", "out.gif"], in: folder), field: "--seed")
        }
        #expect(try render(["scene.json", "--seed", "9223372036854775807", "-o", "out.gif"], in: folder).status == 0)
    }

    // 10. A scene's name is one safe file-name component.
    @Test func unsafeSceneNamesAreRefused() throws {
        let folder = try TemporaryFolder()
        for name in ["../x", "a/b", ".", "..", ".hidden", "-x", "a b", "tab\tname", String(repeating: "n", count: 101)] {
            try folder.write("scene.json", try snowScene { $0["name"] = name })
            expectOneErrorLine(try render(["scene.json", "-o", "out.gif"], in: folder), field: "name")
        }
        #expect(listing(folder) == ["scene.json"])
    }
}
