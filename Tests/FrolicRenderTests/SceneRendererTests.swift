import Foundation
import Testing
import FrolicCore
import FrolicRaster
import FrolicScenes
@testable import FrolicRender
import FrolicTestSupport

@Suite struct SceneRendererTests {
    static let root = RepositoryRoot.path

    /// A short, small copy of the snow-globe example in a temporary folder.
    func shortSnowScene(duration: Double = 2.4) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/Examples/snow-globe.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object["duration"] = duration
        object["size"] = [160, 200]
        let path = try TemporaryFolder(keptUntilExit: true).file("scene.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    func render(_ scene: String, threads: Int) throws -> (Data, RenderReport) {
        let folder = try TemporaryFolder()
        let out = folder.file("out.gif")
        let renderer = try SceneRenderer(scenePath: scene, options: RenderOptions(threads: threads))
        let report = try renderer.renderGIF(to: out, measureQuality: true)
        return (try Data(contentsOf: URL(fileURLWithPath: out)), report)
    }

    @Test func sameBytesTwiceInOneProcessAndForAnyThreadCount() throws {
        let scene = try shortSnowScene()
        let (a, _) = try render(scene, threads: 1)
        let (b, _) = try render(scene, threads: 1)
        let (c, _) = try render(scene, threads: 3)
        #expect(a == b)
        #expect(a == c)
    }

    @Test func frameSequenceCountsFramesFromTheTimeline() throws {
        let renderer = try SceneRenderer(scenePath: try shortSnowScene(duration: 1))
        var sequence = try renderer.makeFrames()
        var n = 0
        while sequence.next() != nil { n += 1 }
        #expect(n == renderer.header.fps)
    }

    /// Decodes the GIF with giflib's `giftext`, an independent decoder: frame
    /// delays add up to the scene's duration, also when that is not a whole
    /// number of frames (2.37 s and 2.41 s at 25 fps), none is below 2 cs,
    /// and it loops forever.
    @Test(arguments: [2.4, 2.37, 2.41])
    func gifDecodesWithGiflib(duration: Double) throws {
        let scene = try shortSnowScene(duration: duration)
        let folder = try TemporaryFolder()
        let out = folder.file("out.gif")
        let report = try SceneRenderer(scenePath: scene).renderGIF(to: out, measureQuality: true)
        #expect((report.psnr ?? 0) >= 35)

        guard let text = try Self.giftext(out) else { return }
        let delays = Self.delays(inGiftext: text)
        #expect(delays.count == report.gifFrames)
        #expect(delays.reduce(0, +) == Int((duration * 100).rounded()))
        #expect(delays.allSatisfy { $0 >= 2 })
        #expect(text.contains("application block"))
        // The application block is NETSCAPE2.0 with loop count 0 (forever).
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        let loop = Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0]
        #expect((0...(bytes.count - loop.count)).contains { Array(bytes[$0..<$0 + loop.count]) == loop })
    }
}

extension SceneRendererTests {
    /// What giflib's `giftext` prints for `path` (an independent decoder), or
    /// nil with an issue recorded when it is missing or fails.
    static func giftext(_ path: String) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/giftext") else {
            Issue.record("giftext (giflib-tools) is not installed: run `make deps`")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/giftext")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("giftext failed on \(path) (\(process.terminationStatus))")
            return nil
        }
        return text
    }

    /// Every frame's delay in cs, in order, from `giftext` output.
    static func delays(inGiftext text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line -> Int? in
            guard let r = line.range(of: "DelayTime: ") else { return nil }
            return Int(line[r.upperBound...].prefix { $0.isNumber })
        }
    }
}

