import Foundation
import Testing
import FrolicCore
import FrolicRaster
import FrolicRender
@testable import FrolicSnapshot

/// Regressions a key-frame check let through (issue 9), each made for real in
/// a temporary copy of an example.
@Suite struct EveryFrameTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode, exact: Bool = false) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false, exact: exact))
    }

    func edit(_ folder: String, _ body: (inout FramesRecord) -> Void) throws {
        let path = folder + "/" + FramesRecord.fileName
        var record = try #require(FramesRecord.decode(try Data(contentsOf: URL(fileURLWithPath: path))))
        body(&record)
        try record.encoded().write(to: URL(fileURLWithPath: path))
    }

    /// shelf-boom's fade-back lasts 0.35 s, ten frames between key frames;
    /// making it 15 % longer changes only those.
    @Test func timingChangeBetweenKeyFramesFailsAndIsMeasured() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let recorded = run(try t.scene("shelf-boom", size: [375, 667], duration: 6.2), refs, .missing)
        #expect(!recorded.failed)
        let slower = try t.scene("shelf-boom", size: [375, 667], duration: 6.2) { scene in
            var effect = scene["shelfBoom"] as! [String: Any]
            effect["fadeBackDuration"] = 0.4
            scene["shelfBoom"] = effect
        }
        let r = run(slower, refs, .never)
        #expect(r.failed)
        #expect(r.frames.allSatisfy { $0.status == .matched }, "no key frame shows the change")
        let c = try #require(r.content)
        #expect(!c.changedFrames.isEmpty && c.changedFrames.allSatisfy { !c.keyFrames.contains($0) })
        #expect(c.unmeasured.isEmpty, "expected frames rendered from the recorded scene.json")
        let first = try #require(c.changedFrames.first)
        #expect(r.summary.hasPrefix("✗ scene: frames \(first)–\(c.changedFrames.last!) changed (first at "
                                    + HTMLReport.time(first, r.fps) + ", 0 key frames among them); "
                                    + "scene file changed: shelfBoom.fadeBackDuration added (0.4); most in frame "), "\(r.summary)")
        #expect(c.first?.keyFrame.index == first)
        #expect(c.first?.expected != nil && c.first?.diff != nil)
        let index = try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions())
        let html = try String(contentsOfFile: index, encoding: .utf8)
        // Every frame in the animation; each changed frame's expected picture rendered from the recorded scene.
        let a = try #require(r.animation)
        #expect(a.frameCount == r.frameCount)
        #expect(c.changedFrames.allSatisfy { a.expectedSlots[$0] >= 0 && a.diffSlots[$0] >= 0 })
        #expect(a.expectedSlots.indices.allSatisfy { c.changedFrames.contains($0) || a.expectedSlots[$0] == Filmstrip.same })
        let sheet = try PNGFile.read(t.file("report/scene/animation.expected.png"))
        let thumb = try #require(c.first?.expected).shrunk(by: Filmstrip.factor)
        let slot = a.expectedSlots[first], cols = min(Filmstrip.columns, c.changedFrames.count)
        let shown = sheet.cropped(x: slot % cols * thumb.width, y: slot / cols * thumb.height, width: thumb.width, height: thumb.height)
        #expect(meanChannelError(shown, thumb) < 4, "the sheet's slot holds that frame, in 256 colours")
        #expect(html.contains("data-sheets='[\"scene/animation.actual.png\",\"scene/animation.expected.png\",\"scene/animation.diff.png\"]'"))
    }

    /// A colour moved by about 1 %: no pixel beyond the threshold, yet the
    /// run says which frames changed and how much; `exact` fails on it.
    @Test func colourChangeBelowTheThresholdIsReportedAsAContentChange() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        _ = run(try t.scene("passcode", size: [120, 120], duration: 0.6), refs, .missing)
        let paler = try t.scene("passcode", size: [120, 120], duration: 0.6) { scene in
            scene["passcode"] = ["background": [0.92, 0.93, 0.95]]
        }
        let r = run(paler, refs, .never)
        #expect(!r.failed, "\(r.summary)")
        let c = try #require(r.content)
        #expect(c.verdict == .belowThreshold)
        #expect(c.changedFrames.count == r.frameCount)
        let worst = try #require(c.worstMeasured.flatMap { c.figures[$0] })
        #expect(worst.changedPixels == 0 && worst.belowThresholdPixels > 1000 && worst.worstBelowThreshold > 0)
        #expect(r.summary.contains("changed below the threshold (most in frame "))
        #expect(r.summary.contains("pixels moved below the threshold (worst distance 0.0"))

        let exact = run(paler, refs, .never, exact: true)
        #expect(exact.failed)
        #expect(exact.summary.hasPrefix("✗ scene: frames 0–\(r.frameCount - 1) changed"))
    }

    /// When the scene file is as recorded, the renderer changed: the expected
    /// frame cannot be rendered, and the run says so rather than guess.
    @Test func changeThatCannotBeMeasuredFailsAndSaysWhy() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let scene = try t.scene(duration: 1.2)
        let recorded = run(scene, refs, .missing)
        let between = try #require((0..<recorded.frameCount).first { i in !recorded.frames.contains { $0.keyFrame.index == i } })
        try edit(refs + "/scene") { $0.digests[between] = "0000000000000000" }
        let r = run(scene, refs, .never)
        #expect(r.failed)
        #expect(r.content?.changedFrames == [between])
        #expect(r.summary == "✗ scene: frame \(between) changed (first at \(HTMLReport.time(between, r.fps)), 0 key frames among them); "
                + "the scene file and the files it reads are as recorded, so the renderer changed; "
                + "the size of the change is unknown: the scene file and the files it reads are as recorded, so the renderer changed and cannot draw the expected frames")
        #expect(r.content?.first?.expected == nil && r.content?.first?.actual != nil)
        let index = try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions())
        let html = try String(contentsOfFile: index, encoding: .utf8)
        #expect(html.contains("Expected picture: unknown"))
        // The animation marks that frame unknown, with the reason, rather than show a wrong picture.
        let a = try #require(r.animation)
        #expect(a.expectedSlots[between] == Filmstrip.unknown && a.diffSlots[between] == -1)
        #expect(a.expectedSlots.enumerated().allSatisfy { $0.offset == between || $0.element == Filmstrip.same })
        #expect(a.expected == nil)
        #expect(html.contains("The expected picture of 1 changed frame is not shown: the scene file and the files it reads are as recorded"))
    }

    /// Digests recorded on another platform may differ by libm's rounding:
    /// reported and passing by default, failing with `exact`.
    @Test func digestsFromAnotherPlatformPassUnlessExact() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let scene = try t.scene(duration: 0.8)
        let recorded = run(scene, refs, .missing)
        let between = try #require((0..<recorded.frameCount).first { i in !recorded.frames.contains { $0.keyFrame.index == i } })
        try edit(refs + "/scene") { $0.platform = "sparc glibc 1.0"; $0.digests[between] = "0000000000000000" }
        let r = run(scene, refs, .never)
        #expect(!r.failed)
        #expect(r.content?.verdict == .otherPlatform)
        #expect(r.summary.contains("differ from digests recorded on sparc glibc 1.0"))
        #expect(run(scene, refs, .never, exact: true).failed)
    }

    @Test func frameRangesReadAsRuns() {
        #expect(FrameRanges.text([3, 4, 5, 9]) == "3–5, 9")
        #expect(FrameRanges.text([1, 3, 5, 7, 9, 11], limit: 2) == "1, 3, … (6 frames in 6 runs)")
    }

    @Test func digestChangesWithAnySinglePixel() {
        let a = solidFrame(8, 8, 0x102030)
        var b = a
        b[7, 7] = 0x102031
        #expect(FrameDigest.of(a) != FrameDigest.of(b))
        #expect(FrameDigest.of(a) == FrameDigest.of(solidFrame(8, 8, 0x102030)))
    }

    /// The one-pass digests of a frame and its palette indices are the two digests taken apart.
    @Test func bothDigestsInOnePassAreEachDigest() {
        let frame = solidFrame(7, 5, 0x102030, patch: (x: 2, y: 1, w: 3, h: 2, color: 0xFFEEDD))
        let indices = (0..<35).map { UInt8(($0 * 37) % 251) }
        let both = FrameDigest.of(frame, mapped: IndexedFrame(width: 7, height: 5, indices: indices))
        #expect(both.frame == FrameDigest.of(frame))
        #expect(both.mapping == FNV1a.hex(indices))
        var other = indices
        other[34] ^= 1
        #expect(FrameDigest.of(frame, mapped: IndexedFrame(width: 7, height: 5, indices: other)).mapping != both.mapping)
    }
}

