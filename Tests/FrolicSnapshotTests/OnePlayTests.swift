import Foundation
import FrolicTestSupport
import Testing
import FrolicRender
@testable import FrolicSnapshot

/// A snapshot's every output comes from one play of the scene: its digests,
/// key frames, GIF, the report's filmstrip and changed frames, and the
/// expected frames from one play of the recorded scene beside it.
@Suite struct OnePlayTests {
    /// The gesture moves (0.2 s → 0.3 s): frames between key frames change,
    /// and their expected pixels are painted from the recorded scene.
    @Test func aFailingSceneWithAReportPlaysEachSceneOnce() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let options = SnapshotOptions(record: .never, checkGIF: true, threads: 2, filmstrip: true)
        let recorded = SceneSnapshot.run(scenePath: try t.pictureScene(at: 0.2, duration: 1.0), referencesRoot: refs,
                                         options: SnapshotOptions(record: .missing, threads: 2))
        #expect(!recorded.failed, "\(recorded.summary)")
        let recordedHeader = try SceneRenderer(scenePath: t.file("scenes/demo.json")).header

        let scene = try t.pictureScene(at: 0.3, duration: 1.0)
        let header = try SceneRenderer(scenePath: scene).header
        let log = PlayLog()
        let r = PlayLog.$current.withValue(log) {
            SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: options)
        }
        #expect(r.failed, "\(r.summary)")
        let content = try #require(r.content)
        // Frames between key frames were measured against the recorded scene's frames.
        let between = content.changedFrames.filter { !content.keyFrames.contains($0) }
        #expect(!between.isEmpty && between.allSatisfy { content.figures[$0] != nil })
        let animation = try #require(r.animation)
        #expect(animation.expectedSlots.contains { $0 >= 0 } && !animation.expectedSlots.contains(Filmstrip.unknown))
        #expect(content.first?.expected != nil)

        #expect(recordedHeader != header)
        #expect(log.plays.count == 2)
        #expect(Set(log.plays.map(\.header)) == [header, recordedHeader] && log.plays.allSatisfy { $0.scenePath == scene })
    }
}
