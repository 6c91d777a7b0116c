import Foundation
import FrolicCore
import FrolicRaster
import FrolicRender
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
    /// written and removed. On a failure before the swap nothing of the old
    /// set changed. The staged files are registered (`PendingFiles`): a
    /// signal that ends frolic while they are written removes them (and the
    /// folder, when this recording made it), and one during the swap waits
    /// for its end, so the folder holds the old set or the new one.
    package func commit() throws(ReferenceFolderError) -> (written: [String], removed: [String]) {
        guard !isEmpty else { return ([], []) }
        let dir = folder.path
        let ordered = files.filter { $0.name != ReferenceMarker.fileName } + files.filter { $0.name == ReferenceMarker.fileName }
        let staged = ordered.map { dir + "/." + $0.name + Self.suffix }
        let pending = PendingFiles(capacity: ordered.count)
        for path in staged { pending.add(path) }
        pending.activate()
        if !files.isEmpty, !folder.exists(dir) {
            do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                pending.removeAll()
                throw .cannotCreate(folder: dir)
            }
            pending.madeFolder(dir)
        }
        for (slot, ((name, data), temporary)) in zip(ordered, staged).enumerated() {
            var failure: String?
            pending.creating(slot) { created in
                unlink(temporary)  // left by a recording that was killed; never anything but a file of this name
                let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                guard fd >= 0 else { failure = String(cString: strerror(errno)); return }
                created()
                failure = data.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                        if n < 0 { if errno == EINTR { continue }; return String(cString: strerror(errno)) }
                        offset += n
                    }
                    return fsync(fd) == 0 ? nil : String(cString: strerror(errno))
                }
                if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            }
            if let failure {
                pending.removeAll()
                throw .notRecorded(file: dir + "/" + name, reason: failure)
            }
        }
        let swap: (written: [String], failure: ReferenceFolderError?) = pending.making {
            var written: [String] = []
            for (slot, ((name, _), temporary)) in zip(ordered, staged).enumerated() {
                let path = dir + "/" + name
                guard rename(temporary, path) == 0 else {
                    return (written, .swapFailed(file: path, reason: String(cString: strerror(errno)), swapped: written))
                }
                pending.settled(slot)
                written.append(path)
            }
            return (written, nil)
        }
        if let failure = swap.failure {
            pending.removeAll()
            throw failure
        }
        pending.keep()
        var removed: [String] = []
        for path in removals where unlink(path) == 0 { removed.append(path) }
        return (swap.written, removed)
    }
}
