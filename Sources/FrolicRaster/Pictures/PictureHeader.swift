import Foundation

/// A picture file's size in pixels as its header states it, read without
/// decoding: how a picture that would take too much memory is refused before
/// libgd allocates it. PNG's IHDR, JPEG's start of frame, WebP's VP8, VP8L
/// or VP8X chunk; nil for anything else (the decoder then says what it is).
enum PictureHeader {
    /// The size the picture is shown at: its header's, sides swapped when
    /// its EXIF orientation turns it a quarter (`ExifOrientation`).
    static func shownSize(of bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        guard let (w, h) = size(of: bytes) else { return nil }
        return ExifOrientation.swapsSides(ExifOrientation.of(bytes)) ? (h, w) : (w, h)
    }

    /// The format the file's first bytes say it is, in an error's words
    /// (`PNG`, `JPEG`, `WebP`); nil for anything else, whatever its name.
    static func format(of bytes: some RandomAccessCollection<UInt8>) -> String? {
        let b = Array(bytes.prefix(12))
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG" }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if b.count >= 12, b.starts(with: Array("RIFF".utf8)), b[8 ..< 12].elementsEqual("WEBP".utf8) { return "WebP" }
        return nil
    }

    static func size(of bytes: some RandomAccessCollection<UInt8>) -> (width: Int, height: Int)? {
        let b = Array(bytes.prefix(32))
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard b.count >= 24 else { return nil }
            return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
        }
        if b.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(bytes) }
        if b.starts(with: Array("RIFF".utf8)), b.count >= 30, b[8 ..< 12].elementsEqual("WEBP".utf8) { return webp(b) }
        return nil
    }

    /// The first start-of-frame marker's height and width, walking the
    /// segments from the start (EXIF and other APPn segments come first).
    private static func jpeg(_ bytes: some RandomAccessCollection<UInt8>) -> (width: Int, height: Int)? {
        var i = bytes.index(bytes.startIndex, offsetBy: 2)
        func byte(_ n: Int) -> Int? {
            guard let at = bytes.index(i, offsetBy: n, limitedBy: bytes.endIndex), at < bytes.endIndex else { return nil }
            return Int(bytes[at])
        }
        while let ff = byte(0), ff == 0xFF, let marker = byte(1) {
            if marker == 0xFF { i = bytes.index(after: i); continue }   // fill byte
            if marker == 0x01 || (0xD0 ... 0xD7).contains(marker) { i = bytes.index(i, offsetBy: 2); continue }
            guard let hi = byte(2), let lo = byte(3) else { return nil }
            let length = hi << 8 | lo
            let isFrame = (0xC0 ... 0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard let h1 = byte(5), let h0 = byte(6), let w1 = byte(7), let w0 = byte(8) else { return nil }
                return (w1 << 8 | w0, h1 << 8 | h0)
            }
            guard length >= 2, let next = bytes.index(i, offsetBy: 2 + length, limitedBy: bytes.endIndex) else { return nil }
            i = next
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        switch String(decoding: b[12 ..< 16], as: UTF8.self) {
        case "VP8 ":   // lossy: a key frame's start code, then 14-bit sides
            guard b[23 ..< 26].elementsEqual([0x9D, 0x01, 0x2A]) else { return nil }
            return (littleEndian(b, 26, 2) & 0x3FFF, littleEndian(b, 28, 2) & 0x3FFF)
        case "VP8L":   // lossless: a signature byte, then 14 bits each of width − 1 and height − 1
            guard b[20] == 0x2F else { return nil }
            let bits = littleEndian(b, 21, 4)
            return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8X":   // extended: 24 bits each of canvas width − 1 and height − 1
            return (littleEndian(b, 24, 3) + 1, littleEndian(b, 27, 3) + 1)
        default:
            return nil
        }
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at ..< at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        b[at ..< at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
