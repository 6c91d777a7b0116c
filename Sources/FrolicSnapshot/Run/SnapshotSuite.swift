import Foundation
import FrolicCore

/// Finds the scene files a run covers and runs them one after another (each
/// render already uses every core).
public enum SnapshotSuite {
    /// Scene files under `paths` (files as given, folders' `*.json` sorted by
    /// name), keeping those whose file name contains `filter`, then this
    /// shard's share. Selecting nothing is an error, not a green run of zero
    /// scenes: a mistyped filter or a shard count above the scene count would
    /// otherwise pass CI having checked nothing.
    public static func sceneFiles(_ paths: [String], filter: String? = nil, shard: Shard? = nil) throws -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw FrolicError(file: path, field: "scenes", "no such scene file or folder")
            }
            if isDir.boolValue {
                let names = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }
                guard !names.isEmpty else { throw FrolicError(file: path, field: "scenes", "no scene files (*.json) in this folder") }
                files += sortedBytes(names).map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var unique: [String] = []
        for f in files where !unique.contains(f) { unique.append(f) }
        if let filter {
            let all = unique.map(name(of:))
            unique = unique.filter { name(of: $0).lowercased().contains(filter.lowercased()) }
            guard !unique.isEmpty else {
                throw FrolicError(file: FrolicError.commandLine, field: "--filter",
                                  "no scene file name contains \"\(filter)\" (scenes: \(all.joined(separator: ", ")))")
            }
        }
        guard let shard else { return unique }
        // Shard by file name; the same name given twice (two folders) stays in one shard.
        let names = Set(unique.map(name(of:)))
        let share = Set(shard.select(Array(names)))
        guard !share.isEmpty else {
            throw FrolicError(file: FrolicError.commandLine, field: "--shard",
                              "share \(shard.index)/\(shard.count) of \(names.count) scene\(names.count == 1 ? "" : "s") is empty: use at most \(names.count) shards")
        }
        return unique.filter { share.contains(name(of: $0)) }
    }

    /// Reference folders under `root` whose scene is not among `names`, nor
    /// named like a scene file beside any of `files` (so checking one scene of
    /// a folder does not call its neighbours' references orphans): left behind
    /// by a scene renamed or deleted.
    public static func orphans(root: String, names: [String], besideScenes files: [String] = []) -> [String] {
        let fm = FileManager.default
        var known = Set(names)
        for folder in Set(files.map { ($0 as NSString).deletingLastPathComponent }) {
            let entries = (try? fm.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            known.formUnion(entries.filter { $0.hasSuffix(".json") }.map(name(of:)))
        }
        let folders = ((try? fm.contentsOfDirectory(atPath: root)) ?? []).filter { name in
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: root + "/" + name, isDirectory: &isDir) && isDir.boolValue && !name.hasPrefix(".")
        }
        return sortedBytes(folders.filter { !known.contains($0) }).map { root + "/" + $0 }
    }

    /// Whether `files` are every scene file (`*.json`) of each folder they
    /// are in: a run over whole folders, whose reference folders without a
    /// scene are orphans for sure, not scenes this run merely left out.
    public static func coversWholeFolders(_ files: [String]) -> Bool {
        let run = Set(files.map { ($0 as NSString).standardizingPath })
        return Set(files.map { ($0 as NSString).deletingLastPathComponent }).allSatisfy { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            return names.filter { $0.hasSuffix(".json") }
                .allSatisfy { run.contains(((folder as NSString).appendingPathComponent($0) as NSString).standardizingPath) }
        }
    }

    /// Runs each scene in turn; `each` sees every result as it comes, so the
    /// CLI prints a scene's line as soon as it is known.
    public static func run(_ files: [String], referencesRoot: String, options: SnapshotOptions,
                           each: (SceneResult) -> Void = { _ in }) -> [SceneResult] {
        files.map { file in
            let r = SceneSnapshot.run(scenePath: file, referencesRoot: referencesRoot, options: options)
            each(r)
            return r
        }
    }

    static func name(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Sorted by UTF-8 bytes: the same order on every machine, whatever its locale.
    static func sortedBytes(_ names: [String]) -> [String] {
        names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
