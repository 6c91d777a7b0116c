import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The mark a `--frames-dir` PNG carries, so that a later render can tell a
/// frame it may replace from a user's own `frame-0000.png`: a `tEXt` chunk
/// `Software: frolic frame` right after the header, where PNG readers show
/// it and ignore it. The same bytes in every frame, so frames stay
/// deterministic.
package enum FrameMarker {
    /// The chunk: length, type, keyword, NUL, text, CRC.
    static let chunk: [UInt8] = {
        let body = Array("tEXt".utf8) + Array("Software".utf8) + [0] + Array("frolic frame".utf8)
        return bigEndian(UInt32(body.count - 4)) + body + bigEndian(crc32(body))
    }()

    /// The signature and the header chunk (13 bytes of data) that every PNG starts with.
    static let headerEnd = 8 + 4 + 4 + 13 + 4

    /// `png` with the mark after its header.
    package static func marked(_ png: Data) -> Data {
        guard png.count > headerEnd else { return png }
        var out = Data(png.prefix(headerEnd))
        out.append(contentsOf: chunk)
        out.append(png.dropFirst(headerEnd))
        return out
    }

    /// The bytes a file needs before `isMarked` can tell: the header and the mark.
    package static var markedPrefix: Int { headerEnd + chunk.count }

    /// Whether the file at `path` is a PNG with the mark where `marked` puts it.
    package static func isMarked(file path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let want = markedPrefix
        var bytes = [UInt8](repeating: 0, count: want)
        var got = 0
        while got < want {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, want - got) }
            guard n > 0 else { return false }
            got += n
        }
        return bytes.prefix(16) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            && bytes.suffix(chunk.count).elementsEqual(chunk)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// PNG's CRC-32 (the reflected polynomial 0xEDB88320), over the chunk's type and data.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
