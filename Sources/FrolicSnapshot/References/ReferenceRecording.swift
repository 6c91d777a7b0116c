import Foundation
import FrolicCore
import FrolicRaster
#if canImport(Glibc)
import Glibc
#endif

/// What one recording writes into a scene's reference folder, all or
/// nothing: every new file is first written beside its place
/// (`.frames.json.frolic-new`), and only when all of them are whole are they
/// renamed over the old ones, the marker last. A full disk or a read-only
/// file on the way leaves the old set as it was, the half-written files
/// removed, and the error says so; a half-new set would fail the unchanged
/// scene with thousands of "changed" pixels.
package struct ReferenceRecording {
    package let folder: ReferenceFolder
    /// File names in the folder and their new bytes, in the order they are put.
    private(set) var files: [(name: String, data: Data)] = []
    /// Paths of unused key frames removed once the new files are in place.
    private(set) var removals: [String] = []

    static let suffix = ".frolic-new"

    package init(folder: ReferenceFolder) { self.folder = folder }

    package var isEmpty: Bool { files.isEmpty && removals.isEmpty }

    /// Stages `data` for `name` unless the file already holds exactly those bytes; whether it will write.
    @discardableResult
    package mutating func put(_ data: Data, as name: String) -> Bool {
        if FileManager.default.contents(atPath: folder.path + "/" + name) == data { return false }
        files.removeAll { $0.name == name }
        files.append((name, data))
        return true
    }

    /// Stages the key frame's PNG unless the reference already holds exactly its pixels.
    @discardableResult
    package mutating func put(_ frame: Frame, _ key: KeyFrame) throws -> Bool {
        let path = folder.framePath(key)
        if folder.exists(path), let old = try? PNGFile.read(path), old == frame { return false }
        files.append((key.role + ".png", try PNGFile.encode(frame, path: path)))
        return true
    }

    package mutating func remove(_ path: String) { removals.append(path) }

    /// Whether `name` is staged.
    package func writes(_ name: String) -> Bool { files.contains { $0.name == name } }

    /// Writes every staged file beside its place, then swaps them in (the
    /// marker last), then removes the unused key frames. Returns the paths
    /// written and removed. On a failure before the swap nothing of the old set changed.
    package func commit() throws(ReferenceFolderError) -> (written: [String], removed: [String]) {
        guard !isEmpty else { return ([], []) }
        let dir = folder.path
        let created = !folder.exists(dir)
        if !files.isEmpty {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw .cannotCreate(folder: dir)
            }
        }
        let ordered = files.filter { $0.name != ReferenceMarker.fileName } + files.filter { $0.name == ReferenceMarker.fileName }
        var staged: [String] = []
        func undo() {
            for path in staged { unlink(path) }
            if created { rmdir(dir) }
        }
        for (name, data) in ordered {
            let temporary = dir + "/." + name + Self.suffix
            unlink(temporary)  // left by a recording that was killed; never anything but a file of this name
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                undo()
                throw .notRecorded(file: dir + "/" + name, reason: reason)
            }
            staged.append(temporary)
            let failure: String? = data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 { if errno == EINTR { continue }; return String(cString: strerror(errno)) }
                    offset += n
                }
                return fsync(fd) == 0 ? nil : String(cString: strerror(errno))
            }
            let closed = close(fd) == 0
            if let reason = failure ?? (closed ? nil : String(cString: strerror(errno))) {
                undo()
                throw .notRecorded(file: dir + "/" + name, reason: reason)
            }
        }
        var written: [String] = []
        for ((name, _), temporary) in zip(ordered, staged) {
            let path = dir + "/" + name
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                for rest in staged.dropFirst(written.count) { unlink(rest) }
                throw .swapFailed(file: path, reason: reason, swapped: written)
            }
            written.append(path)
        }
        var removed: [String] = []
        for path in removals where unlink(path) == 0 { removed.append(path) }
        return (written, removed)
    }
}
