import Foundation
import FrolicTestSupport
import Testing
import FrolicRaster
import FrolicRender
@testable import FrolicSnapshot

/// A key frame is compared with the PNG recorded for that very frame, or
/// says plainly it has none; masks hold for key frames as for digests.
@Suite struct KeyFrameReferenceTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode, gif: Bool = false) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: gif, threads: 2))
    }

    /// The gesture moves (0.2 s → 0.3 s): `after-gesture-1` moves from frame
    /// 6 to 8 and its milestones with it. Their PNGs hold the old frames, so
    /// they are no reference for the new ones; every changed frame's count is
    /// pixelmatch's over the frame as recorded and as it is now, index by index.
    @Test func movedGestureComparesEachFrameWithItsOwnRecording() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let recorded = run(try t.pictureScene(at: 0.2, duration: 1.0), refs, .missing)
        #expect(!recorded.failed, "\(recorded.summary)")
        let marker = try #require(try ReferenceMarker.load(refs + "/demo/" + ReferenceMarker.fileName))
        #expect(marker.entry("after-gesture-1.png")?.frame == 6)

        let scene = try t.pictureScene(at: 0.3, duration: 1.0)
        let r = run(scene, refs, .never)
        #expect(r.failed)
        let moved = r.frames.filter { $0.keyFrame.role.hasPrefix("after-gesture-1") }
        #expect(moved.map(\.keyFrame.index) == [8, 14, 21])
        #expect(moved.map(\.status) == [.otherFrame(file: "after-gesture-1.png", recordedFrame: 6),
                                        .otherFrame(file: "after-gesture-1+0.25s.png", recordedFrame: 12),
                                        .otherFrame(file: "after-gesture-1+0.5s.png", recordedFrame: 18)])
        #expect(moved.allSatisfy { $0.expected == nil && $0.diff == nil }, "no picture of another frame is taken for expected")
        #expect(moved[0].otherFrameNote(fps: 25)
                == "after-gesture-1.png was recorded for frame 6 (0.24 s); this key frame is now frame 8 (0.32 s) and has no reference of its own")

        // Counts as pixelmatch's, frame i recorded against frame i now.
        let c = try #require(r.content)
        let old = try SceneRenderer(scenePath: scene, contents: try Data(contentsOf: URL(fileURLWithPath: refs + "/demo/scene.json")),
                                    options: RenderOptions(scale: 1))
        let new = try SceneRenderer(scenePath: scene, options: RenderOptions(scale: 1))
        let indices = [8, 14, 21].filter { c.changedFrames.contains($0) }
        #expect(!indices.isEmpty)
        for (i, (e, a)) in zip(indices, zip(try old.playFrames(at: indices).frames, try new.playFrames(at: indices).frames)) {
            let truth = try #require(PixelMatch.compare(expected: e, actual: a, options: r.diffOptions))
            #expect(c.figures[i]?.changedPixels == truth.changedPixels, "frame \(i)")
        }
        // The report's expected picture of such a frame is drawn from the recorded scene, never the PNG of another frame.
        let shown = [c.first, c.worst].compactMap { $0 }.filter { [8, 14, 21].contains($0.keyFrame.index) }
        #expect(shown.allSatisfy { $0.expectedSource == .recordedScene })
        let html = try String(contentsOfFile: try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions()), encoding: .utf8)
        #expect(html.contains("after-gesture-1.png was recorded for frame 6 (0.24 s)"))

        // Accepted, the mark moves with the frames and the next run passes.
        #expect(!run(scene, refs, .all).failed)
        #expect(try ReferenceMarker.load(refs + "/demo/" + ReferenceMarker.fileName)?.entry("after-gesture-1.png")?.frame == 8)
        let again = run(scene, refs, .never)
        #expect(!again.failed && again.frames.allSatisfy { $0.status == .matched }, "\(again.summary)")
    }

    /// A folder recorded before marks: the PNG's own digest, found in
    /// `frames.json`, tells which frame it holds.
    @Test func unmarkedFolderTellsTheFrameByDigest() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        _ = run(try t.pictureScene(at: 0.2, duration: 1.0), refs, .missing)
        try FileManager.default.removeItem(atPath: refs + "/demo/" + ReferenceMarker.fileName)
        let r = run(try t.pictureScene(at: 0.3, duration: 1.0), refs, .never)
        let moved = r.frames.first { $0.keyFrame.role == "after-gesture-1" }
        #expect(moved?.status == .otherFrame(file: "after-gesture-1.png", recordedFrame: 6))
        #expect(r.frames.first { $0.keyFrame.role == "start" }?.status == .matched)
    }

    /// The only change lies under a mask in `budget.json`: the scene passes,
    /// its key frames and its GIF (which changes with the masked pixels) too.
    @Test func changeOnlyUnderAMaskPassesWithTheGIFChecked() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        #expect(!run(try t.scene(duration: 0.8), refs, .missing, gif: true).failed)
        let changed = try t.scene(duration: 0.8) { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let strict = run(changed, refs, .never, gif: true)
        #expect(strict.failed)
        let b = try #require(strict.content?.worst?.diff?.changedBounds ?? strict.content?.first?.diff?.changedBounds)
        // Every frame's change, masked.
        var union = (x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height)
        for f in strict.frames { if let d = f.diff?.changedBounds {
            union = (min(union.x0, d.x), min(union.y0, d.y), max(union.x1, d.x + d.width), max(union.y1, d.y + d.height))
        } }
        let mask = "{ \"x\": 0, \"y\": 0, \"width\": 100, \"height\": \(union.y1 + 40) }"
        try Data("{ \"masks\": [\(mask)] }".utf8).write(to: URL(fileURLWithPath: refs + "/scene/budget.json"))
        let r = run(changed, refs, .never, gif: true)
        #expect(!r.failed, "\(r.summary)")
        #expect(r.frames.allSatisfy { !$0.failed && ($0.diff?.changedPixels ?? 0) == 0 })
        #expect(r.content?.maskedOnly == strict.content?.changedFrames.count)
        #expect(r.gif?.status == .notJudged)
    }
}
