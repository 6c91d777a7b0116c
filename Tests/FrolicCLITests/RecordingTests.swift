import Foundation
import FrolicRaster
import FrolicTestSupport
import Testing

/// A screen recording given where a screenshot goes plays on the scene's
/// clock with the effects over it, the same bytes every time.
@Suite struct RecordingTests {
    /// A variable-rate movie of flat colours: red to 0.48 s, green to 0.6 s, then blue to 1.48 s.
    static func parts(in folder: TemporaryFolder) throws -> String? {
        var list = ""
        for (color, seconds) in [("red", 0.48), ("green", 0.12), ("blue", 0.88), ("blue", 0)] {
            let still = folder.file("\(color).png")
            if !FileManager.default.fileExists(atPath: still) {
                guard try CLI.run(["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=\(color):s=120x240",
                                   "-frames:v", "1", still], executable: "/usr/bin/ffmpeg").status == 0 else { return nil }
            }
            list += "file '\(still)'\n" + (seconds > 0 ? "duration \(seconds)\n" : "")
        }
        let movie = folder.file("parts.mp4")
        let made = try CLI.run(["-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", try folder.write("parts.txt", list),
                                "-fps_mode", "vfr", "-pix_fmt", "yuv420p", "-c:v", "libx264", "-preset", "ultrafast", movie],
                               executable: "/usr/bin/ffmpeg")
        #expect(made.status == 0, "ffmpeg (make deps installs it): \(made.stderr)")
        return made.status == 0 ? movie : nil
    }

    /// The colour that dominates a frame's bottom-left corner (effects rise from taps in the middle).
    static func corner(_ frame: Frame) -> String {
        let p = frame.pixels[(frame.height - 3) * frame.width + 2]
        let (r, g, b) = ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
        return r > g && r > b ? "red" : g > b ? "green" : "blue"
    }

