import Foundation
import Testing
import FrolicCore
import FrolicRaster
import FrolicRender
@testable import FrolicSnapshot

@Suite struct SceneSnapshotTests {
    func run(_ scene: String, _ refs: String, _ mode: RecordMode, gif: Bool = false) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: gif))
    }

    /// Records a scene's references in `t`, edits its GIF record as a changed
    /// encoder would have written it, and runs the check again.
    func runWithTamperedGIFRecord(in t: TemporaryFolder, _ edit: (inout GIFRecord) -> Void) throws -> SceneResult {
        let refs = t.file("refs")
        let scene = try t.scene()
        _ = run(scene, refs, .missing, gif: true)
        let path = refs + "/scene/gif.json"
        var record = try #require(GIFRecord.decode(try Data(contentsOf: URL(fileURLWithPath: path))))
        edit(&record)
        try record.encoded().write(to: URL(fileURLWithPath: path))
        return run(scene, refs, .never, gif: true)
    }

    @Test func recordsWhenMissingThenMatchesWritingNothingAndRepeats() throws {
        let t = try TemporaryFolder()
        let scene = try t.scene()
        let refs = t.file("refs")
        let first = run(scene, refs, .missing, gif: true)
        #expect(!first.failed, "\(first.summary)")
        #expect(first.frames.allSatisfy { $0.status == .recorded })
        #expect(first.gif?.status == .recorded)
        #expect(first.written.count == first.frames.count + 5, "key frames, frames.json, scene.json, inputs.json, gif.json, the mark")
        #expect(first.content?.recorded == true)
        #expect(first.summary.contains("recorded"))

        let before = t.snapshotOfFiles("refs")
        let second = run(scene, refs, .missing, gif: true)
        let third = run(scene, refs, .all, gif: true)   // even --record writes nothing when nothing changed
        #expect(t.snapshotOfFiles("refs") == before)
        for r in [second, third] {
            #expect(!r.failed)
            #expect(r.written.isEmpty && r.removed.isEmpty)
            #expect(r.frames.allSatisfy { $0.status == .matched })
            #expect(r.gif?.status == .matched)
            #expect(r.content?.verdict == .identical)
            #expect(r.summary == "✓ scene (\(r.frameCount) frames)")
        }
        #expect(second.frames.map(\.keyFrame) == third.frames.map(\.keyFrame))
    }

    @Test func changedParameterFailsNamingSceneAndFrameWithReport() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        _ = run(try t.scene(), refs, .missing)
        let changed = try t.scene { scene in
            var effect = scene["pixelHeader"] as! [String: Any]
            effect["title"] = "Other Lakes"
            scene["pixelHeader"] = effect
        }
        let r = run(changed, refs, .never)
        #expect(r.failed)
        let content = try #require(r.content)
        let worst = try #require(content.worst ?? content.first)
        let diff = try #require(worst.diff)
        #expect(diff.changedPixels > 0)
        #expect(r.summary.hasPrefix("✗ scene: frames \(content.changedFrames.first!)–"))
        #expect(r.summary.contains("most in frame \(worst.keyFrame.index): \(diff.changedPixels) pixels changed (worst distance "))
        #expect(t.snapshotOfFiles("refs").count == r.frames.count + 4, "a failing run in CI mode writes no reference")

        let index = try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions())
        let html = try String(contentsOfFile: index, encoding: .utf8)
        #expect(!html.contains("data:image"), "pictures are files beside index.html")
        #expect(html.contains("src=\"scene/frame-" + pad(worst.keyFrame.index) + ".diff.png\""))
        #expect(html.contains("class=\"onion\""))
        // The animation: every frame a third the size, in rows of `Filmstrip.columns`, in true colours.
        let sheet = try PNGFile.read(t.file("report/scene/animation.actual.png"))
        let cols = min(Filmstrip.columns, r.frameCount), rows = (r.frameCount + cols - 1) / cols
        #expect(sheet.width == cols * (100 / 3) && sheet.height == rows * (150 / 3))
        let first = try #require(r.frames.first { $0.keyFrame.index == 0 })
        let thumb = first.actual.shrunk(by: Filmstrip.factor)
        #expect(meanChannelError(sheet.cropped(x: 0, y: 0, width: thumb.width, height: thumb.height), thumb) < 4)
        #expect(Set(thumb.pixels.map { $0 >> 16 & 0xFF }).count > 1, "red survives shrinking")
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src=\"/"), "self-contained")
        #expect(html.contains("type=\"range\""))
        #expect(html.contains("Fails most: frame \(worst.keyFrame.index)"))
        let diffPNG = t.file("report/scene/frame-" + pad(worst.keyFrame.index) + ".diff.png")
        let image = try PNGFile.read(diffPNG)
        #expect(image.pixels.filter { $0 == 0xFF0000 }.count == diff.changedPixels)

        let xml = JUnitReport.xml([r])
        #expect(xml.contains("<failure message=\"scene: frames "))
    }

    @Test func missingReferencesFailInCIAndWriteNothing() throws {
        let t = try TemporaryFolder()
        let r = run(try t.scene(), t.file("refs"), .never, gif: true)
        #expect(r.failed)
        #expect(r.frames.allSatisfy { $0.status == .missing })
        #expect(r.gif?.status == .missing)
        #expect(r.summary.contains("no frame digests (frames.json)"))
        #expect(!FileManager.default.fileExists(atPath: t.file("refs")))
    }

    @Test func recordRewritesWhatDiffersAndRemovesUnusedFrames() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let scene = try t.scene()
        _ = run(scene, refs, .missing)
        try PNGFile.write(solidFrame(100, 150, 0), to: refs + "/scene/frame-9999.png")
        let kept = run(scene, refs, .missing)
        #expect(kept.unused == [refs + "/scene/frame-9999.png"])
        #expect(!kept.failed)
        #expect(kept.summary.contains("1 unused reference"))

        let changed = try t.scene { $0["seed"] = 99; var e = $0["pixelHeader"] as! [String: Any]; e["blurRadius"] = 2; $0["pixelHeader"] = e }
        let rerecorded = run(changed, refs, .all)
        #expect(!rerecorded.failed)
        #expect(rerecorded.removed == [refs + "/scene/frame-9999.png"])
        #expect(!FileManager.default.fileExists(atPath: refs + "/scene/frame-9999.png"))
        #expect(!rerecorded.written.isEmpty)
        #expect(!run(changed, refs, .never).failed)
    }

    /// The GIF reference catches a change in quantization even when every
    /// truecolor key frame still matches.
    @Test func changedPaletteIsAGIFFailure() throws {
        let t = try TemporaryFolder()
        let r = try runWithTamperedGIFRecord(in: t) { record in
            record.palette[0] = record.palette[0] == "#010203" ? "#040506" : "#010203"
        }
        #expect(r.failed)
        #expect(r.frames.allSatisfy { $0.status == .matched })
        #expect(r.content?.verdict == .identical)
        #expect(r.summary.contains("encoding changed, every frame identical: palette"))
    }

    /// A palette that moved every colour shows as key frames in GIF colours,
    /// before and after, in the failure line and the report.
    @Test func movedPaletteShowsGIFColoursBeforeAndAfter() throws {
        let t = try TemporaryFolder()
        let r = try runWithTamperedGIFRecord(in: t) { record in
            record.palette = record.palette.map { c in
                let v = UInt32(c.dropFirst(), radix: 16)! ^ 0x80_0000   // flip the top bit of red
                return SceneSnapshot.hexColor(v)
            }
            record.mapping = record.mapping.map { _ in "fnv1a64:0" }
        }
        #expect(r.failed)
        let gif = try #require(r.gif)
        #expect(gif.paletteFrames.count == r.frames.count)
        #expect(gif.paletteFrames.allSatisfy { ($0.diff?.changedPixels ?? 0) > 0 })
        #expect(r.summary.contains("GIF colours moved beyond the threshold in \(r.frames.count) key frames"))
        let index = try HTMLReport.write([r], to: t.file("report"), options: SnapshotOptions())
        #expect(try String(contentsOfFile: index, encoding: .utf8).contains("in GIF colours"))
        #expect(FileManager.default.fileExists(atPath: t.file("report/scene/frame-0000.gif-diff.png")))
    }

    /// A writer change with the same palette and mapping is an encoding change, named as the writer's.
    @Test func otherBytesWithTheSameMappingAreTheWriters() throws {
        let t = try TemporaryFolder()
        let r = try runWithTamperedGIFRecord(in: t) { $0.digest = "fnv1a64:0000000000000000" }
        #expect(r.failed && r.content?.verdict == .identical)
        #expect(r.summary.contains("encoding changed, every frame identical"))
        #expect(r.summary.contains("other bytes come from the writer"))
    }

    /// A frame between key frames that maps to other palette colours is named.
    @Test func remappedFrameBetweenKeyFramesIsNamed() throws {
        let t = try TemporaryFolder()
        var between = 0
        let r = try runWithTamperedGIFRecord(in: t) { record in
            let keys = Set(KeyFrames.select(header: try! FrolicRender.SceneRenderer(scenePath: t.file("scene.json")).header,
                                            frameCount: record.frames).map(\.index))
            between = (0..<record.frames).first { !keys.contains($0) }!
            record.mapping[between] = "fnv1a64:0000000000000000"
        }
        #expect(r.failed)
        #expect(r.summary.contains("frame \(between) mapped to other palette colours"), "\(r.summary)")
    }

    /// A gif.json this version cannot read fails; it is not recorded over as if missing.
    @Test func unreadableGIFRecordFailsAndStays() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs"), scene = try t.scene()
        _ = run(scene, refs, .missing, gif: true)
        let old = Data("{ \"digest\": \"fnv1a64:0\", \"keyFrames\": [] }\n".utf8)
        try old.write(to: URL(fileURLWithPath: refs + "/scene/gif.json"))
        let r = run(scene, refs, .missing, gif: true)
        #expect(r.failed)
        #expect(r.error == "error: \(refs)/scene/gif.json: bytes: missing", "an error at its path and field")
        #expect(try Data(contentsOf: URL(fileURLWithPath: refs + "/scene/gif.json")) == old)
    }

    /// A pipe or a device as the scene is one error line, at once: no read that never ends.
    @Test func pipeOrDeviceAsSceneIsOneErrorLine() throws {
        let t = try TemporaryFolder()
        let fifo = t.file("pipe.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, "/dev/zero"] {
            let r = run(path, t.file("refs"), .missing)
            #expect(r.failed)
            let error = try #require(r.error)
            #expect(error.hasPrefix("error: \(path): file: is "), "\(error)")
            #expect(!error.contains("\n"))
        }
    }

    @Test func sceneThatCannotRenderIsAFailureNotACrash() throws {
        let t = try TemporaryFolder()
        let bad = t.file("bad.json")
        try Data("{ \"name\": \"bad\" }".utf8).write(to: URL(fileURLWithPath: bad))
        let r = run(bad, t.file("refs"), .missing)
        #expect(r.failed)
        #expect(r.summary.hasPrefix("✗ bad: error: "))
    }

    func pad(_ i: Int) -> String { String(repeating: "0", count: 4 - String(i).count) + String(i) }
}

