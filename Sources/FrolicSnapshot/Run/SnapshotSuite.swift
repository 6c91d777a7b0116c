import Foundation
import FrolicCore

/// Finds the scene files a run covers and runs them one after another (each
/// render already uses every core).
public enum SnapshotSuite {
    /// Scene files under `paths` (files as given, folders' `*.json` sorted by
    /// name), keeping those whose file name contains `filter`, then this
    /// shard's share.
    public static func sceneFiles(_ paths: [String], filter: String? = nil, shard: Shard? = nil) throws -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw FrolicError(file: path, field: "-", "no such scene file or folder")
            }
            if isDir.boolValue {
                let names = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }
                files += sortedBytes(names).map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var unique: [String] = []
        for f in files where !unique.contains(f) { unique.append(f) }
        if let filter {
            unique = unique.filter { name(of: $0).lowercased().contains(filter.lowercased()) }
        }
        guard let shard else { return unique }
        // Shard by file name; the same name given twice (two folders) stays in one shard.
        let share = Set(shard.select(Array(Set(unique.map(name(of:))))))
        return unique.filter { share.contains(name(of: $0)) }
    }

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