@Suite struct SnapshotMaskTests {
    /// A change confined to a masked rectangle, for the frames the mask
    /// covers, does not count; outside the mask's time it still fails.
    @Test func maskInBudgetHidesAChangeOnlyWhereAndWhenItSays() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let options = SnapshotOptions(record: .missing, checkGIF: false)
        _ = SceneSnapshot.run(scenePath: try t.scene(duration: 0.8), referencesRoot: refs, options: options)
        let changed = try t.scene(duration: 0.8) { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let strict = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: SnapshotOptions(record: .never, checkGIF: false))
        let bounds = try #require(strict.content?.worst?.diff?.changedBounds ?? strict.content?.first?.diff?.changedBounds)
        let all = strict.content?.changedFrames ?? []
        #expect(strict.failed && !all.isEmpty)

        // Everything that changed, masked from the start to the middle of the changed frames.
        let middle = all[all.count / 2]
        let until = (Double(middle) + 0.5) / Double(strict.fps)
        let mask = "{ \"x\": 0, \"y\": 0, \"width\": 100, \"height\": 150, \"to\": \(until) }"
        try Data("{ \"masks\": [\(mask)] }".utf8).write(to: URL(fileURLWithPath: refs + "/scene/budget.json"))
        let r = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: SnapshotOptions(record: .never, checkGIF: false))
        let c = try #require(r.content)
        #expect(c.changedFrames == all.filter { $0 > middle })
        #expect(c.maskedOnly == all.filter { $0 <= middle }.count)
        #expect(r.masks.count == 1 && bounds.width > 0)
        let index = try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions())
        #expect(try String(contentsOfFile: index, encoding: .utf8).contains("Not compared (masks in budget.json"))

        try Data("{ \"masks\": [{ \"x\": 0, \"y\": 0, \"width\": 0, \"height\": 5 }] }".utf8)
            .write(to: URL(fileURLWithPath: refs + "/scene/budget.json"))
        let bad = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: options)
        #expect(bad.summary.contains("budget.json: masks[0]: width and height must be positive"))
    }
}

