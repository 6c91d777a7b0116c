import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
import FrolicScenes

/// Renders one scene's key frames and its GIF, compares them with the
/// references, and records what the mode allows.
public enum SceneSnapshot {
    public static func run(scenePath: String, referencesRoot: String, options: SnapshotOptions) -> SceneResult {
        let clock = ContinuousClock()
        let start = clock.now
        let fallbackName = ((scenePath as NSString).lastPathComponent as NSString).deletingPathExtension
        var result = SceneResult(name: fallbackName, scenePath: scenePath, referencePath: referencesRoot + "/" + fallbackName,
                                 diffOptions: options.diff,
                                 width: 0, height: 0, fps: 0, frameCount: 0, frames: [], gif: nil,
                                 written: [], removed: [], unused: [], error: nil, seconds: 0)
        do {
            try compare(scenePath: scenePath, referencesRoot: referencesRoot, options: options, into: &result)
        } catch let error as FrolicError {
            result.error = error.description
        } catch {
            result.error = "\(error)"
        }
        result.seconds = seconds(clock.now - start)
        return result
    }

    private static func compare(scenePath: String, referencesRoot: String, options: SnapshotOptions,
                                into result: inout SceneResult) throws {
        let renderer = try SceneRenderer(scenePath: scenePath, options: RenderOptions(scale: 1))
        let header = renderer.header
        let folder = ReferenceFolder(root: referencesRoot, sceneName: header.name)
        result.name = header.name
        result.referencePath = folder.path
        let diffOptions = try SceneBudget.load(from: folder.path)?.applied(to: options.diff) ?? options.diff
        result.diffOptions = diffOptions
        result.fps = header.fps
        result.frameCount = renderer.timeline.frameCount
        let keys = KeyFrames.select(header: header, frameCount: result.frameCount)
        // Key frames and the GIF palette's sample frames in one parallel pass.
        let samples = options.checkGIF ? renderer.paletteSampleIndices : []
        let wanted = Array(Set(keys.map(\.index) + samples)).sorted()
        let rendered = Dictionary(uniqueKeysWithValues: zip(wanted, try renderer.frames(at: wanted)))
        let actual = keys.compactMap { rendered[$0.index] }
        result.width = actual.first?.width ?? 0
        result.height = actual.first?.height ?? 0

        for (key, frame) in zip(keys, actual) {
            let expected = try folder.readFrame(key.index)
            var r = FrameResult(keyFrame: key, status: .matched, diff: nil, expected: expected, actual: frame)
            if let expected {
                if let diff = PixelMatch.compare(expected: expected, actual: frame, options: diffOptions) {
                    r.diff = diff
                    if diff.changedPixels > 0 || diff.antiAliasedPixels > 0 {
                        r.status = diff.passes(diffOptions) ? .withinBudget : .changed
                    }
                } else {
                    r.status = .sizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height)
                }
                // `--record` takes any difference, even one the threshold forgives,
                // so the references always hold exactly what was rendered.
                if options.record == .all, expected != frame {
                    if try folder.writeFrame(frame, key.index) { result.written.append(folder.framePath(key.index)) }
                    r.status = .recorded
                }
            } else if options.record == .never {
                r.status = .missing
            } else {
                if try folder.writeFrame(frame, key.index) { result.written.append(folder.framePath(key.index)) }
                r.status = .recorded
            }
            result.frames.append(r)
        }

        let unused = folder.unusedFrames(keeping: keys.map(\.index))
        if options.record == .all {
            for file in unused { try? FileManager.default.removeItem(atPath: file) }
            result.removed = unused
        } else {
            result.unused = unused
        }

        if options.checkGIF {
            let palette = Quantizer.palette(from: samples.compactMap { rendered[$0] })
            result.gif = try compareGIF(renderer: renderer, palette: palette, keys: keys, frames: actual, folder: folder,
                                        options: options, written: &result.written)
            if let gif = result.gif, gif.status != .matched, let old = gif.expected {
                let paletteFrames = comparePaletteFrames(result.frames, old: old, new: palette, options: diffOptions)
                result.gif?.paletteFrames = paletteFrames
                let moved = paletteFrames.filter { ($0.diff?.changedPixels ?? 0) > 0 }
                if let most = moved.max(by: { $0.diff!.changedPixels < $1.diff!.changedPixels }), let d = most.diff {
                    result.gif?.differences.append("GIF colours moved beyond the threshold in \(moved.count) key frame\(moved.count == 1 ? "" : "s") "
                        + "(most in frame \(most.keyFrame.index): \(SceneResult.grouped(d.changedPixels)) pixels)")
                }
            }
        }
    }

    private static func compareGIF(renderer: SceneRenderer, palette: Palette, keys: [KeyFrame], frames: [Frame], folder: ReferenceFolder,
                                   options: SnapshotOptions, written: inout [String]) throws -> GIFResult {
        let actual = try gifRecord(renderer: renderer, palette: palette, keys: keys, frames: frames)
        let expected = FileManager.default.contents(atPath: folder.gifPath).flatMap(GIFRecord.decode)
        var result = GIFResult(status: .matched, expected: expected, actual: actual, differences: [])
        if let expected {
            if expected != actual {
                result.differences = actual.differences(from: expected)
                result.status = .changed
                if options.record == .all {
                    if try folder.write(actual.encoded(), to: folder.gifPath) { written.append(folder.gifPath) }
                    result.status = .recorded
                }
            }
        } else if options.record == .never {
            result.status = .missing
        } else {
            if try folder.write(actual.encoded(), to: folder.gifPath) { written.append(folder.gifPath) }
            result.status = .recorded
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
            throw FrolicError(file: renderer.scenePath, field: "-", "the scene has no frames")
        }
        let writer = try GIFWriter(path: temp, width: first.width, height: first.height, palette: palette, fps: renderer.header.fps)
        for frame in indexed { try writer.add(frame) }
        try writer.finish()
        guard let bytes = FileManager.default.contents(atPath: temp) else {
            throw FrolicError(file: renderer.scenePath, field: "-", "the GIF written for the snapshot cannot be read back")
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
