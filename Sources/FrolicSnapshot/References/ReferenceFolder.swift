import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// One scene's references: `frame-NNNN.png` for each key frame (truecolor,
/// scale 1), `frames.json` with a digest of every frame, `scene.json` (the
/// scene file as recorded, to render expected frames from) and `gif.json`
/// describing the GIF encoding. Writes happen only when the
/// content differs, so a run with nothing changed leaves every file untouched.
public struct ReferenceFolder: Sendable {
    public let path: String

    public init(root: String, sceneName: String) {
        path = root + "/" + sceneName
    }

    public func framePath(_ index: Int) -> String {
        path + "/" + FrameFileName.png(index)
    }

    public var gifPath: String { path + "/gif.json" }
    public var framesPath: String { path + "/" + FramesRecord.fileName }
    public var scenePath: String { path + "/scene.json" }

    func readFramesRecord() -> FramesRecord? {
        FileManager.default.contents(atPath: framesPath).flatMap(FramesRecord.decode)
    }

    public func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: file) }

    public func readFrame(_ index: Int) throws -> Frame? {
        let file = framePath(index)
        return exists(file) ? try PNGFile.read(file) : nil
    }

    /// Writes the frame unless the reference already holds exactly its pixels.
    /// Returns whether it wrote.
    public func writeFrame(_ frame: Frame, _ index: Int) throws -> Bool {
        let file = framePath(index)
        if exists(file), let old = try? PNGFile.read(file), old == frame { return false }
        try ensureFolder()
        try PNGFile.write(frame, to: file)
        return true
    }

    /// Writes `data` to `file` unless it already holds exactly those bytes.
    public func write(_ data: Data, to file: String) throws -> Bool {
        if FileManager.default.contents(atPath: file) == data { return false }
        try ensureFolder()
        do { try data.write(to: URL(fileURLWithPath: file), options: .atomic) } catch {
            throw FrolicError(file: file, field: "references", "cannot write: \(error.localizedDescription)")
        }
        return true
    }

    /// Reference frames on disk that are not key frames any more.
    public func unusedFrames(keeping indices: [Int]) -> [String] {
        let keep = Set(indices.map(FrameFileName.png))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") && !keep.contains($0) }
            .sorted().map { path + "/" + $0 }
    }

    private func ensureFolder() throws {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw FrolicError(file: path, field: "references", "cannot create the reference folder")
        }
    }
}
