import Foundation
import Testing
@testable import FrolicRaster

/// What independent decoders (giflib's giftext, gifsicle, Pillow) report about a GIF.
struct GIFInspection {
    struct Image: Equatable {
        var left = 0, top = 0, width = 0, height = 0
        var delay = 0
        var transparent = false
        var transparentIndex = -1
        var disposal = 0
        var hasLocalColorMap = false
    }

    var images: [Image] = []
    var globalColorMaps = 0
    var terminatedNormally = false

    var delays: [Int] { images.map(\.delay) }

    /// Parses `giftext` output: each graphics-control block precedes its image.
    static func giftext(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> GIFInspection? {
        guard let text = ExternalTool.run("giftext", [path], sourceLocation: sourceLocation) else { return nil }
        var result = GIFInspection()
        var control = Image()
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            func number(after key: String) -> Int? {
                guard let range = line.range(of: key) else { return nil }
                return Int(line[range.upperBound...].prefix { $0.isNumber || $0 == "-" })
            }
            if line == "Has Global Color Map." { result.globalColorMaps += 1 }
            if let d = number(after: "Disposal Mode: ") { control.disposal = d }
            if let d = number(after: "DelayTime: ") { control.delay = d }
            if let t = number(after: "Transparent Index: ") { control.transparentIndex = t }
            if line.hasPrefix("Transparency on: ") { control.transparent = line.hasSuffix("yes") }
            if line.hasPrefix("Image #") { result.images.append(control); control = Image() }
            if line.hasPrefix("Image Size - "), !result.images.isEmpty {
                var image = result.images.removeLast()
                image.left = number(after: "Left = ") ?? -1
                image.top = number(after: "Top = ") ?? -1
                image.width = number(after: "Width = ") ?? -1
                image.height = number(after: "Height = ") ?? -1
                result.images.append(image)
            }
            if line.hasPrefix("Image Has Color Map"), !result.images.isEmpty {
                result.images[result.images.count - 1].hasLocalColorMap = true
            }
            if line == "GIF file terminated normally." { result.terminatedNormally = true }
        }
        return result
    }

    /// Every composed frame as Pillow shows it (0x00RRGGBB pixels), with its duration in ms.
    static func pillowFrames(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> [(pixels: [UInt32], milliseconds: Int)]? {
        let script = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        with open(sys.argv[1] + '.rgb', 'wb') as out:
            for i in range(im.n_frames):
                im.seek(i)
                out.write(im.convert('RGB').tobytes())
                print(im.info.get('duration'))
        """
        // Debian's python3 carries Pillow (python3-pil); a pyenv python3 earlier on PATH may not.
        guard let output = ExternalTool.run("/usr/bin/python3", ["-c", script, path], sourceLocation: sourceLocation),
              let bytes = FileManager.default.contents(atPath: path + ".rgb") else { return nil }
        try? FileManager.default.removeItem(atPath: path + ".rgb")
        let durations = output.split(separator: "\n").compactMap { Int($0) }
        let size = bytes.count / max(durations.count, 1) / 3
        return durations.enumerated().map { i, ms in
            let pixels = (0..<size).map { p -> UInt32 in
                let o = (i * size + p) * 3
                return UInt32(bytes[o]) << 16 | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2])
            }
            return (pixels, ms)
        }
    }
}
