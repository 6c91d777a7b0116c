import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a poll sees of the files a scene reads: modification time and size,
/// enough to tell an editor's save (which changes one or both) from no change,
/// without reading the files. A file that is gone has no stamp, so its
/// coming back is a change too.
package struct FileStamps: Sendable, Hashable {
    package struct Stamp: Sendable, Hashable {
        package var seconds: Int
        package var nanoseconds: Int
        package var size: Int64
        package var inode: UInt64
    }

    /// Path → stamp (nil: missing), in the order the paths were given.
    package let entries: [(path: String, stamp: Stamp?)]

    package init(_ paths: [String]) {
        var seen = Set<String>()
        entries = paths.filter { seen.insert($0).inserted }.map { ($0, Self.stamp(of: $0)) }
    }

    package init(entries: [(path: String, stamp: Stamp?)]) { self.entries = entries }

    /// The stamp of one file; nil when it cannot be seen.
    package static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                     size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }

    /// The paths whose stamp differs in `later` (or that only one of the two watches).
    package func changed(in later: FileStamps) -> [String] {
        let before = Dictionary(entries.map { ($0.path, $0.stamp) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(later.entries.map { ($0.path, $0.stamp) }, uniquingKeysWith: { a, _ in a })
        let paths = entries.map(\.path) + later.entries.map(\.path).filter { before[$0] == nil }
        return paths.filter { path in
            guard let old = before[path], let new = after[path] else { return true }
            return old != new
        }
    }

    package static func == (a: FileStamps, b: FileStamps) -> Bool { a.changed(in: b).isEmpty }
    package func hash(into h: inout Hasher) { for e in entries { h.combine(e.path); h.combine(e.stamp) } }
}
