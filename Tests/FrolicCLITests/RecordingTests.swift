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
}
