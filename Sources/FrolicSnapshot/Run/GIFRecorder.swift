import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// Encodes every frame of the snapshot's one play into a GIF, as `frolic
/// render --scale 1` does (the same palette, mapping, `--lossy` and writer), into a
/// temporary file that is digested and removed: the encoding check then
/// covers the whole GIF's bytes, not a sample of frames.
final class GIFRecorder {
    let palette: Palette
    let mapper: ColorMapper
    /// The scene's `lossy` (and choice of canvas) and the writer, in frame order as the renderer has them.
    private let gif: GIFFrameOrder
    private let temp: String
    private var mapping: [String] = []

    init(renderer: SceneRenderer, palette: Palette) throws {
        self.palette = palette
        mapper = ColorMapper(palette: palette, dithering: renderer.options.dithering)
        temp = NSTemporaryDirectory() + "/frolic-snapshot-\(getpid())-\(UUID().uuidString).gif"
        gif = try GIFFrameOrder(path: temp, width: CanvasSize.pixels(renderer.header.size.width, scale: 1),
                                height: CanvasSize.pixels(renderer.header.size.height, scale: 1),
                                palette: palette, fps: renderer.header.fps, totalCentiseconds: renderer.timeline.centiseconds,
                                tolerance: renderer.header.lossy, loopFrames: renderer.loopFrames)
    }

    deinit { try? FileManager.default.removeItem(atPath: temp) }

    /// A frame mapped to the palette, with the digest of its indices and the
    /// truecolor frame; for the worker threads.
    static func map(_ frame: Frame, with mapper: ColorMapper) -> Mapped {
        let indexed = mapper.map(frame)
        return Mapped(frame: indexed, digest: "fnv1a64:" + FNV1a.hex(indexed.indices), truecolor: frame)
    }

    struct Mapped: Sendable {
        let frame: IndexedFrame
        let digest: String
        let truecolor: Frame
    }

    /// The next frame, in order: its digest is recorded and it is held, and
    /// the frame before it, now that its next is known, has `--lossy` applied
    /// and the writer's plan for it handed back as jobs whose bytes go to
    /// `append`, in order (`finish` plans the last).
    func plan(_ frame: Mapped) throws -> [FramePipeline<DisplayList, Mapped>.Job] {
        mapping.append(frame.digest)
        guard let write = try gif.add(frame.frame, truecolor: frame.truecolor).write else { return [] }
        return [{ try write.encode() }]
    }

    func append(_ image: [UInt8]) throws { try gif.append(image) }

    /// The record of everything added; the temporary GIF is gone after.
    func finish(scenePath: String) throws -> GIFRecord {
        defer { try? FileManager.default.removeItem(atPath: temp) }
        guard !mapping.isEmpty else { throw GIFRecordError.noFrames(scenePath: scenePath) }
        try gif.finish()
        guard let bytes = FileManager.default.contents(atPath: temp) else {
            throw GIFRecordError.notReadBack(path: temp)
        }
        return GIFRecord(digest: "fnv1a64:" + FNV1a.hex(bytes), bytes: bytes.count, frames: mapping.count,
                         gifFrames: gif.writtenFrames, palette: palette.colors.map(SceneSnapshot.hexColor), mapping: mapping)
    }
}

/// Why the GIF a snapshot records (to compare its encoding, `gif.json`)
/// cannot be made; the scene fails with it inside a `SceneLoadError`.
public enum GIFRecordError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The scene gave no frame to record.
    case noFrames(scenePath: String)
    /// The temporary GIF at `path` was written but cannot be read.
    case notReadBack(path: String)

    /// The scene file, or the temporary GIF.
    public var file: String {
        switch self {
        case let .noFrames(path), let .notReadBack(path): return path
        }
    }

    /// `duration` for a scene without frames, `gif` for the temporary GIF.
    public var field: String {
        switch self {
        case .noFrames: return "duration"
        case .notReadBack: return "gif"
        }
    }

    /// What is wrong, for the error line.
    public var message: String {
        switch self {
        case .noFrames: return "the scene has no frames"
        case .notReadBack: return "the GIF written for the snapshot cannot be read back"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
