import Foundation
import Testing
import FrolicCore
@testable import FrolicRender

/// The README's examples loop without a pop: the last frame shows exactly
/// what the first does, so the GIF's jump back to frame 0 is invisible, and
/// each plays exactly its `duration`.
@Suite struct ExampleLoopTests {
    static let examples = SceneRendererTests.root + "/Examples/"

    /// shelf-boom ends with every cell faded back, snow-globe when the last
    /// flake has fallen out, pig-burst when the last pig has, pixel-header
    /// back at rest and un-pixelated; the travel examples likewise over their
    /// screenshot, and shelf-drag when the last pig has left the aisle.
    @Test(arguments: ["shelf-boom", "snow-globe", "pig-burst", "pixel-header", "travel-snow", "travel-boom", "travel-pixelate", "shelf-drag"])
    func theLastFrameIsTheFirst(example: String) throws {
        let renderer = try SceneRenderer(scenePath: Self.examples + example + ".json")
        let frames = try renderer.frames(at: [0, renderer.timeline.frameCount - 1])
        #expect(frames[0].pixels == frames[1].pixels)
    }

    /// frames × 100/fps cs is the GIF's total; it equals the duration when the
    /// duration is a whole number of frames (the README's rule).
    @Test func everyExamplePlaysItsDurationExactly() throws {
        for name in ["passcode", "shelf-boom", "snow-globe", "pixel-header", "pig-burst"] {
            let timeline = try SceneRenderer(scenePath: Self.examples + name + ".json").timeline
            #expect(timeline.frameCount * 100 == Int((timeline.duration * 100).rounded()) * timeline.fps,
                    "\(name): \(timeline.frameCount) frames at \(timeline.fps) fps for \(timeline.duration) s")
        }
    }
}
