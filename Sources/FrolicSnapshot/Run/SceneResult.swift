import FrolicRaster

/// How one key frame compared with its reference.
package struct FrameResult: Sendable {
    package enum Status: Sendable, Equatable {
        case matched
        /// Changed beyond the threshold, and beyond the budget.
        case changed
        /// Changed beyond the threshold but within the budget: passes, shown in the report.
        case withinBudget
        /// No reference, and recording was not allowed (CI).
        case missing
        /// The reference has another size.
        case sizeMismatch(expectedWidth: Int, expectedHeight: Int)
        /// No reference, or `--record` and a difference: written now.
        case recorded
        /// The key frame's PNG holds another frame (`recordedFrame`, nil when
        /// unknown): the key frame moved with the timing, so it has no
        /// reference of its own and is judged, like any frame, by its digest.
        case otherFrame(file: String, recordedFrame: Int?)
    }

    /// Where the expected picture comes from, so a reviewer knows how far to trust it.
    package enum ExpectedSource: Sendable, Equatable {
        /// The key frame's PNG in the references (its file name).
        case keyFramePNG(String)
        /// Rendered from the recorded `scene.json` and its recorded inputs, and
        /// checked against the frame's recorded digest.
        case recordedScene
        case unknown

        package var text: String {
            switch self {
            case .keyFramePNG(let name): return "the recorded key frame \(name)"
            case .recordedScene: return "rendered from the recorded scene.json (matches the recorded digest)"
            case .unknown: return "unknown"
            }
        }
    }

    package var keyFrame: KeyFrame
    package var status: Status
    package var expectedSource: ExpectedSource = .unknown
    package var diff: ImageDiff?
    /// The reference as it was before this run (nil when there was none).
    package var expected: Frame?
    package var actual: Frame

    /// Said plainly of a key frame whose PNG holds another frame: nil otherwise.
    package func otherFrameNote(fps: Int) -> String? {
        guard case let .otherFrame(file, recorded) = status else { return nil }
        let was = recorded.map { "frame \($0) (\(HTMLReport.time($0, fps)))" } ?? "another frame"
        return "\(file) was recorded for \(was); this key frame is now frame \(keyFrame.index) (\(HTMLReport.time(keyFrame.index, fps))) and has no reference of its own"
    }

    /// Whether the expected picture is an index-named file (`frame-0011.png`) of an older reference folder.
    package var readFromIndexName: Bool {
        if status == .recorded { return false }
        if case .keyFramePNG(let name) = expectedSource { return name != keyFrame.role + ".png" }
        return false
    }

    package var failed: Bool {
        switch status {
        case .changed, .missing, .sizeMismatch: return true
        case .matched, .withinBudget, .recorded, .otherFrame: return false
        }
    }
}

/// How the scene's GIF compared with its `gif.json`.
package struct GIFResult: Sendable {
    /// `notJudged`: the encoding differs, but so does the content, which is
    /// what the run reports; an encoding is only judged on identical frames.
    package enum Status: Sendable, Equatable { case matched, changed, missing, recorded, notJudged }
    package var status: Status
    package var expected: GIFRecord?
    package var actual: GIFRecord
    /// What changed, one phrase each.
    package var differences: [String]
    /// When the GIF changed: key frames as the GIF shows them (mapped onto its
    /// palette), the recorded palette over the reference against the new one
    /// over the new frame, so a reviewer sees how quantization moved colours.
    package var paletteFrames: [FrameResult] = []
    package var failed: Bool { status == .changed || status == .missing }
}

/// Everything a snapshot run learnt about one scene: the values the CLI line,
/// the HTML report, the JUnit file and the library assertion are made from.
public struct SceneResult: Sendable {
    /// The scene's name, and the name of its reference folder.
    public var name: String
    /// The scene file checked.
    public var scenePath: String
    /// The scene's reference folder, `<root>/<scene name>`.
    public var referencePath: String
    /// The comparison used: the run's options with the scene's `budget.json` applied.
    package var diffOptions: DiffOptions
    /// Rectangles not compared, from the scene's `budget.json`.
    package var masks: [SnapshotMask] = []
    package var width: Int
    package var height: Int
    package var fps: Int
    /// Frames in the scene, each compared by its digest.
    public var frameCount: Int
    /// The key frames, compared with their PNGs.
    package var frames: [FrameResult]
    /// Every frame, compared with the digests in `frames.json`.
    package var content: ContentResult?
    package var gif: GIFResult?
    /// Every frame as expected, actual and diff thumbnails, for the report of a failing scene.
    package var animation: Filmstrip?
    /// Files written by this run (recording), and reference frames no longer used.
    public var written: [String]
    /// Reference files this run removed.
    public var removed: [String]
    package var unused: [String]
    /// Broken reference files (`ReferenceFile`) this recording run wrote over.
    package var corrupt: [String] = []
    /// Key frames read from index-named files (`frame-0011.png`) of an older
    /// folder: they pass, but their names move with the timing until re-recorded.
    package var indexNamedFrames = 0
    /// What the check rendered from (the scene's bytes, its inputs' digests), nil when it could not read them.
    package var inputs: SceneInputs?
    /// Set when the scene could not be rendered at all.
    public var error: String?
    /// The typed error `error` is the line of, for `SceneLoadError`.
    package var failure: (any Error)?
    /// Wall-clock seconds the scene took (for JUnit only; never in a reference).
    public var seconds: Double
    /// The command that accepts this scene's change (or records its missing references).
    package var accept = AcceptCommand()

