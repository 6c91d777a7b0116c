import Foundation
import FrolicCore

/// Finds the scene files a run covers and runs them one after another (each
/// render already uses every core).
package enum SnapshotSuite {
    /// Scene files under `paths` (files as given, folders' `*.json` sorted by
    /// name), keeping those whose file name contains `filter`, then this
    /// shard's share. A filter that selects nothing is an error, not a green
    /// run of zero scenes: a mistyped filter would otherwise pass CI having
    /// checked nothing. A shard past the number of scenes is empty and no
    /// error, so a fixed CI matrix keeps working when scenes are few.
    package static func sceneFiles(_ paths: [String], filter: String? = nil, shard: Shard? = nil) throws(SceneSelectionError) -> [String] {
        let files = try sceneFiles(paths, filter: filter)
        return shard.map { share(of: files, $0) } ?? files
    }

    /// Scene files under `paths` that `filter` keeps, before sharding.
    package static func sceneFiles(_ paths: [String], filter: String?) throws(SceneSelectionError) -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw .missing(path: path)
            }
            if isDir.boolValue {
                files += try sceneFiles(inFolder: path)
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
                throw .filterKeepsNone(filter: filter, names: all)
            }
        }
        return unique
    }

    /// The scene files (`*.json`) of one folder, sorted by name.
    static func sceneFiles(inFolder path: String) throws(SceneSelectionError) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }
        guard !names.isEmpty else { throw .noScenes(folder: path) }
        return sortedBytes(names).map { (path as NSString).appendingPathComponent($0) }
    }

    /// `shard`'s share of `files`, by file name; the same name given twice
    /// (two folders) stays in one shard.
    package static func share(of files: [String], _ shard: Shard) -> [String] {
        let chosen = Set(shard.select(shardNames(files)))
        return files.filter { chosen.contains(name(of: $0)) }
    }

    /// The distinct file names among `files`: what shards are dealt from.
    package static func shardNames(_ files: [String]) -> [String] {
        sortedBytes(Array(Set(files.map(name(of:)))))
    }

    /// The `name` inside a scene file (what its reference folder is called,
    /// which may differ from the file name); nil when the file cannot be read
    /// as a JSON object with a string `name`.
    package static func sceneName(inFile path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["name"] as? String
    }

    /// Reference folders under `root` that hold Frolic's reference files and
    /// whose scene is not among `names` nor among the scenes (by the `name`
    /// inside each file) of any folder `files` are in, so checking one scene
    /// of a folder does not call its neighbours' references orphans: left
    /// behind by a scene renamed or deleted. A folder with no reference file
    /// in it (notes, the project's own source with `--references .`) is
    /// never one.
    package static func orphans(root: String, names: [String], besideScenes files: [String] = []) -> [String] {
        var known = Set(names)
        for folder in Set(files.map { ($0 as NSString).deletingLastPathComponent }) {
            for file in (try? sceneFiles(inFolder: folder.isEmpty ? "." : folder)) ?? [] {
                if let name = sceneName(inFile: file) { known.insert(name) }
            }
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { name in
            !name.hasPrefix(".") && !known.contains(name) && ReferenceFiles.isReferenceFolder(root + "/" + name)
        }
        return sortedBytes(folders).map { root + "/" + $0 }
    }

    /// Whether `files` are every scene file (`*.json`) of each folder they
    /// are in: a run over whole folders, whose reference folders without a
    /// scene are orphans for sure, not scenes this run merely left out.
    package static func coversWholeFolders(_ files: [String]) -> Bool {
        let run = Set(files.map { ($0 as NSString).standardizingPath })
        return Set(files.map { ($0 as NSString).deletingLastPathComponent }).allSatisfy { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            return names.filter { $0.hasSuffix(".json") }
                .allSatisfy { run.contains(((folder as NSString).appendingPathComponent($0) as NSString).standardizingPath) }
        }
    }

    /// Runs each scene in turn; `each` sees every result as it comes, so the
    /// CLI prints a scene's line as soon as it is known.
    package static func run(_ files: [String], referencesRoot: String, options: SnapshotOptions,
                            each: (SceneResult) -> Void = { _ in }) -> [SceneResult] {
        files.map { file in
            let r = check(file, referencesRoot: referencesRoot, options: options)
            each(r)
            return r
        }
    }

    /// One scene, its hints naming the command that accepts just this scene.
    package static func check(_ file: String, referencesRoot: String, options: SnapshotOptions) -> SceneResult {
        var options = options
        options.accept = options.accept.only(file)
        var r = SceneSnapshot.run(scenePath: file, referencesRoot: referencesRoot, options: options)
        r.accept = options.accept
        return r
    }

    static func name(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Sorted by UTF-8 bytes: the same order on every machine, whatever its locale.
    static func sortedBytes(_ names: [String]) -> [String] {
        names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
