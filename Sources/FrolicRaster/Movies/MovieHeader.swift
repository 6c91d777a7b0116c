import Foundation

/// Whether a file is a movie, from its first bytes: an ISO media file (MP4,
/// and QuickTime's MOV, which starts with an `ftyp`, `wide`, `mdat` or
/// `moov` box) or Matroska (WebM). A picture named in a scene may be one.
package enum MovieHeader {
    /// The extensions of screen recordings as the simulator, QuickTime and browsers write them.
    package static let extensions = ["mov", "mp4", "m4v", "webm"]

    static func isMovie(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
        let b = Array(bytes.prefix(12))
        if b.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) { return true }
        guard b.count >= 8 else { return false }
        return ["ftyp", "wide", "mdat", "moov", "free"].contains { b[4 ..< 8].elementsEqual($0.utf8) }
    }

    package static func isMovie(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return isMovie([UInt8]((try? handle.read(upToCount: 12)) ?? Data()))
    }
}
