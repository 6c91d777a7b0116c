import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender

/// One scene's references: a PNG for each key frame named by its role
/// (`start.png`, `after-gesture-1.png`, `end.png`: see `KeyFrame.role`;
/// truecolor, scale 1), `frames.json` with a digest of every frame,
/// `scene.json` (the scene file as recorded, to render expected frames from),
/// `inputs.json` with a digest of each file the scene reads, `gif.json`
/// describing the GIF encoding, and `.frolic-references`, the mark that says
/// Frolic wrote the folder and which frame each PNG holds. Writes happen
/// only when the content differs, all or nothing (`ReferenceRecording`), so
/// a run with nothing changed leaves every file untouched.
///
/// Folders recorded with index names (`frame-0011.png`) are still read: a key
/// frame without its role file takes the index-named file of its frame, and
/// the result says to re-record so the names stop moving with the timing.
package struct ReferenceFolder: Sendable {
    package let path: String

    package init(root: String, sceneName: String) {
        path = root + "/" + sceneName
    }

    package func framePath(_ key: KeyFrame) -> String {
        path + "/" + key.role + ".png"
    }

    /// Where a folder recorded with index names keeps the frame.
    package func indexNamedFramePath(_ index: Int) -> String {
        path + "/" + FrameFileName.png(index)
    }

    static let gifFileName = "gif.json"
    static let sceneFileName = "scene.json"

    package var gifPath: String { path + "/" + Self.gifFileName }
    package var framesPath: String { path + "/" + FramesRecord.fileName }
    package var scenePath: String { path + "/" + Self.sceneFileName }
    package var inputsPath: String { path + "/" + InputsRecord.fileName }
    package var markerPath: String { path + "/" + ReferenceMarker.fileName }

    /// The folder's mark (`ReferenceMarker`), nil for a folder Frolic did not mark (recorded before marks existed).
    func readMarker() throws -> ReferenceMarker? { try ReferenceMarker.load(markerPath) }

    /// The digests, nil when there are none; a broken file is an error at its path.
    func readFramesRecord() throws -> FramesRecord? { try FramesRecord.load(framesPath) }

    func readInputsRecord() throws -> InputsRecord? { try InputsRecord.load(inputsPath) }

    /// The recorded scene file, nil when there is none; one that is not JSON is an error at its path.
    func readRecordedScene() throws -> Data? { try ReferenceFile.readJSON(scenePath) }

    package func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: file) }

    /// Whether the folder holds any file Frolic records (`ReferenceFiles.isReferenceFile`):
    /// then a run by hand only checks the scene. A `budget.json` alone is no reference.
    package var holdsReferences: Bool { Self.holdsReferences(path) }

    /// Whether the folder at `path` holds any file Frolic records.
    package static func holdsReferences(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains(where: ReferenceFiles.isReferenceFile)
    }

    /// The key frame's reference, and whether it came from an index-named file.
    package func readFrame(_ key: KeyFrame) throws -> (frame: Frame, indexNamed: Bool)? {
        if exists(framePath(key)) { return (try PNGFile.read(framePath(key)), false) }
        let old = indexNamedFramePath(key.index)
        return exists(old) ? (try PNGFile.read(old), true) : nil
    }

    /// Key-frame PNGs on disk that `keys` do not use: roles no longer chosen
    /// and index-named files. With `readingIndexNames`, an index-named file
    /// still standing in for a key frame is in use. Only names Frolic writes
    /// are considered, so nothing else in the folder is ever listed.
    package func unusedFrames(keeping keys: [KeyFrame], readingIndexNames: Bool = false) -> [String] {
        var keep = Set(keys.map { $0.role + ".png" })
        if readingIndexNames {
            for k in keys where !exists(framePath(k)) { keep.insert(FrameFileName.png(k.index)) }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return SnapshotSuite.sortedBytes(names.filter { Self.isKeyFrameFile($0) && !keep.contains($0) }).map { path + "/" + $0 }
    }

    /// Whether `name` is a key-frame PNG Frolic writes: a role (`KeyFrames`) or an index name.
    static func isKeyFrameFile(_ name: String) -> Bool {
        guard name.hasSuffix(".png") else { return false }
        let stem = name.dropLast(4)
        if stem == "start" || stem == "end" { return true }
        if let n = stem.stripping("even-") { return n.isDigits }
        if let n = stem.stripping("frame-") { return n.isDigits }
        if let rest = stem.stripping("after-gesture-") {
            let parts = rest.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].isDigits else { return false }
            guard parts.count == 2 else { return true }
            let m = parts[1]
            return m.hasSuffix("s") && Double(m.dropLast()) != nil
        }
        return false
    }

}

private extension Substring {
    func stripping(_ prefix: String) -> Substring? { hasPrefix(prefix) ? dropFirst(prefix.count) : nil }
    var isDigits: Bool { !isEmpty && allSatisfy { $0.isASCII && $0.isNumber } }
}

/// A reference the run cannot write (a read-only checkout, a full disk);
/// the scene fails with it inside a `SceneLoadError`.
public enum ReferenceFolderError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The system's reason.
    case cannotWrite(file: String, reason: String)
    /// The scene's reference folder could not be made.
    case cannotCreate(folder: String)
    /// A new reference could not be written beside the old ones: nothing was recorded, the old set is whole.
    case notRecorded(file: String, reason: String)
    /// Every new file was written, but moving `file` into place failed after `swapped` were.
    case swapFailed(file: String, reason: String, swapped: [String])

    /// The file or folder at fault.
    public var file: String {
        switch self {
        case let .cannotWrite(file, _), let .notRecorded(file, _), let .swapFailed(file, _, _): return file
        case let .cannotCreate(folder): return folder
        }
    }

    /// Always `references`.
    public var field: String { "references" }

    /// What is wrong, for the error line.
    public var message: String {
        switch self {
        case let .cannotWrite(_, reason): return "cannot write: \(reason)"
        case .cannotCreate: return "cannot create the reference folder"
        case let .notRecorded(_, reason):
            return "cannot write: \(reason); nothing was recorded, the references are as they were"
        case let .swapFailed(_, reason, swapped):
            return "cannot move the new file into place: \(reason); \(swapped.count) file\(swapped.count == 1 ? " was" : "s were") replaced before it, re-record the scene"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
