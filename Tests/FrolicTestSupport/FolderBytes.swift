import Foundation

/// Every regular file below `root` (hidden ones too, at any depth) and its
/// bytes, by path relative to `root`: two equal values prove that nothing in
/// the folder was written, replaced, added or removed.
package func folderBytes(_ root: String) -> [String: Data] {
    var out: [String: Data] = [:]
    func walk(_ relative: String) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let sub = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(root + "/" + sub, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(sub)
            case S_IFREG: out[sub] = FileManager.default.contents(atPath: root + "/" + sub)
            default: out[sub] = Data("not a regular file".utf8)
            }
        }
    }
    walk("")
    return out
}
