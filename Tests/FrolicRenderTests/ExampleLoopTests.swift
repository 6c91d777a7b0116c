import Foundation
import FrolicTestSupport
import Testing
import FrolicCore
@testable import FrolicRender

/// The README's examples loop without a pop: the last frame shows exactly
/// what the first does (an ambient loop's is one step before it), so the GIF's jump back to frame 0 is invisible, and
/// each plays exactly its `duration`.
@Suite(.tags(.examples), .tier(.examples)) struct ExampleLoopTests {
    /// shelf-boom ends with every cell faded back, snow-globe when the last
    /// flake has fallen out, pig-burst when the last pig has, pixel-header
    /// (and pixel-header-continuous) back at rest and un-pixelated, passcode when
    /// its card has slid out over the replayed game; the travel examples
    /// likewise over their screenshot, and shelf-drag when the last pig has
    /// left the aisle; each gallery example once its effect has played out
    /// (bounce's through the round card's button, which plays again).
    ///
    /// Read from each example's recorded frame digests, which the examples'
    /// snapshot test holds to what the scene renders today; only an ambient
    /// loop, whose seam is judged by its pixels, is rendered here.
    @Test(arguments: ExampleScenes.names)
    func theLastFrameIsTheFirst(example: String) throws {
        let path = ExampleScenes.scene(example)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard text.contains(#""loop""#) || text.contains(#""movie""#) else {
            let references = RepositoryRoot.path + "/Tests/Snapshots/" + example + "/frames.json"
            let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: references))) as? [String: Any]
            let digests = try #require(recorded?["frames"] as? [String], "\(references): no frame digests")
            #expect(digests.count > 1 && digests.first == digests.last,
                    "\(example): the last of \(digests.count) frames is \(digests.last ?? "none"), the first \(digests.first ?? "none")")
            return
        }
        let renderer = try SceneRenderer(scenePath: path)
        let n = renderer.timeline.frameCount
        // An ambient loop (rain, snow) never stops moving, and a recording
        // back where it began differs from its first frame by the codec's
        // noise: the jump from the last frame back to the first is no bigger than a step.
        let at = [0, 1, n / 2, n / 2 + 1, n - 2, n - 1]
        let f = try renderer.playFrames(at: at).frames.map(\.pixels)
        func changed(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).count { $0 != $1 } }
        let steps = [changed(f[0], f[1]), changed(f[2], f[3]), changed(f[4], f[5])]
        #expect(changed(f[5], f[0]) <= steps.max()!, "\(example): seam \(changed(f[5], f[0])) pixels, steps \(steps)")
    }

    /// Each committed GIF, as giflib's `giftext` decodes it, plays its scene's
    /// `duration` to the centisecond (travel-boom's 7.5 s is 187.5 frames).
    @Test func everyExampleGIFPlaysItsDurationExactly() throws {
        let names = ExampleScenes.names
        #expect(names.count >= 9)
        for name in names {
            let timeline = try SceneRenderer(scenePath: ExampleScenes.scene(name)).timeline
            guard let text = try SceneRendererTests.giftext(ExampleScenes.folder + "/" + name + ".gif") else { return }
            let delays = SceneRendererTests.delays(inGiftext: text)
            #expect(delays.reduce(0, +) == timeline.centiseconds, "\(name): \(delays.reduce(0, +)) cs for \(timeline.duration) s")
        }
    }
}
