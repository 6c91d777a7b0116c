import Foundation
import Testing
import FrolicCore
@testable import FrolicRender

@Suite struct SceneRendererTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// A short, small copy of the snow-globe example in a temporary folder.
    func shortSnowScene(duration: Double = 2.4) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/Examples/snow-globe.json"))
        var object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        object["duration"] = duration
        object["size"] = [160, 200]
        let dir = NSTemporaryDirectory() + "/frolic-render-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/scene.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    func render(_ scene: String, threads: Int) throws -> (Data, RenderReport) {
        let out = NSTemporaryDirectory() + "/frolic-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: out) }
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
        let out = NSTemporaryDirectory() + "/frolic-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: out) }
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
    /// `--scale 3` (and its own pixels as points at 1); without a picture, `size` is required.
    @Test func sizeDefaultsToTheBackdropPictureOverTheScale() throws {
        let dir = NSTemporaryDirectory() + "/frolic-size-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/s.json"
        try Data(#"{ "name": "s", "fps": 10, "duration": 1, "backdrop": { "picture": "travel-app" }, "effects": [{ "snow": {} }] }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect(try SceneRenderer(scenePath: path, options: RenderOptions(scale: 3)).file.header.size == Size(393, 852))
        #expect(try SceneRenderer(scenePath: path, options: RenderOptions(scale: 1)).file.header.size == Size(1179, 2556))
        try Data(#"{ "name": "s", "fps": 10, "duration": 1, "backdrop": { "color": [0, 0, 0] }, "effects": [{ "snow": {} }] }"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        #expect(throws: FrolicError.self) { try SceneRenderer(scenePath: path) }
    }
}