@Suite struct GIFPaletteTests {
    /// The snapshot builds the palette from frames it rasterized itself; it
    /// must be the palette the real GIF gets.
    @Test func snapshotPaletteIsTheRenderersPalette() throws {
        let t = try TemporaryFolder()
        let scene = try t.scene(duration: 3)
        let r = SceneSnapshot.run(scenePath: scene, referencesRoot: t.file("refs"), options: SnapshotOptions(record: .missing))
        let palette = try FrolicRender.SceneRenderer(scenePath: scene).play(gif: nil).palette
        #expect(r.gif?.actual.palette == palette.colors.map(SceneSnapshot.hexColor))
    }

    /// The encoding digest is of the whole GIF `frolic render --scale 1` writes,
    /// every frame, its last delay included (1.97 s is not a whole number of frames).
    @Test(arguments: [2, 1.97])
    func gifDigestIsTheRenderedGIFs(duration: Double) throws {
        let t = try TemporaryFolder()
        let scene = try t.scene(duration: duration)
        let r = SceneSnapshot.run(scenePath: scene, referencesRoot: t.file("refs"), options: SnapshotOptions(record: .missing))
        let out = t.file("scene.gif")
        _ = try FrolicRender.SceneRenderer(scenePath: scene, options: RenderOptions(scale: 1)).renderGIF(to: out)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        let gif = try #require(r.gif?.actual)
        #expect(gif.digest == "fnv1a64:" + FNV1a.hex(bytes))
        #expect(gif.bytes == bytes.count)
        #expect(gif.frames == r.frameCount && gif.mapping.count == r.frameCount)
    }
}