    /// Whether the scene failed: a change beyond the options' threshold and budget, a missing reference in CI, or a scene that could not be rendered.
    public var failed: Bool {
        error != nil || frames.contains(where: \.failed) || (content.map { $0.failed && !$0.recorded } ?? false) || gif?.failed == true
    }

    /// Whether the scene failed only because references are missing (CI never
    /// records): the advice is then to record, not to accept a change.
    package var onlyMissingReferences: Bool {
        failed && error == nil && frames.filter(\.failed).allSatisfy { $0.status == .missing }
            && (gif.map { !$0.failed || $0.status == .missing } ?? true)
            && (content.map { $0.missing || !$0.failed } ?? true)
    }

    /// The frame a failure line names: the one with most changed pixels, else the first failing.
    package var worstFrame: FrameResult? {
        let failing = frames.filter(\.failed)
        return failing.max { ($0.diff?.changedPixels ?? 0, -$0.keyFrame.index) < ($1.diff?.changedPixels ?? 0, -$1.keyFrame.index) }
    }

    /// The one line the CLI prints for this scene.
    public var summary: String {
        if let error { return "✗ \(name): \(error)" }
        guard failed else {
            var line = "✓ \(name) (\(frameCount) frames)"
            if let c = content, !c.recorded, let note = c.passingNote { line += ", " + note }
            if !written.isEmpty { line += ", recorded \(written.count) file\(written.count == 1 ? "" : "s") in \(referencePath)" }
            if !removed.isEmpty { line += ", removed \(removed.count) unused" }
            if !unused.isEmpty { line += ", \(unused.count) unused reference\(unused.count == 1 ? "" : "s") (remove with `\(accept)`)" }
            if !corrupt.isEmpty { line += ", replaced corrupt " + corrupt.joined(separator: ", ") }
            if indexNamedFrames > 0 { line += ", " + indexNamedNote }
            if let note = otherFramesNote { line += ", " + note }
            return line
        }
        var parts: [String] = []
        let contentFailed = content.map { $0.failed && !$0.recorded } ?? false
        let keyFrameChanged = frames.contains { $0.failed && $0.status != .missing }
        if let c = content, contentFailed, !(c.missing && keyFrameChanged) {
            parts += c.failureParts(accept: accept)
        } else if let f = worstFrame {
            parts.append("frame \(f.keyFrame.index): " + Self.describe(f, accept: accept))
            let others = frames.filter(\.failed).count - 1
            if others > 0 { parts.append("\(others) more frame\(others == 1 ? "" : "s") failed") }
        }
        if let gif, gif.failed {
            if gif.status == .missing { parts.append("no GIF reference (gif.json)") }
            else { parts.append("encoding changed, every frame identical: " + gif.differences.joined(separator: "; ")) }
        }
        return "✗ \(name): " + parts.joined(separator: "; ")
    }

    /// Key frames whose PNG holds another frame, and how to move them; nil when none.
    package var otherFramesNote: String? {
        let n = frames.filter { $0.otherFrameNote(fps: fps) != nil }.count
        guard n > 0 else { return nil }
        return "\(n) key frame\(n == 1 ? " has" : "s have") no reference of \(n == 1 ? "its" : "their") own (the PNG holds another frame); "
            + "re-record them with `\(accept)`"
    }

    /// Said while key frames come from index-named files.
    var indexNamedNote: String {
        "\(indexNamedFrames) key frame\(indexNamedFrames == 1 ? "" : "s") read from index-named files (frame-NNNN.png); "
            + "name them by role (start.png, after-gesture-1.png, …) with `\(accept)`"
    }

    static func describe(_ f: FrameResult, accept: AcceptCommand) -> String {
        switch f.status {
        case .missing: return "no reference (record it with `\(accept)`)"
        case .sizeMismatch(let w, let h): return "size \(f.actual.width)×\(f.actual.height), reference \(w)×\(h)"
        default:
            guard let d = f.diff else { return "changed" }
            // Plain digits: console and JUnit lines are read by scripts, where "1 234" is two fields.
            return "\(d.changedPixels) pixels changed (worst distance \(fixed(d.worstDistance, 2)))"
        }
    }

    /// 1234567 → "1 234 567", for the report a person reads; lines a
    /// machine reads (console, JUnit) give plain digits.
    package static func grouped(_ n: Int) -> String {
        let digits = Array(String(abs(n)))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += " " }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A fixed-point number without Foundation's locale-dependent formatting.
    package static func fixed(_ x: Double, _ places: Int) -> String {
        var p = 1.0
        for _ in 0..<places { p *= 10 }
        let n = Int((x * p).rounded())
        let whole = n / Int(p), frac = String(n % Int(p))
        return places == 0 ? String(whole) : "\(whole)." + String(repeating: "0", count: places - frac.count) + frac
    }
}
