import Foundation
import FrolicTestSupport
import Testing
import FrolicCore
import FrolicRaster
import FrolicScenes
@testable import FrolicRender

/// An ambient loop's GIF at the default `--lossy` starts over without a
/// pop: decoded, its last-to-first step is no bigger than its median
/// frame-to-frame step, though lossy frames drift from the frames as mapped
/// (`LoopClosing`).
@Suite struct LoopSeamTests {
    /// Snow looping over a screenshot fitted into a small screen: flakes pass
    /// over anti-aliased text and pictures, whose colours drift.
    func scene(duration: Double, in folder: TemporaryFolder) throws -> String {
        let path = folder.file("loop.json")
        try """
        { "name": "loop", "size": [120, 260], "fps": 25, "duration": \(duration), "seed": 7,
          "backdrop": { "picture": "travel-app" },
          "effects": [{ "snow": { "loop": 2, "emitter": { "birthRate": 1.5 } } }] }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Changed pixels (any channel) between consecutive frames as Pillow
    /// decodes the GIF, and from the last frame to the first; nil, with an
    /// issue recorded, without Debian's python3 and Pillow.
    static func steps(_ gif: String) throws -> (steps: [Int], seam: Int)? {
        let script = """
        import sys
        from PIL import Image, ImageChops
        im = Image.open(sys.argv[1])
        frames = []
        for i in range(im.n_frames):
            im.seek(i)
            frames.append(im.convert('RGB').copy())
        def changed(a, b):
            r, g, b2 = ImageChops.difference(a, b).split()
            return a.size[0] * a.size[1] - ImageChops.lighter(ImageChops.lighter(r, g), b2).histogram()[0]
        print(' '.join(str(changed(a, b)) for a, b in zip(frames, frames[1:])))
        print(changed(frames[-1], frames[0]))
        """
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            Issue.record("/usr/bin/python3 is missing: run `make deps`")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, gif]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n")
        guard process.terminationStatus == 0, lines.count == 2, let seam = Int(lines[1]) else {
            Issue.record("Pillow could not decode \(gif) (python3-pil missing?)")
            return nil
        }
        return (lines[0].split(separator: " ").compactMap { Int($0) }, seam)
    }

    static func median(_ xs: [Int]) -> Int { xs.sorted()[xs.count / 2] }

    /// The loop's frames through the GIF end, closing the loop or not.
    func gif(_ renderer: SceneRenderer, closing: Bool, in folder: TemporaryFolder) throws -> String {
        let n = renderer.timeline.frameCount
        let (frames, palette) = try renderer.playFrames(at: Array(0..<n))
        let mapper = ColorMapper(palette: palette, dithering: renderer.options.dithering)
        let path = folder.file("\(closing).gif")
        let gif = try GIFFrameOrder(path: path, width: frames[0].width, height: frames[0].height, palette: palette,
                                    fps: renderer.header.fps, totalCentiseconds: renderer.timeline.centiseconds,
                                    tolerance: renderer.header.lossy, loopFrames: closing ? n : nil)
        for frame in frames {
            if let write = try gif.add(mapper.map(frame), truecolor: frame).write { try gif.append(write.encode()) }
        }
        try gif.finish()
        return path
    }

    @Test func theSeamIsNoBiggerThanTheMedianStep() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let renderer = try SceneRenderer(scenePath: scene(duration: 2, in: folder))
        #expect(renderer.header.lossy == SceneHeader.defaultLossy)
        #expect(renderer.loopFrames == renderer.timeline.frameCount)
        guard let open = try Self.steps(gif(renderer, closing: false, in: folder)),
              let closed = try Self.steps(gif(renderer, closing: true, in: folder)) else { return }
        // Left open, the drifted pixels all snap back at the seam.
        #expect(open.seam > Self.median(open.steps), "open: seam \(open.seam), median \(Self.median(open.steps))")
        #expect(closed.seam <= Self.median(closed.steps), "closed: seam \(closed.seam), median \(Self.median(closed.steps))")
        // The render closes the loop as the GIF end does here.
        let rendered = folder.file("rendered.gif")
        _ = try renderer.renderGIF(to: rendered)
        guard let render = try Self.steps(rendered) else { return }
        #expect(render.seam <= Self.median(render.steps), "render: seam \(render.seam), median \(Self.median(render.steps))")
    }

    /// A scene that does not last a whole number of its loops is no loop, and its GIF ends as any other.
    @Test func onlyAWholeNumberOfLoopsIsALoop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try SceneRenderer(scenePath: scene(duration: 4, in: folder)).loopFrames == 100)
        #expect(try SceneRenderer(scenePath: scene(duration: 3, in: folder)).loopFrames == nil)
        #expect(try SceneRenderer(scenePath: SceneRendererTests.root + "/Examples/snow-globe.json").loopFrames == nil)
    }
}