@Suite struct SceneBudgetTests {
    @Test func budgetFileLetsOneSceneAbsorbAChange() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        let options = SnapshotOptions(record: .missing, checkGIF: false)
        _ = SceneSnapshot.run(scenePath: try t.scene(), referencesRoot: refs, options: options)
        let changed = try t.scene { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let strict = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: SnapshotOptions(record: .never, checkGIF: false))
        #expect(strict.failed)
        let most = strict.content?.figures.values.map(\.changedPixels).max() ?? 0
        #expect(strict.content?.unmeasured.isEmpty == true, "every changed frame is measured: the scene file changed, not the renderer")
        try Data("{ \"maxDiffPixels\": \(most) }".utf8).write(to: URL(fileURLWithPath: refs + "/scene/budget.json"))
        let lenient = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: SnapshotOptions(record: .never, checkGIF: false))
        #expect(!lenient.failed, "\(lenient.summary)")
        #expect(lenient.content?.verdict == .withinBudget)
        #expect(lenient.summary.contains("changed within the budget (most in frame "))

        // The budget covers the content; the GIF, which changes with it, does not fail the scene again.
        _ = SceneSnapshot.run(scenePath: try t.scene(), referencesRoot: refs, options: SnapshotOptions(record: .all))
        _ = try t.scene { var e = $0["pixelHeader"] as! [String: Any]; e["title"] = "Other Lakes"; $0["pixelHeader"] = e }
        let withGIF = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: SnapshotOptions(record: .never))
        #expect(!withGIF.failed, "\(withGIF.summary)")
        #expect(withGIF.gif == nil, "the encoding is judged, and so computed, only on identical content")

        try Data("{ \"maxDiffPixels\": -1 }".utf8).write(to: URL(fileURLWithPath: refs + "/scene/budget.json"))
        let bad = SceneSnapshot.run(scenePath: changed, referencesRoot: refs, options: options)
        #expect(bad.summary.contains("budget.json: maxDiffPixels: must not be negative"))
    }
}
