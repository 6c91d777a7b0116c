import Foundation
import Testing
import FrolicRaster
@testable import FrolicSnapshot

/// The report opens a failing scene on the frame that fails most, tells
/// failing frames from passing changes, fits three pictures across a phone,
/// and shows the scene file's changed fields.
@Suite struct ReportLayoutTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false))
    }

    @Test func opensOnTheFrameThatFailsMostAndShowsTheSceneDiff() throws {
        let t = try TemporaryFolder()
        _ = run(try t.pictureScene(at: 0.2), t.file("refs"), .missing)
        let r = run(try t.pictureScene(at: 0.16), t.file("refs"), .never)
        #expect(r.failed)
        let c = try #require(r.content)
        let worst = try #require(c.worstMeasured)
        let html = try String(contentsOfFile: try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions()), encoding: .utf8)
        let first = try #require(html.range(of: "<div class=\"frame\"><h3>"))
        #expect(html[first.upperBound...].hasPrefix("Fails most: frame \(worst) "), "the worst frame comes first")
        #expect(html.range(of: "Fails most")!.lowerBound < html.range(of: "class=\"anim\"")!.lowerBound)
        #expect(html.contains("data-start=\"\(worst)\""))
        #expect(html.contains("<li>scene file changed: script[0].at 0.2 → 0.16</li>"))
        #expect(html.contains("<td><code>script[0].at</code></td><td class=\"old\">0.2</td><td class=\"new\">0.16</td>"))
        #expect(html.contains("Expected picture: "))
        #expect(html.contains(".trio{display:grid;grid-template-columns:repeat(3,minmax(0,1fr))"), "three columns that shrink")
        #expect(html.contains("max-width:100%"))
        // Captions above their pictures, and the pictures no taller than half the window: at
        // 1400 × 1000 a phone-sized frame's captions are on the first screen with it.
        #expect(html.contains("<figure><figcaption>Expected</figcaption><img src="))
        #expect(!html.contains(".png\"><figcaption>"), "no caption below its picture")
        #expect(html.contains(".trio img{max-height:48vh;object-fit:contain}"))
    }

    /// Frame 2 changed below the threshold, frame 5 beyond it, frame 7 not measured.
    @Test func stripMarksFailingFramesApartFromPassingChanges() throws {
        let base = solidFrame(20, 20, 0x808080)
        let failing = try #require(PixelMatch.compare(expected: base, actual: solidFrame(20, 20, 0x808080, patch: (0, 0, 10, 10, 0xFF0000))))
        let faint = try #require(PixelMatch.compare(expected: base, actual: solidFrame(20, 20, 0x818181)))
        #expect(failing.changedPixels == 100 && faint.changedPixels == 0 && faint.belowThresholdPixels > 0)
        var c = ContentResult(verdict: .failed, frameCount: 10, fps: 10)
        c.changedFrames = [2, 5, 7]
        c.figures = [2: DiffFigures(faint), 5: DiffFigures(failing)]
        let budget = DiffOptions()
        #expect([2, 5, 7].map { HTMLReport.mark(c, $0, budget: budget) } == ["p", "f", "u"])
        let worst = FrameResult(keyFrame: KeyFrame(index: 5, reason: "between key frames", role: "frame-0005"), status: .changed,
                                expectedSource: .recordedScene, diff: failing, expected: base, actual: base)
        c.worst = worst
        c.first = FrameResult(keyFrame: KeyFrame(index: 2, reason: "between key frames", role: "frame-0002"), status: .changed,
                              expectedSource: .recordedScene, diff: faint, expected: base, actual: base)
        var slots = [Int](repeating: Filmstrip.same, count: 10)
        slots[2] = 0; slots[5] = 1; slots[7] = Filmstrip.unknown
        let png = try PNGFile.encode(ColorMapper(palette: Palette(colors: [0x808080])).map(base), palette: Palette(colors: [0x808080]), path: "x")
        let strip = Filmstrip(frameWidth: 6, frameHeight: 6, fps: 10, actual: png, expected: png, diff: png,
                              expectedSlots: slots, diffSlots: slots.map { max(-1, $0) }, unknownReason: "test")
        var r = SceneResult(name: "demo", scenePath: "demo.json", referencePath: "refs/demo", diffOptions: budget, width: 20, height: 20,
                            fps: 10, frameCount: 10, frames: [], content: c, gif: nil, animation: strip,
                            written: [], removed: [], unused: [], error: nil, seconds: 0)
        r.frames = []
        let t = try TemporaryFolder()
        let html = try String(contentsOfFile: try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions()), encoding: .utf8)
        #expect(html.contains("<div class=\"marks\" title=\"click a frame to go there\"><i class=\"\"></i><i class=\"\"></i><i class=\"p\"></i>"
                              + "<i class=\"\"></i><i class=\"\"></i><i class=\"f\"></i><i class=\"\"></i><i class=\"u\"></i>"))
        #expect(html.contains("<p class=\"legend\"><i class=\"f\"></i>fails <i class=\"p\"></i>changed, passes"))
        #expect(html.contains("data-start=\"5\""))
        #expect(html.contains("Expected picture: rendered from the recorded scene.json"))
        #expect(html.contains("<tr class=\"p\"><td>2</td>") && html.contains("<tr class=\"f\"><td>5</td>") && html.contains("<tr class=\"u\"><td>7</td>"))
    }
}
