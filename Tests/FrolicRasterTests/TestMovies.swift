import Foundation
import FrolicTestSupport
import Testing

/// Movies made by the tests with ffmpeg (installed by `make deps`), from the
/// project's pictures or from flat colours, in a folder of their own.
final class TestMovies {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// Runs ffmpeg quietly with `arguments`, the output named last; the output's path, or nil with an issue recorded.
    @discardableResult
    func ffmpeg(_ arguments: [String], output: String) -> String? {
        let path = folder.file(output)
        guard ExternalTool.run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y"] + arguments + [path]) != nil else { return nil }
        return path
    }

    /// A flat picture of `color` (an ffmpeg colour name), `size` as `WxH`.
    func still(_ color: String, size: String = "64x64") -> String? {
        ffmpeg(["-f", "lavfi", "-i", "color=c=\(color):s=\(size)", "-frames:v", "1"], output: "\(color).png")
    }

    /// A movie of the stills `parts` (colour, seconds each), at a variable frame rate: one frame a part.
    func variableRate(_ parts: [(String, Double)], output: String, codec: [String]) -> String? {
        var list = ""
        for (color, seconds) in parts {
            guard let still = still(color) else { return nil }
            list += "file '\(still)'\nduration \(seconds)\n"
        }
        list += "file '\(still(parts.last!.0)!)'\n"
        guard let listPath = try? folder.write("parts.txt", list) else { return nil }
        return ffmpeg(["-f", "concat", "-safe", "0", "-i", listPath, "-fps_mode", "vfr", "-pix_fmt", "yuv420p"] + codec, output: output)
    }

    /// `codec`'s encoder arguments for a small, fast encode.
    static let h264 = ["-c:v", "libx264", "-preset", "ultrafast"]
    static let hevc = ["-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1", "-x265-params", "log-level=none"]
    static let vp9 = ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-b:v", "200k"]
}
