import Foundation
import Testing
import FrolicCore
@testable import FrolicRender

/// The README's examples loop without a pop: the last frame shows exactly
/// what the first does, so the GIF's jump back to frame 0 is invisible, and
/// each plays exactly its `duration`.
@Suite struct ExampleLoopTests {
    static let examples = SceneRendererTests.root + "/Examples/"

    private func firstAndLast(_ name: String) throws -> (first: [UInt32], last: [UInt32]) {
        let renderer = try SceneRenderer(scenePath: Self.examples + name + ".json")
        let frames = try renderer.frames(at: [0, renderer.timeline.frameCount - 1])
        return (frames[0].pixels, frames[1].pixels)
    }

    @Test func shelfBoomEndsWithEveryCellBack() throws {
        let (first, last) = try firstAndLast("shelf-boom")
        #expect(first == last)
    }

    @Test func snowGlobeEndsWhenTheLastFlakeHasFallenOut() throws {
        let (first, last) = try firstAndLast("snow-globe")
        #expect(first == last)
    }

    @Test func pigBurstEndsWhenTheLastPigHasFallenOut() throws {
        let (first, last) = try firstAndLast("pig-burst")
        #expect(first == last)
    }

    @Test func pixelHeaderEndsAtRestAsItBegan() throws {
        let (first, last) = try firstAndLast("pixel-header")
        #expect(first == last)
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
