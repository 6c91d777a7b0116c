import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// Judges the animation's content: which frames no longer have their recorded
/// digest, how much each changed, and whether that fails.
///
/// Only key frames are stored as pixels. For any other changed frame the
/// expected pixels are painted from `scene.json`, the scene as it was
/// recorded, played beside the scene (`ChangeWatch`), when the files it reads
/// still have their recorded digests (`inputs.json`), and trusted only if
/// they hash to the recorded digest:
/// that works when the scene file changed and the renderer did not. When a
/// picture or the renderer changed, nothing here can show the old pixels, and
/// the result says which changed instead of guessing.
struct ContentCheck {
    let renderer: SceneRenderer
    let folder: ReferenceFolder
    let options: SnapshotOptions
    let diffOptions: DiffOptions
    /// Rectangles not compared, from `budget.json`.
    let masks: [SnapshotMask]
    /// The scene file's bytes now.
    let sceneData: Data?
    /// The scene file as recorded (`scene.json`), if kept.
    let recordedScene: Data?
    /// What the scene reads now, and what it read when recorded (nil for a reference without `inputs.json`).
    let inputs: InputsRecord
    let recordedInputs: InputsRecord?

    /// Inputs whose digest is not the recorded one; empty when unknown.
    var inputChanges: [String] { recordedInputs.map { inputs.changes(from: $0) } ?? [] }

    /// The scene file's fields that differ from the recorded ones; empty
    /// without a recorded scene, or for a change of formatting only.
    var sceneChanges: [SceneChange] {
        guard let recordedScene, let sceneData, recordedScene != sceneData else { return [] }
        return SceneDiff.changes(recorded: recordedScene, now: sceneData) ?? [SceneChange(field: "file", recorded: nil, now: nil)]
    }

    /// Scene-file changes named in the failure line; the report lists them all.
    static let changesNamed = 3

    /// `watched`: what the play kept of the changed frames; `expected`: the recorded scene played beside it, or why none was.
    func compare(digests: [String], recorded: FramesRecord?, keyResults: [FrameResult], watched: ChangeWatch.Kept,
                 expected: Result<SceneRenderer, Reason>) -> ContentResult {
        var c = ContentResult(verdict: .identical, frameCount: digests.count, fps: renderer.header.fps)
        c.keyFrames = Set(keyResults.map(\.keyFrame.index))
        guard let recorded else {
            c.missing = true
            return c
        }
        c.recordedFrameCount = recorded.digests.count
        if recorded.platform != Platform.current { c.recordedPlatform = recorded.platform }
        let common = min(digests.count, recorded.digests.count)
        c.changedFrames = (0..<max(digests.count, recorded.digests.count)).filter {
            $0 >= common || digests[$0] != recorded.digests[$0]
        }
        guard !c.changedFrames.isEmpty else { return c }
        c.sceneChanges = sceneChanges
        c.causes = causes(of: c.changedFrames, sceneChanges: c.sceneChanges)

        let changed = Set(c.changedFrames)
        for k in keyResults where changed.contains(k.keyFrame.index) {
            if let d = k.diff { c.figures[k.keyFrame.index] = DiffFigures(d) }
        }
        let width = CanvasSize.pixels(renderer.header.size.width, scale: 1), height = CanvasSize.pixels(renderer.header.size.height, scale: 1)
        let others = c.changedFrames.filter { $0 < common && c.figures[$0] == nil }
        if recorded.width != width || recorded.height != height {
            c.unmeasuredReason = "the frame size changed (\(recorded.width)×\(recorded.height) recorded, \(width)×\(height) now)"
        } else if !others.isEmpty {
            switch expected {
            case .failure(let reason): c.unmeasuredReason = reason.text
            case .success:
                let measured = Set(others)
                c.figures.merge(watched.figures.filter { measured.contains($0.key) }) { a, _ in a }
                let n = watched.renderedOtherwise
                c.unmeasuredReason = n == 0 ? nil
                    : "the recorded scene no longer renders to the recorded frames (the renderer changed too) for \(n) of them"
            }
        }
        // A frame whose differences all lie under masks has not changed, as far as this scene is guarded.
        let maskedOnly = Set(c.figures.filter { !$0.value.anyDifference }.map(\.key))
        c.maskedOnly = maskedOnly.count
        c.changedFrames.removeAll(where: maskedOnly.contains)
        for i in maskedOnly { c.figures[i] = nil }
        if c.recordedFrameCount != c.frameCount, c.unmeasuredReason == nil {
            c.unmeasuredReason = "frames added or removed have nothing to compare with"
        }
        c.verdict = judge(c)
        attachImages(&c, keyResults: keyResults, watched: watched)
        return c
    }

    func compare(_ expected: Frame, _ actual: Frame, _ index: Int) -> ImageDiff? {
        SnapshotMask.compare(expected: expected, actual: actual, masks: masks, frame: index, fps: renderer.header.fps, options: diffOptions)
    }

