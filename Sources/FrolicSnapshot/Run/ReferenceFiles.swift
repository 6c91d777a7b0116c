import Foundation
import FrolicCore
#if canImport(Glibc)
import Glibc
#endif

/// Which files in a references root Frolic wrote: what `--record --prune`
/// may remove. A folder is a reference folder only when Frolic marked it as
/// its own (`ReferenceMarker`, a regular file of a format it reads): a
/// folder of a game's `scene.json` files, notes or a project's `src/` under
/// `--references .` is never one. It is removed only when it holds nothing
/// but files Frolic wrote (its JSON files, the key frames its mark lists,
/// the mark), and then file by file, never recursively.
package enum ReferenceFiles {
    /// `frames.json`, `scene.json`, `gif.json`, `inputs.json`, as `ReferenceFolder` names them.
    static let fixedNames: Set<String> = [FramesRecord.fileName, ReferenceFolder.sceneFileName, ReferenceFolder.gifFileName,
                                          InputsRecord.fileName]

    /// Whether `name` is one Frolic writes into a reference folder: a JSON
    /// file above, the mark, or a key frame's PNG (`ReferenceFolder.isKeyFrameFile`).
    package static func isReferenceFile(_ name: String) -> Bool {
        fixedNames.contains(name) || name == ReferenceMarker.fileName || ReferenceFolder.isKeyFrameFile(name)
    }

    /// Whether `path` is a folder itself (not a link to one) that Frolic marked as its own.
    package static func isReferenceFolder(_ path: String) -> Bool {
        guard isPlainFolder(path), isRegularFile(path + "/" + ReferenceMarker.fileName) else { return false }
        return (try? ReferenceMarker.load(path + "/" + ReferenceMarker.fileName)) != nil
    }

    /// Whether `path` may hold references, marked or recorded before marks
    /// (one of Frolic's JSON files in it): never a place to write a report into.
    package static func mayHoldReferences(_ path: String) -> Bool {
        guard isPlainFolder(path) else { return false }
        return entries(path).contains { (fixedNames.contains($0) || $0 == ReferenceMarker.fileName) && isRegularFile(path + "/" + $0) }
    }

    /// The files of a marked folder Frolic wrote: its JSON files, the mark,
    /// and the key frames the mark lists (or, in a mark that lists none, named as Frolic names them).
    static func written(_ path: String) -> Set<String> {
        let marker = try? ReferenceMarker.load(path + "/" + ReferenceMarker.fileName)
        let listed = Set(marker?.keyFrames.map(\.file) ?? [])
        return Set(entries(path).filter { name in
            guard isRegularFile(path + "/" + name) else { return false }
            if fixedNames.contains(name) || name == ReferenceMarker.fileName { return true }
            return listed.isEmpty ? ReferenceFolder.isKeyFrameFile(name) : listed.contains(name)
        })
    }

    /// The entries of `path` that are not reference files Frolic wrote
    /// (other names, sub-folders, links), sorted: why a folder is kept.
    package static func foreignEntries(_ path: String) -> [String] {
        let ours = written(path)
        return SnapshotSuite.sortedBytes(entries(path).filter { !ours.contains($0) })
    }

    /// Removes a reference folder holding only reference files: each file,
    /// then the empty folder. Refuses (and removes nothing) when anything else is in it.
    package static func remove(_ path: String) throws(RemovalError) {
        let foreign = foreignEntries(path)
        guard isReferenceFolder(path), foreign.isEmpty else { throw .foreignEntries(folder: path, foreign) }
        // The mark goes last: a removal cut short leaves a folder still marked, still found.
        let names = entries(path).filter { $0 != ReferenceMarker.fileName } + [ReferenceMarker.fileName]
        for name in names where unlink(path + "/" + name) != 0 {
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