    @Test func aRecordingPlaysUnderItsEffectsOnTheScenesClock() throws {
        let folder = try TemporaryFolder()
        guard let movie = try Self.parts(in: folder) else { return }
        let run = try CLI.run(["render", movie, "--effect", "hearts", "--frames-dir", "frames", "-o", "a.gif"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = folder.contents("frames").filter { $0.hasPrefix("frame-") }
        #expect(frames.count >= 37, "the scene lasts the recording (1.48 s at 25 fps), not only the hearts")
        // Frames at 0.2, 0.52 and 0.8 s show the part on screen then.
        let seen = try [5, 13, 20].map { Self.corner(try PNGFile.read(folder.file("frames/frame-\(String(format: "%04d", $0)).png"))) }
        #expect(seen == ["red", "green", "blue"])
        let again = try CLI.run(["render", movie, "--effect", "hearts", "-o", "b.gif"], in: folder.path)
        #expect(again.status == 0)
        #expect(FileManager.default.contents(atPath: folder.file("a.gif")) == FileManager.default.contents(atPath: folder.file("b.gif")))
    }

    /// The colour of the bottom-left corner of each of `frames` (indices) in `folder`'s `frames/`.
    static func corners(_ frames: [Int], in folder: TemporaryFolder) throws -> [String] {
        try frames.map { corner(try PNGFile.read(folder.file("frames/frame-\(String(format: "%04d", $0)).png"))) }
    }

    @Test func withNoEffectTheRecordingIsShownAloneAndNewWritesItsMovie() throws {
        let folder = try TemporaryFolder()
        guard let movie = try Self.parts(in: folder) else { return }
        let run = try CLI.run(["render", movie, "--frames-dir", "frames", "-o", "alone.gif"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.corners([5, 13, 20], in: folder) == ["red", "green", "blue"])
        let new = try CLI.run(["new", movie, "-o", "alone.json"], in: folder.path)
        #expect(new.status == 0, "\(new.stderr)")
        let text = try String(contentsOfFile: folder.file("alone.json"), encoding: .utf8)
        #expect(text.contains(#""movie": "parts.mp4""#) && !text.contains("effects") && !text.contains(#""picture""#), "\(text)")
        // The recording lasts to the end of its last frame: 1.48 s and that frame's own time.
        let duration = text.range(of: #""duration": [0-9.]+"#, options: .regularExpression).flatMap { Double(text[$0].dropFirst(12)) }
        #expect(duration.map { (1.48...1.53).contains($0) } == true, "the scene lasts the recording: \(text)")
    }

    func scene(_ backdrop: String, duration: Double = 1, effects: Bool = false) -> String {
        #"{ "name": "rec", "fps": 25, "duration": \#(duration), "seed": 1, "backdrop": \#(backdrop)\#(effects ? #", "effects": [{ "hearts": {} }]"# : "") }"#
    }

    @Test func trimAndSpeedChooseThePartShown() throws {
        let folder = try TemporaryFolder()
        guard try Self.parts(in: folder) != nil else { return }
        // From 0.5 s (green) at twice the speed: 0.2 s in is 0.9 s of the movie (blue).
        try folder.write("trim.json", scene(#"{ "movie": "parts.mp4", "trim": [0.5, 1.48], "speed": 2 }"#, duration: 0.5))
        let run = try CLI.run(["render", "trim.json", "--frames-dir", "frames", "-o", "trim.gif"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.corners([0, 5], in: folder) == ["green", "blue"])
    }

    @Test func aFlowScreensRecordingStartsWhenItComesIn() throws {
        let folder = try TemporaryFolder()
        guard try Self.parts(in: folder) != nil else { return }
        _ = try CLI.run(["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=white:s=120x240", "-frames:v", "1",
                         folder.file("home.png")], executable: "/usr/bin/ffmpeg")
        try folder.write("flow.json", #"""
            { "name": "flow", "fps": 25, "duration": 1.6, "seed": 1,
              "screens": [{ "picture": "home.png" }, { "movie": "parts.mp4" }],
              "flow": [{ "at": 1, "show": 1, "duration": 0.2 }] }
            """#)
        let run = try CLI.run(["render", "flow.json", "--frames-dir", "frames", "-o", "flow.gif"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        // 1.36 s into the scene is 0.36 s into the recording (red); on the scene's clock it would be blue.
        #expect(try Self.corners([34], in: folder) == ["red"])
    }

    @Test(arguments: [
        (#"{ "movie": "parts.mp4", "trim": [0, 5] }"#, "backdrop.trim: 5 s is past the end of the recording (1.5"),
        (#"{ "picture": "parts.mp4" }"#, "backdrop.picture: \"parts.mp4\" is a screen recording; name it with `movie`"),
        (#"{ "movie": "red.png" }"#, "backdrop.movie: \"red.png\" is a picture, not a screen recording; name it with `picture`"),
        (#"{ "movie": "empty.mov" }"#, "bad.json: backdrop.movie: ./empty.mov: not a readable movie (the file is empty)"),
        (#"{ "picture": "red.png", "speed": 2 }"#, "goes with a `movie`"),
    ])
    func aBadRecordingIsOneLineAndNoGIF(backdrop: String, message: String) throws {
        let folder = try TemporaryFolder()
        guard try Self.parts(in: folder) != nil else { return }
        try folder.write("empty.mov", "")
        try folder.write("bad.json", scene(backdrop, effects: true))
        let run = try CLI.run(["render", "bad.json", "-o", "bad.gif"], in: folder.path)
        #expect(run.status != 0)
        #expect(run.stderr.contains(message) && run.stderr.hasPrefix("error: "), "\(run.stderr)")
        #expect(!folder.exists("bad.gif"))
    }

    /// A scene over a recording may leave `duration` out: it is the part played.
    @Test func withoutADurationTheSceneLastsThePartOfTheRecordingPlayed() throws {
        let folder = try TemporaryFolder()
        guard try Self.parts(in: folder) != nil else { return }
        try folder.write("whole.json", #"{ "name": "whole", "fps": 25, "seed": 1, "backdrop": { "movie": "parts.mp4" } }"#)
        try folder.write("part.json", #"{ "name": "part", "fps": 25, "seed": 1, "backdrop": { "movie": "parts.mp4", "trim": [0.5], "speed": 2 } }"#)
        try folder.write("none.json", #"{ "name": "none", "fps": 25, "seed": 1, "backdrop": { "picture": "red.png" }, "effects": [{ "hearts": {} }] }"#)
        let whole = try CLI.run(["render", "whole.json", "-o", "whole.gif"], in: folder.path)
        let part = try CLI.run(["render", "part.json", "-o", "part.gif"], in: folder.path)
        #expect(whole.status == 0 && part.status == 0, "\(whole.stderr)\(part.stderr)")
        // The recording lasts 1.48 s and its last frame's own time; half of the part after 0.5 s at twice the speed.
        let wholeFrames = try #require(Self.frames(whole.stderr)), partFrames = try #require(Self.frames(part.stderr))
        #expect((37...39).contains(wholeFrames) && (12...14).contains(partFrames), "\(whole.stderr)\(part.stderr)")
        let none = try CLI.run(["render", "none.json", "-o", "none.gif"], in: folder.path)
        #expect(none.status != 0 && none.stderr.contains("none.json: duration: missing"), "\(none.stderr)")
    }

    /// The frame count of a `wrote …: W×H, N frames (…)` line.
    static func frames(_ line: String) -> Int? {
        guard let range = line.range(of: #", (\d+) frames"#, options: .regularExpression) else { return nil }
        return Int(line[range].dropFirst(2).split(separator: " ")[0])
    }
}