    /// What the change of `frames` is traced to: the inputs that changed,
    /// the scene file's fields, and only when neither changed, the renderer.
    func causes(of frames: [Int], sceneChanges: [SceneChange]) -> [String] {
        let inputs = inputChanges
        var out: [String] = []
        // Without a recorded scene nothing is known of the scene file, so nothing is blamed on the renderer either.
        guard recordedScene != nil else { return inputs.isEmpty ? [] : [inputs.joined(separator: ", ")] }
        if !inputs.isEmpty {
            out.append(inputs.joined(separator: ", ") + (sceneChanges.isEmpty
                ? " (\(frames.count == 1 ? "frame" : "frames") \(FrameRanges.text(frames)))" : ""))
        }
        if !sceneChanges.isEmpty {
            var s = "scene file changed: " + sceneChanges.prefix(Self.changesNamed).map(\.text).joined(separator: ", ")
            if sceneChanges.count > Self.changesNamed { s += " and \(sceneChanges.count - Self.changesNamed) more" }
            out.append(s)
        }
        if out.isEmpty {
            out.append(recordedInputs == nil
                ? "the scene file is as recorded; the reference keeps no digests of its pictures (no inputs.json), so a picture or the renderer changed"
                : "the scene file and the files it reads are as recorded, so the renderer changed")
        }
        return out
    }

    /// A renderer of the scene as recorded, or why there is none.
    func expectedRenderer() -> Result<SceneRenderer, Reason> {
        guard let old = recordedScene else {
            return .failure(Reason("the reference has no scene.json to render the expected frames from"))
        }
        if let recordedInputs, case let names = inputs.changedNames(from: recordedInputs), !names.isEmpty {
            return .failure(Reason("the references keep only a digest of " + names.joined(separator: ", ")
                                   + ", so frames between key frames cannot be drawn as recorded"))
        }
        guard old != sceneData else {
            return .failure(Reason(recordedInputs == nil
                ? "the scene file is as recorded and the reference keeps no digests of its pictures (no inputs.json), so a picture or the renderer changed and the expected frames cannot be drawn"
                : "the scene file and the files it reads are as recorded, so the renderer changed and cannot draw the expected frames"))
        }
        guard let r = try? SceneRenderer(scenePath: renderer.scenePath, contents: old, options: renderer.options) else {
            return .failure(Reason("the recorded scene.json no longer loads"))
        }
        return .success(r)
    }

    struct Reason: Error, ExpressibleByStringLiteral {
        let text: String
        init(_ text: String) { self.text = text }
        init(stringLiteral text: String) { self.text = text }
    }

    /// Whether the change fails: exact mode fails on any; otherwise a frame
    /// fails when its changed pixels exceed the budget, or when it cannot be
    /// measured on the platform that recorded it (a gate must not pass what it
    /// cannot see). On another platform an unmeasured frame may be libm's
    /// rounding, so it is reported and passes.
    private func judge(_ c: ContentResult) -> ContentResult.Verdict {
        if c.recordedFrameCount != c.frameCount { return .failed }
        var verdict = ContentResult.Verdict.identical
        for i in c.changedFrames {
            let v: ContentResult.Verdict
            if options.exact {
                v = .failed
            } else if let f = c.figures[i] {
                v = f.changedPixels > diffOptions.allowedChanges(pixelCount: f.pixelCount) ? .failed
                    : f.changedPixels > 0 ? .withinBudget : .belowThreshold
            } else {
                v = c.recordedPlatform == nil ? .failed : .otherPlatform
            }
            verdict = max(verdict, v)
        }
        return verdict
    }

    /// Expected, actual and diff images of the first changed frame and of the
    /// worst one, for the report: key frames from their comparison, others
    /// as the play kept them (`ChangeWatch`). Where the expected frame is not
    /// known, only the actual one is shown.
    private func attachImages(_ c: inout ContentResult, keyResults: [FrameResult], watched: ChangeWatch.Kept) {
        guard let firstIndex = c.changedFrames.first(where: { $0 < c.frameCount }) else { return }
        let wanted = Array(Set([firstIndex] + [c.worstMeasured].compactMap { $0 })).sorted()
        var results: [Int: FrameResult] = [:]
        let keys = Dictionary(keyResults.map { ($0.keyFrame.index, $0) }, uniquingKeysWith: { a, _ in a })
        for i in wanted {
            if let k = keys[i], k.expected != nil { results[i] = k; continue }
            // A key frame without its own PNG (none, or one holding another frame) is shown like any other.
            let whole: (expected: Frame?, actual: Frame)?
            if let k = keys[i] {
                whole = (c.figures[i] == nil ? nil : watched.keyExpected[i], k.actual)
            } else {
                whole = [watched.first, watched.worst].compactMap { $0 }.first { $0.index == i }.map { ($0.expected, $0.actual) }
            }
            guard let (e, a) = whole else { continue }
            var key = KeyFrame(index: i, reason: "between key frames", role: FrameFileName.stem(i))
            if let k = keys[i] {
                key = k.keyFrame
                if let note = k.otherFrameNote(fps: c.fps) { key.reason += "; " + note }
            }
            results[i] = FrameResult(keyFrame: key, status: .changed, expectedSource: e == nil ? .unknown : .recordedScene,
                                     diff: e.flatMap { compare($0, a, i) }, expected: e, actual: a)
        }
        c.first = results[firstIndex]
        if let w = c.worstMeasured, w != firstIndex { c.worst = results[w] }
    }
}