@Suite struct MissingDigestsTests {
    /// References from before frames.json existed: a run by hand never
    /// records the digests (a changed key frame is the news, and an unchanged
    /// scene fails on the missing file as in CI); `--record` records them alone.
    @Test func digestsAreNotRecordedOverAChangedKeyFrame() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let options = SnapshotOptions(record: .missing, checkGIF: false)
        _ = SceneSnapshot.run(scenePath: try t.scene(duration: 0.8), referencesRoot: refs, options: options)
        try FileManager.default.removeItem(atPath: refs + "/scene/" + FramesRecord.fileName)
        let changed = try t.scene(duration: 0.8) { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let r = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: options)
        #expect(r.failed)
        #expect(r.summary.hasPrefix("✗ scene: frame "), "the changed key frame, not the missing digests, is the news")
        #expect(!FileManager.default.fileExists(atPath: refs + "/scene/" + FramesRecord.fileName))

        let same = try t.scene(duration: 0.8)
        let byHand = SceneSnapshot.run(scenePath: same, referencesRoot: refs, options: options)
        #expect(byHand.failed && byHand.onlyMissingReferences && byHand.written.isEmpty, "\(byHand.summary)")
        #expect(byHand.summary.contains("no frame digests (frames.json): record them with"), "\(byHand.summary)")
        let recorded = SceneSnapshot.run(scenePath: same, referencesRoot: refs, options: SnapshotOptions(record: .all, checkGIF: false))
        #expect(!recorded.failed && recorded.written == [refs + "/scene/" + FramesRecord.fileName])
    }
}
