/// A request path taken apart into its segments, percent-decoded once, with
/// every form of climbing out refused: `..` and `.` segments (also written
/// `%2e%2e`), an encoded `/` or `\` inside a segment, a NUL. What a server
/// serves is then chosen by name from its segments, never by joining the
/// path to a folder.
package struct ServedPath: Sendable, Hashable {
    package let segments: [String]

    /// nil for a path that is not plainly inside the server's own names.
    package init?(raw: String) {
        var path = Substring(raw)
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        guard path.hasPrefix("/") else { return nil }
        var out: [String] = []
        for piece in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = Self.percentDecoded(piece) else { return nil }
            if segment == "." || segment == ".." || segment.contains("/") || segment.contains("\\") || segment.contains("\0") {
                return nil
            }
            out.append(segment)
        }
        // A trailing slash (`/report/`) names a folder: only `/` itself is served as one.
        if out.last == "" { out.removeLast() }
        guard !out.contains("") else { return nil }
        segments = out
    }

    /// `%XX` decoded; nil for a bad escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
