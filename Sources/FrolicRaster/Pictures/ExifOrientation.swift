/// The way a camera or phone says its picture is to be turned: the EXIF
/// orientation tag (0x0112), in a JPEG's APP1 `Exif` segment or a PNG's
/// `eXIf` chunk. A portrait photo is often stored landscape with "rotate
/// 90°" in this tag; libgd ignores it, so the pixels are turned here, as
/// every viewer shows them.
enum ExifOrientation {
    /// The tag's value, 1…8 (1: as stored); 1 when the file has none or it is broken.
    static func of(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard let tiff = tiffBlock(bytes) else { return 1 }
        let value = orientation(inTIFF: bytes, tiff)
        return (1...8).contains(value) ? value : 1
    }

    static func of(_ bytes: [UInt8]) -> Int { bytes.withUnsafeBytes { of($0) } }

    /// Whether the orientation turns the picture a quarter (its sides swap).
    static func swapsSides(_ orientation: Int) -> Bool { orientation >= 5 }

    /// `level` as the orientation says to show it.
    static func apply(_ orientation: Int, to level: TextureLevel) -> TextureLevel {
        guard orientation != 1 else { return level }
        let w = level.width, h = level.height
        let (ow, oh) = swapsSides(orientation) ? (h, w) : (w, h)
        var out = [UInt32](repeating: 0, count: ow * oh)
        level.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<oh {
                    for x in 0..<ow {
                        // The stored pixel shown at (x, y).
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)   // 8
                        }
                        dst[y * ow + x] = src[sy * w + sx]
                    }
                }
            }
        }
        return TextureLevel(width: ow, height: oh, pixels: out)
    }

    /// Where the TIFF structure (byte order, IFD0) starts and ends in the file.
    private static func tiffBlock(_ b: UnsafeRawBufferPointer) -> Range<Int>? {
        if b.count >= 8, b.prefix(8).elementsEqual(PNGChunks.signature) {
            var at = 8
            while at + 8 <= b.count {
                let length = b[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) }
                let type = String(decoding: b[at + 4 ..< at + 8], as: UTF8.self)
                let end = at + 12 + length
                guard end <= b.count, length >= 0 else { return nil }
                if type == "eXIf" { return at + 8 ..< at + 8 + length }
                if type == "IDAT" || type == "IEND" { return nil }
                at = end
            }
            return nil
        }
        guard b.count >= 2, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var at = 2
        while at + 4 <= b.count, b[at] == 0xFF {
            let marker = b[at + 1]
            if marker == 0xFF { at += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
            // The pixels start at the first scan: no EXIF after it counts.
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(b[at + 2]) << 8 | Int(b[at + 3])
            let end = at + 2 + length
            guard length >= 2, end <= b.count else { return nil }
            let header: [UInt8] = Array("Exif".utf8) + [0, 0]
            if marker == 0xE1, length >= 8, b[at + 4 ..< at + 10].elementsEqual(header) { return at + 10 ..< end }
            at = end
        }
        return nil
    }

    /// The orientation entry of IFD0, or 1.
    private static func orientation(inTIFF b: UnsafeRawBufferPointer, _ tiff: Range<Int>) -> Int {
        let base = tiff.lowerBound
        guard tiff.count >= 8 else { return 1 }
        let little: Bool
        switch (b[base], b[base + 1]) {
        case (0x49, 0x49): little = true    // "II"
        case (0x4D, 0x4D): little = false   // "MM"
        default: return 1
        }
        func read(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            let bytes = b[base + offset ..< base + offset + count]
            return (little ? Array(bytes.reversed()) : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let count = read(ifd, 2) else { return 1 }
        for i in 0..<count {
            let entry = ifd + 2 + 12 * i
            guard let tag = read(entry, 2) else { return 1 }
            // A SHORT (type 3), one of it: the value sits in the entry's first two bytes.
            if tag == 0x0112, read(entry + 2, 2) == 3, let value = read(entry + 8, 2) { return value }
        }
        return 1
    }
}
