import Foundation
import FrolicRaster
import FrolicRender
#if canImport(Glibc)
import Glibc
#endif

/// The files of an HTML report in its folder, and nothing else: every name
/// it writes is listed in `.frolic-report` (the manifest) before the file is
/// made, and a later report into the same folder replaces or removes only
/// names listed there. A file it did not write (the user's own `index.html`,
/// a scene, a folder named like a scene) is never replaced or removed: the
/// report stops with an error instead. Each file is replaced whole (a
/// temporary file renamed over it, removed by a signal that ends frolic:
/// `WholeFile`), and never through a link.
package final class ReportFolder {
    static let manifestName = ".frolic-report"
    /// The report's page, beside its pictures.
    package static let indexName = "index.html"

    let path: String
    /// Names (relative, folders ending in `/`) the manifest listed before this report.
    private let previous: Set<String>
    /// Names written by this report.
    private var written: Set<String> = []

    /// Opens (or creates) the report folder at `path`. `referencesRoots`:
    /// folders of references a report must not be written into.
    init(_ path: String, referencesRoots: [String] = []) throws(ReportFolderError) {
        self.path = path
        try Self.check(path, referencesRoots: referencesRoots)
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw ReportFolderError(file: path, problem: .cannotCreate)
        }
        previous = Self.manifest(path)
    }

    /// The GIF's output rules for a folder, before the run: a folder or nothing
    /// yet, never a file, device or pipe, and not the references root or in a reference folder.
    package static func check(_ path: String, referencesRoots: [String]) throws(ReportFolderError) {
        guard !path.isEmpty else { throw ReportFolderError(file: nil, problem: .empty) }
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw ReportFolderError(file: path, problem: .notAFolder)
        }
        // Not the references root, nor in a reference folder under it (a report
        // folder beside reference folders is fine: with `--references .` that is the whole project).
        let report = GitHubAnnotation.resolved(path)
        for root in referencesRoots {
            let r = GitHubAnnotation.resolved(root)
            let prefix = r.hasSuffix("/") ? r : r + "/"
            let below = report.hasPrefix(prefix) ? report.dropFirst(prefix.count).split(separator: "/").first.map(String.init) : nil
            if report == r || below.map({ ReferenceFiles.mayHoldReferences(prefix + $0) }) == true {
                throw ReportFolderError(file: path, problem: .inReferences(root))
            }
        }
        // The page a report always writes: a user's own index.html there stops the run before it starts.
        var index = stat()
        if lstat(path + "/" + indexName, &index) == 0, !manifest(path).contains(indexName) || index.st_mode & S_IFMT != S_IFREG {
            throw ReportFolderError(file: path + "/" + indexName, problem: .notWrittenByFrolic)
        }
    }

    /// The names a report listed in the folder's manifest (none when there is none).
    private static func manifest(_ path: String) -> Set<String> {
        let data = FileManager.default.contents(atPath: path + "/" + manifestName) ?? Data()
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") })
    }

    /// Makes sure `name` may be written: not there, or written by a report.
    /// Call for each top-level name before writing anything, so a report
    /// that cannot be written stops before its first file.
    func claim(_ name: String) throws(ReportFolderError) {
        guard !written.contains(name) else { return }
        let full = path + "/" + name
        var info = stat()
        if lstat(full, &info) == 0 {
            let folder = name.hasSuffix("/")
            let kindOK = folder ? info.st_mode & S_IFMT == S_IFDIR : info.st_mode & S_IFMT == S_IFREG
            guard previous.contains(name), kindOK else {
                throw ReportFolderError(file: full, problem: kindOK ? .notWrittenByFrolic : .wrongKind(folder: folder))
            }
        }
        written.insert(name)
        if !previous.contains(name) { try saveManifest(previous.union(written)) }
    }

    /// Whether this report wrote `name` already (the same picture shown twice is written once).
    func has(_ name: String) -> Bool { written.contains(name) }

    /// Makes the folder `name` (relative, no trailing slash).
    func makeFolder(_ name: String) throws(ReportFolderError) {
        try claim(name + "/")
        do { try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true) } catch {
            throw ReportFolderError(file: path + "/" + name, problem: .cannotCreate)
        }
    }

    func write(_ data: Data, _ name: String) throws(ReportFolderError) {
        try claim(name)
        do { try WholeFile.replace(path + "/" + name, with: data) } catch {
            throw ReportFolderError(file: path + "/" + name, problem: .cannotWrite(error.reason))
        }
    }

    func writePNG(_ frame: Frame, _ name: String) throws {
        try write(PNGFile.encode(frame, path: path + "/" + name), name)
    }

    /// Lists what this report wrote and removes what an earlier report
    /// wrote that this one did not (files, then its folders once empty).
    func finish() throws(ReportFolderError) {
        try saveManifest(written)
        let stale = previous.subtracting(written)
        for name in SnapshotSuite.sortedBytes(Array(stale)) where !name.hasSuffix("/") {
            var info = stat()
            if lstat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path + "/" + name) }
        }
        for name in SnapshotSuite.sortedBytes(Array(stale)).reversed() where name.hasSuffix("/") {
            rmdir(path + "/" + name)   // only when empty: anything someone put there stays
        }
    }

    private func saveManifest(_ names: Set<String>) throws(ReportFolderError) {
        let text = SnapshotSuite.sortedBytes(Array(names)).map { $0 + "\n" }.joined()
        do { try WholeFile.replace(path + "/" + Self.manifestName, with: Data(text.utf8)) } catch {
            throw ReportFolderError(file: path + "/" + Self.manifestName, problem: .cannotWrite(error.reason))
        }
    }
}
