/// The pixel figures of one changed frame, without its images, so every
/// changed frame of a long animation can be kept.
package struct DiffFigures: Hashable, Sendable {
    package var changedPixels: Int
    package var antiAliasedPixels: Int
    package var worstDistance: Double
    package var belowThresholdPixels: Int
    package var worstBelowThreshold: Double
    package var pixelCount: Int

    var anyDifference: Bool { changedPixels + antiAliasedPixels + belowThresholdPixels > 0 }

    init(_ d: ImageDiff) {
        changedPixels = d.changedPixels; antiAliasedPixels = d.antiAliasedPixels; worstDistance = d.worstDistance
        belowThresholdPixels = d.belowThresholdPixels; worstBelowThreshold = d.worstBelowThreshold; pixelCount = d.pixelCount
    }
}

/// How the animation's content — every truecolor frame, before any GIF
/// encoding — compared with `frames.json`.
package struct ContentResult: Sendable {
    /// What the change amounts to, from harmless to failing.
    package enum Verdict: Int, Comparable, Sendable {
        /// Every frame has its recorded digest.
        case identical
        /// Pixels moved, none beyond the threshold (or only anti-aliasing): passes, reported.
        case belowThreshold
        /// Pixels moved beyond the threshold, within the budget: passes, reported.
        case withinBudget
        /// Frames differ from digests recorded on another platform and cannot be
        /// measured here: passes (unless exact), reported.
        case otherPlatform
        case failed

        package static func < (a: Verdict, b: Verdict) -> Bool { a.rawValue < b.rawValue }
    }

    package var verdict: Verdict
    /// No `frames.json` (and none written), or one written by this run.
    package var missing = false
    package var recorded = false
    package var frameCount: Int
    package var recordedFrameCount: Int?
    package var fps: Int
    /// Frames whose pixels are not the recorded ones (frames added or removed
    /// included), ascending.
    package var changedFrames: [Int] = []
    package var keyFrames: Set<Int> = []
    /// Pixel figures for the changed frames whose expected pixels are known:
    /// key frames from their PNG, others rendered from the recorded scene.
    package var figures: [Int: DiffFigures] = [:]
    /// Frames whose digest differs only because of pixels under a mask: not changes.
    package var maskedOnly = 0
    /// Why the changed frames without figures could not be measured.
    package var unmeasuredReason: String?
    /// What the change is traced to, one phrase each: an input
    /// (`picture shots/home.png changed (frames 3–57)`), the scene file
    /// (`scene file changed: script[0].at 0.4 → 0.44`), or, when neither
    /// changed, the renderer.
    package var causes: [String] = []
    /// Every field in which the scene file differs from the recorded `scene.json`.
    package var sceneChanges: [SceneChange] = []
    /// Where the digests were recorded, when not here.
    package var recordedPlatform: String?
    /// The first changed frame and the one with most changed pixels, with
    /// expected, actual and diff images for the report.
    package var first: FrameResult?
    package var worst: FrameResult?

    package var failed: Bool { verdict == .failed || missing }

    package var unmeasured: [Int] { changedFrames.filter { figures[$0] == nil } }

    /// The changed frame with most pixels beyond the threshold (then most below it).
    package var worstMeasured: Int? {
        figures.max { a, b in
            (a.value.changedPixels, a.value.belowThresholdPixels, -a.key) < (b.value.changedPixels, b.value.belowThresholdPixels, -b.key)
        }?.key
    }

    /// "frames 138–147 changed (first at 5.52 s, 0 key frames among them)".
    package var rangePhrase: String {
        guard let firstIndex = changedFrames.first else { return "no frame changed" }
        let keys = changedFrames.filter(keyFrames.contains).count
        var s = changedFrames.count == 1 ? "frame " : "frames "
        s += FrameRanges.text(changedFrames) + " changed (first at " + HTMLReport.time(firstIndex, fps)
        s += ", \(keys) key frame\(keys == 1 ? "" : "s") among them)"
        if let old = recordedFrameCount, old != frameCount { s += "; \(old) frames recorded, \(frameCount) now" }
        return s
    }

    /// The figures of one frame, as the failure line gives them.
    static func describe(_ index: Int, _ f: DiffFigures) -> String {
        if f.changedPixels > 0 {
            return "frame \(index): \(f.changedPixels) pixels changed (worst distance \(SceneResult.fixed(f.worstDistance, 2)))"
        }
        var s = "frame \(index): \(f.belowThresholdPixels) pixels moved below the threshold"
        s += " (worst distance \(SceneResult.fixed(f.worstBelowThreshold, 3)))"
        if f.antiAliasedPixels > 0 { s += ", \(f.antiAliasedPixels) anti-aliased pixels" }
        return s
    }

    /// The failure line's phrases: which frames, how much, and what could not be measured.
    func failureParts(accept: AcceptCommand) -> [String] {
        if missing { return ["no frame digests (frames.json): record them with `\(accept)`"] }
        var parts = [rangePhrase] + causes
        if let w = worstMeasured, let f = figures[w] { parts.append("most in " + Self.describe(w, f)) }
        let u = unmeasured.count
        if u > 0, let reason = unmeasuredReason {
            parts.append(u == changedFrames.count ? "the size of the change is unknown: \(reason)"
                         : "\(u) of them not measured: \(reason)")
        }
        return parts
    }

    /// What a passing scene still reports: a change below the threshold,
    /// within the budget, or not comparable on this platform.
    var passingNote: String? {
        guard !changedFrames.isEmpty else { return nil }
        let frames = (changedFrames.count == 1 ? "frame " : "frames ") + FrameRanges.text(changedFrames)
        let most = worstMeasured.flatMap { w in figures[w].map { "most in " + Self.describe(w, $0) } }
        let cause = causes.isEmpty ? "" : "; " + causes.joined(separator: "; ")
        switch verdict {
        case .belowThreshold: return "\(frames) changed below the threshold (\(most ?? ""))\(cause); --exact fails on this"
        case .withinBudget: return "\(frames) changed within the budget (\(most ?? ""))\(cause)"
        case .otherPlatform:
            return "\(frames) differ from digests recorded on \(recordedPlatform ?? "another platform") (\(Platform.current) here), "
                + "not measurable here: passes; --exact fails on this"
        case .identical, .failed: return nil
        }
    }
}
