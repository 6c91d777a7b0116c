import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

extension ContentCheck {
    /// The report's every-frame animation (`Filmstrip`): one more play of the
    /// scene, and of the recorded scene for the changed frames that are not
    /// key frames, a batch at a time so memory holds thumbnails, not frames.
    func filmstrip(_ c: ContentResult, keyResults: [FrameResult], recorded: FramesRecord?) throws -> Filmstrip {
        let n = c.frameCount, factor = Filmstrip.factor
        let width = CanvasSize.pixels(renderer.header.size.width, scale: 1), height = CanvasSize.pixels(renderer.header.size.height, scale: 1)
        let tw = max(1, width / factor), th = max(1, height / factor)
        let changed = Set(c.changedFrames)
        let keyExpected = Dictionary(keyResults.compactMap { k in k.expected.map { (k.keyFrame.index, $0) } },
                                     uniquingKeysWith: { a, _ in a })
        // Expected pixels exist only for frames the recording had, at this size.
        let comparable = recorded.map { $0.width == width && $0.height == height ? $0.digests.count : 0 } ?? 0
        let needsRendering = c.changedFrames.contains { $0 < min(n, comparable) && keyExpected[$0] == nil }
        var reason = c.unmeasuredReason
        var old: FrameStream?
        if needsRendering {
            switch expectedRenderer() {
            case .success(let r): old = try FrameStream(r)
            case .failure(let why): reason = why.text
            }
        }
        var new = try FrameStream(renderer)
        var actualSheet = Filmstrip.Sheet(width: tw, height: th)
        var expectedSheet = actualSheet, diffSheet = actualSheet
        var expectedSlots = [Int](repeating: Filmstrip.same, count: n), diffSlots = [Int](repeating: -1, count: n)
        var unknown = 0
        let batch = max(4, renderer.options.threads * 4)
        let masks = masks, fps = renderer.header.fps, diffOptions = diffOptions
        for start in stride(from: 0, to: n, by: batch) {
            let indices = Array(start..<min(n, start + batch))
            let actual = try new.map(indices) { i, f in (f.shrunk(by: factor), changed.contains(i) ? f : nil) }
            let wanted = indices.filter { changed.contains($0) && $0 < comparable }
            var expected: [Int: Frame] = [:]
            let toRender = wanted.filter { keyExpected[$0] == nil }
            if let recorded, !toRender.isEmpty, let rendered = try old?.map(toRender, { i, f in FrameDigest.of(f) == recorded.digests[i] ? f : nil }) {
                for (i, f) in zip(toRender, rendered) { expected[i] = f }
            }
            for i in wanted { if let e = keyExpected[i] { expected[i] = e } }
            let pairs = wanted.compactMap { i in expected[i].flatMap { e in actual[i - start].1.map { (i, e, $0) } } }
            let thumbs = try pairs.parallelMap(threads: renderer.options.threads) { i, e, a in
                let d = SnapshotMask.compare(expected: e, actual: a, masks: masks, frame: i, fps: fps, options: diffOptions)
                return (e.shrunk(by: factor), d.map { $0.image.shrunkKeepingMarks(by: factor) })
            }
            for (k, i) in indices.enumerated() {
                _ = actualSheet.add(actual[k].0)
                if changed.contains(i) { expectedSlots[i] = Filmstrip.unknown }
            }
            for ((i, _, _), (e, d)) in zip(pairs, thumbs) {
                expectedSlots[i] = expectedSheet.add(e)
                if let d { diffSlots[i] = diffSheet.add(d) }
            }
            unknown += indices.filter { expectedSlots[$0] == Filmstrip.unknown }.count
        }
        if unknown > 0, reason == nil {
            reason = comparable < n ? "frames added or removed have nothing to compare with"
                : "the recorded scene no longer renders to the recorded frames (the renderer changed)"
        }
        let shared = Quantizer.palette(from: actualSheet.samples(12) + expectedSheet.samples(4))
        return Filmstrip(frameWidth: tw, frameHeight: th, fps: fps,
                         actual: try actualSheet.png(name: renderer.scenePath, palette: shared) ?? Data(),
                         expected: try expectedSheet.png(name: renderer.scenePath, palette: shared),
                         diff: try diffSheet.png(name: renderer.scenePath, palette: Self.diffPalette(diffSheet.samples(16))),
                         expectedSlots: expectedSlots, diffSlots: diffSlots, unknownReason: unknown > 0 ? reason : nil)
    }

    /// The diff sheet's palette: its greys, and the marks always, however few pixels show them.
    static func diffPalette(_ samples: [Frame]) -> Palette {
        let marks = [PixelMatch.changedColor, PixelMatch.antiAliasedColor, PixelMatch.belowThresholdColor, SnapshotMask.color]
        let greys = Quantizer.palette(from: samples, maxColors: Palette.maxColors - marks.count).colors
        return Palette(colors: greys.filter { !marks.contains($0) } + marks)
    }
}
