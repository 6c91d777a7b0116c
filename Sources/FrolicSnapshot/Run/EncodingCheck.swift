import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// The GIF side of a snapshot: palette, colour mapping and the writer's bytes,
/// judged apart from the frames' content (`ContentCheck`), and only when the
/// content is identical — a content change changes the encoding too, and
/// reporting it twice would bury the figures that matter.
extension SceneSnapshot {
    /// `expected` is the recorded `gif.json` (a broken one is an error before this, `StoredReferences`).
    static func compareGIF(_ actual: GIFRecord, expected: GIFRecord?) -> GIFResult {
        var result = GIFResult(status: .matched, expected: expected, actual: actual, differences: [])
        if let expected {
            if expected != actual {
                result.differences = actual.differences(from: expected)
                result.status = .changed
            }
        } else {
            result.status = .missing
        }
        return result
    }

    /// Key frames in GIF colours, before (the reference mapped onto the recorded
    /// palette) and now, compared like any frame. Only frames whose palette
    /// indices changed are returned.
    static func comparePaletteFrames(_ frames: [FrameResult], old: GIFRecord, new: Palette, dithering: ColorMapper.Dithering,
                                     options: DiffOptions) -> [FrameResult] {
        let oldColors = old.palette.compactMap { UInt32($0.dropFirst(), radix: 16) }
        guard oldColors.count == old.palette.count, !oldColors.isEmpty else { return [] }
        let oldPalette = Palette(colors: oldColors)
        // Mapped as the play maps, so an unchanged frame has its recorded digest.
        let oldMapper = ColorMapper(palette: oldPalette, dithering: dithering), newMapper = ColorMapper(palette: new, dithering: dithering)

        return frames.compactMap { f in
            guard let e = f.expected, e.width == f.actual.width, e.height == f.actual.height else { return nil }
            let mapped = newMapper.map(f.actual)
            let i = f.keyFrame.index
            guard i >= old.mapping.count || old.mapping[i] != "fnv1a64:" + FNV1a.hex(mapped.indices) else { return nil }
            let before = colors(oldMapper.map(e), oldPalette), after = colors(mapped, new)
            guard let diff = PixelMatch.compare(expected: before, actual: after, options: options) else { return nil }
            let status: FrameResult.Status = diff.changedPixels == 0 && diff.antiAliasedPixels == 0 ? .matched
                : diff.passes(options) ? .withinBudget : .changed
            return FrameResult(keyFrame: f.keyFrame, status: status, diff: diff, expected: before, actual: after)
        }
    }

    static func colors(_ frame: IndexedFrame, _ palette: Palette) -> Frame {
        Frame(width: frame.width, height: frame.height, pixels: frame.indices.map { palette.colors[min(Int($0), palette.colors.count - 1)] })
    }

    static func hexColor(_ c: UInt32) -> String {
        let s = String(c & 0xFF_FFFF, radix: 16)
        return "#" + String(repeating: "0", count: 6 - s.count) + s
    }
}
