import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

extension ContentCheck {
    /// The report's every-frame animation (`Filmstrip`), from the thumbnails
    /// the play kept (`ChangeWatch`): a changed key frame's expected pixels
    /// from its PNG where it has one, other changed frames' as painted from
    /// the recorded scene beside the play.
    func filmstrip(_ c: ContentResult, keyResults: [FrameResult], recorded: FramesRecord?, watched: ChangeWatch.Kept,
                   expected: Result<SceneRenderer, Reason>) throws -> Filmstrip {
        let n = c.frameCount, factor = Filmstrip.factor
        let width = CanvasSize.pixels(renderer.header.size.width, scale: 1), height = CanvasSize.pixels(renderer.header.size.height, scale: 1)
        let tw = max(1, width / factor), th = max(1, height / factor)
        let changed = Set(c.changedFrames)
        let keys = Dictionary(keyResults.compactMap { k in k.expected.map { (k.keyFrame.index, (expected: $0, actual: k.actual)) } },
                              uniquingKeysWith: { a, _ in a })
        // Expected pixels exist only for frames the recording had, at this size.
        let comparable = recorded.map { $0.width == width && $0.height == height ? $0.digests.count : 0 } ?? 0
        var reason = c.unmeasuredReason
        if case .failure(let why) = expected, c.changedFrames.contains(where: { $0 < min(n, comparable) && keys[$0] == nil }) {
            reason = why.text
        }
        var actualSheet = Filmstrip.Sheet(width: tw, height: th)
        var expectedSheet = actualSheet, diffSheet = actualSheet
        var expectedSlots = [Int](repeating: Filmstrip.same, count: n), diffSlots = [Int](repeating: -1, count: n)
        var unknown = 0
        for i in 0..<n {
            _ = actualSheet.add(watched.thumbnails[i] ?? Frame(width: tw, height: th, fill: 0xFFFFFF))
            guard changed.contains(i) else { continue }
            var thumbnails: (expected: Frame, diff: Frame?)?
            if i < comparable, let key = keys[i] {
                let d = compare(key.expected, key.actual, i)
                thumbnails = (key.expected.shrunk(by: factor), d.map { $0.image.shrunkKeepingMarks(by: factor) })
            } else if i < comparable, let e = watched.expectedThumbnails[i] {
                thumbnails = (e, watched.diffThumbnails[i])
            }
            guard let thumbnails else {
                expectedSlots[i] = Filmstrip.unknown
                unknown += 1
                continue
            }
            expectedSlots[i] = expectedSheet.add(thumbnails.expected)
            if let d = thumbnails.diff { diffSlots[i] = diffSheet.add(d) }
        }
        if unknown > 0, reason == nil {
            reason = comparable < n ? "frames added or removed have nothing to compare with"
                : "the recorded scene no longer renders to the recorded frames (the renderer changed)"
        }
        let shared = Quantizer.palette(from: actualSheet.samples(12) + expectedSheet.samples(4))
        return Filmstrip(frameWidth: tw, frameHeight: th, fps: c.fps,
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
