import Foundation
import Testing
import FrolicCore
import FrolicScenes
@testable import FrolicSnapshot

@Suite struct KeyFramesTests {
    func header(fps: Int = 25, duration: Double = 6, events: [Double]) throws -> SceneHeader {
        var file = try SceneFile.load(path: packageRoot + "/Examples/pixel-header.json")
        file.header.fps = fps
        file.header.duration = duration
        file.header.script = Script(events.map { ScriptEvent(time: $0, gesture: .shake) })
        return file.header
    }

    @Test func sortedUniqueWithinTheAnimation() throws {
        let h = try header(events: [0.4, 1.5, 3.2])
        let n = h.timeline.frameCount
        let keys = KeyFrames.select(header: h, frameCount: n).map(\.index)
        #expect(keys == keys.sorted())
        #expect(keys.first == 0 && keys.last == n - 1)
        #expect(keys.count <= KeyFrames.maximum)
    }

    /// At 25 fps frame k is sampled after ticks 0 ..< 24k have stepped; a
    /// gesture at 0.4 s fires on tick 240, first seen in frame 11 (tick 264).
    @Test func frameRightAfterEachGestureAndMilestones() throws {
        let h = try header(events: [0.4])
        let keys = KeyFrames.select(header: h, frameCount: h.timeline.frameCount)
        #expect(keys.contains { $0.index == 11 && $0.reason.hasPrefix("after shake at 0.40 s") })
        // +0.25 s: tick 390 is first seen in frame 17 (tick 408); +0.5 s: tick 540 → frame 23 (tick 552).
        #expect(keys.contains { $0.index == 17 })
        #expect(keys.contains { $0.index == 23 })
    }

    @Test func manyGesturesStayWithinTheCap() throws {
        let h = try header(duration: 20, events: stride(from: 0.5, to: 19, by: 0.7).map { $0 })
        let keys = KeyFrames.select(header: h, frameCount: h.timeline.frameCount)
        #expect(keys.count == KeyFrames.maximum)
        #expect(keys.contains { $0.index == 0 })
    }

    @Test func singleFrameScene() throws {
        let h = try header(fps: 1, duration: 1, events: [])
        #expect(KeyFrames.select(header: h, frameCount: 1).map(\.index) == [0])
    }
}