extension SceneRendererTests {
    /// Without `size`, an @3x screenshot backdrop gives 393 × 852 points at
    /// every `--scale`; without a picture, `size` is required.
    @Test func sizeDefaultsToTheBackdropPictureOverItsDensity() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("s.json")
        try Data(#"{ "name": "s", "fps": 10, "duration": 1, "backdrop": { "picture": "travel-app" }, "effects": [{ "snow": {} }] }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect(try SceneRenderer(scenePath: path, options: RenderOptions(scale: 3)).file.header.size == Size(393, 852))
        #expect(try SceneRenderer(scenePath: path, options: RenderOptions(scale: 1)).file.header.size == Size(393, 852))
        try Data(#"{ "name": "s", "fps": 10, "duration": 1, "backdrop": { "color": [0, 0, 0] }, "effects": [{ "snow": {} }] }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect(throws: SceneFileError.self) { try SceneRenderer(scenePath: path) }
    }
}

extension SceneRendererTests {
    /// The palette samples 48 frames' worth of scale-1 pixels, evenly over
    /// the run with both ends, but never fewer than 16 frames, nor more than the scene has.
    @Test func thePaletteSamplesPixelsNotFramesAtLargerScales() throws {
        let scene = ##"{ "name": "s", "size": [40, 30], "fps": 50, "duration": 2, "backdrop": { "color": "#336699" }, "effects": [{ "snow": { "start": "time", "at": 0 } }] }"##
        let indices = try (1...3).map { try renderer(scene, scale: $0).paletteSampleIndices }
        #expect(indices.map(\.count) == [48, 16, 16])
        #expect(indices.allSatisfy { $0.first == 0 && $0.last == 99 && $0 == $0.sorted() && Set($0).count == $0.count })
        let short = ##"{ "name": "s", "size": [40, 30], "fps": 10, "duration": 2, "backdrop": { "color": "#336699" }, "effects": [{ "snow": { "start": "time", "at": 0 } }] }"##
        #expect(try renderer(short).paletteSampleIndices == Array(0..<20))
    }

    func renderer(_ json: String, scale: Int = 1) throws -> SceneRenderer {
        try SceneRenderer(scenePath: NSTemporaryDirectory() + "/screen.json", contents: Data(json.utf8), options: RenderOptions(scale: scale))
    }

    func firstFrame(_ renderer: SceneRenderer) throws -> Frame {
        var frames = try renderer.makeFrames()
        let first = frames.next()
        return try renderer.makeRasterizer().render(try #require(first))
    }

    /// A built-in screen is its example's effect at rest: the composed
    /// scene's first frame is the effect block's, pixel for pixel, and the
    /// size comes from the screen when the scene gives none.
    @Test(arguments: [("shelf-boom", #""shelfBoom": {}"#), ("pixel-header", #""pixelHeader": {}"#),
                      ("snow-globe", #""snow": { "today": "2025-12-20" }"#)])
    func aBuiltInScreenIsItsExamplesFirstFrame(screen: String, block: String) throws {
        let composed = try renderer(#"{ "name": "s", "fps": 10, "duration": 1, "showGestures": false, "backdrop": { "screen": "\#(screen)" }, "effects": [{ "snow": { "start": "time", "at": 5 } }] }"#, scale: 2)
        let original = try renderer(#"{ "name": "s", "size": [375, 667], "fps": 10, "duration": 1, "showGestures": false, \#(block) }"#, scale: 2)
        #expect(composed.file.header.size == Size(375, 667))
        #expect(try firstFrame(composed) == (try firstFrame(original)))
    }

    /// Boom over a built-in screen samples its fragments' colours from the
    /// screen as drawn: the shelf's apple cell bursts red, where a screen
    /// nothing could capture would give the backdrop's white.
    @Test func boomOverABuiltInScreenBurstsInTheScreensColours() throws {
        let r = try renderer(#"{ "name": "s", "fps": 10, "duration": 2, "showGestures": false, "backdrop": { "screen": "shelf-boom" }, "effects": [{ "boom": { "rects": [[20, 64, 90, 56]], "start": "time", "at": 0.1, "fragmentColor": "sampled", "fragmentEdge": 0, "fragmentMinSize": 0 } }] }"#)
        var frames = try r.makeFrames()
        var fills: [Color] = []
        while let list = frames.next() {
            for case .ellipse(_, let style) in list.commands { if let fill = style.fill { fills.append(fill) } }
        }
        #expect(fills.count > 20)
        #expect(fills.filter { $0.r > 0.7 && $0.g < 0.4 && $0.b < 0.4 }.count > fills.count / 3, "mostly apple red")
    }
}
