import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// The GIF side of a snapshot: palette, colour mapping and the writer's bytes,
/// judged apart from the frames' content (`ContentCheck`), and only when the
/// content is identical — a content change changes the encoding too, and
/// reporting it twice would bury the figures that matter.
extension SceneSnapshot {
    static func compareGIF(_ actual: GIFRecord, folder: ReferenceFolder) -> GIFResult {
        let expected = FileManager.default.contents(atPath: folder.gifPath).flatMap(GIFRecord.decode)
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

    /// Maps the key frames onto the scene's GIF palette (`Quantizer` over the
    /// frames `SceneRenderer` samples, as `SceneRenderer.palette()` does; a test
    /// keeps the two equal) and encodes them with the GIF writer into a
    /// temporary file (removed after), at the scene's frame rate.
    static func gifRecord(renderer: SceneRenderer, palette: Palette, keys: [KeyFrame], frames: [Frame]) throws -> GIFRecord {
        let mapper = ColorMapper(palette: palette, dither: renderer.options.dither)
        let indexed = frames.map(mapper.map)
        let temp = NSTemporaryDirectory() + "/frolic-snapshot-\(getpid())-\(UUID().uuidString).gif"
        defer { try? FileManager.default.removeItem(atPath: temp) }
        guard let first = frames.first else {
            throw FrolicError(file: renderer.scenePath, field: "duration", "the scene has no frames")
        }
        let writer = try GIFWriter(path: temp, width: first.width, height: first.height, palette: palette, fps: renderer.header.fps)
        for frame in indexed { try writer.add(frame) }
        try writer.finish()
        guard let bytes = FileManager.default.contents(atPath: temp) else {
            throw FrolicError(file: temp, field: "gif", "the GIF written for the snapshot cannot be read back")
        }
        let digests = zip(keys, indexed).map { key, frame in
            GIFRecord.KeyFrameDigest(frame: key.index, digest: "fnv1a64:" + FNV1a.hex(frame.indices))
        }
        return GIFRecord(digest: "fnv1a64:" + FNV1a.hex(bytes), bytes: bytes.count, frames: frames.count,
                         gifFrames: writer.writtenFrames, palette: palette.colors.map(hexColor), keyFrames: digests)
    }

    /// Key frames in GIF colours, before (the reference mapped onto the recorded
    /// palette) and now, compared like any frame. Only frames whose palette
    /// indices changed are returned.
    static func comparePaletteFrames(_ frames: [FrameResult], old: GIFRecord, new: Palette, options: DiffOptions) -> [FrameResult] {
        let oldColors = old.palette.compactMap { UInt32($0.dropFirst(), radix: 16) }
        guard oldColors.count == old.palette.count, !oldColors.isEmpty else { return [] }
        let oldPalette = Palette(colors: oldColors)
        let oldMapper = ColorMapper(palette: oldPalette), newMapper = ColorMapper(palette: new)
        let oldDigests = Dictionary(old.keyFrames.map { ($0.frame, $0.digest) }, uniquingKeysWith: { a, _ in a })
        return frames.compactMap { f in
            guard let e = f.expected, e.width == f.actual.width, e.height == f.actual.height else { return nil }
            let mapped = newMapper.map(f.actual)
            guard oldDigests[f.keyFrame.index] != "fnv1a64:" + FNV1a.hex(mapped.indices) else { return nil }
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
