import Foundation
import FrolicCore
#if canImport(Glibc)
import Glibc
#endif

/// Which files in a references root Frolic wrote: what `--record --prune`
/// may remove. A folder is a reference folder when it holds at least one of
/// its JSON files; it is removed only when it holds nothing else (no other file, no
/// sub-folder, no link), and then file by file, never recursively, so notes,
/// a `budget.json` someone wrote or a project's `src/` under `--references .`
/// are never touched.
package enum ReferenceFiles {
    /// `frames.json`, `scene.json`, `gif.json`, `inputs.json`, as `ReferenceFolder` names them.
    static let fixedNames: Set<String> = {
        let folder = ReferenceFolder(root: ".", sceneName: ".")
        return Set([folder.framesPath, folder.scenePath, folder.gifPath, folder.inputsPath].map { ($0 as NSString).lastPathComponent })
    }()

    /// Whether `name` is one Frolic writes into a reference folder: a JSON
    /// file above or a key frame's PNG (`ReferenceFolder.isKeyFrameFile`).
    package static func isReferenceFile(_ name: String) -> Bool {
        fixedNames.contains(name) || ReferenceFolder.isKeyFrameFile(name)
    }

    /// Whether `path` is a folder itself (not a link to one) holding one of
    /// Frolic's JSON reference files: a folder of PNGs alone (screenshots,
    /// a `--frames-dir`) is not one.
    package static func isReferenceFolder(_ path: String) -> Bool {
        guard isPlainFolder(path) else { return false }
        return entries(path).contains { fixedNames.contains($0) && isRegularFile(path + "/" + $0) }
    }

    /// The entries of `path` that are not reference files Frolic wrote
    /// (other names, sub-folders, links), sorted: why a folder is kept.
    package static func foreignEntries(_ path: String) -> [String] {
        SnapshotSuite.sortedBytes(entries(path).filter { !isReferenceFile($0) || !isRegularFile(path + "/" + $0) })
    }

    /// Removes a reference folder holding only reference files: each file,
    /// then the empty folder. Refuses (and removes nothing) when anything else is in it.
    package static func remove(_ path: String) throws(RemovalError) {
        let foreign = foreignEntries(path)
        guard isPlainFolder(path), foreign.isEmpty else { throw .foreignEntries(folder: path, foreign) }
        for name in entries(path) where unlink(path + "/" + name) != 0 {
            throw .cannotRemove(path: path + "/" + name, reason: String(cString: strerror(errno)))
        }
        guard rmdir(path) == 0 else { throw .cannotRemoveFolder(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Why `remove` left a reference folder.
    package enum RemovalError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The folder holds `entries` that are not reference files Frolic wrote.
        case foreignEntries(folder: String, [String])
        case cannotRemove(path: String, reason: String)
        case cannotRemoveFolder(path: String, reason: String)

        /// The folder or file at fault.
        package var path: String {
            switch self {
            case let .foreignEntries(path, _), let .cannotRemove(path, _), let .cannotRemoveFolder(path, _): return path
            }
        }

        package var description: String {
            switch self {
            case let .foreignEntries(_, entries):
                return "holds files frolic did not write (\(entries.joined(separator: ", "))); remove it by hand if it is no longer needed"
            case let .cannotRemove(_, reason): return "cannot remove: \(reason)"
            case let .cannotRemoveFolder(_, reason): return "cannot remove the folder: \(reason)"
            }
        }
    }

    private static func entries(_ path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    private static func isPlainFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
