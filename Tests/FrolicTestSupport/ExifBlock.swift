/// The TIFF structure of an EXIF block holding only an orientation tag
/// (0x0112), in either byte order: what a camera writes into a JPEG's APP1
/// segment or a PNG's `eXIf` chunk to say how its picture is turned.
package func exifOrientation(_ value: Int, littleEndian: Bool = false) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] {
        let b = [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
        return littleEndian ? b.reversed() : b
    }
    func u32(_ v: Int) -> [UInt8] {
        let b = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) }
        return littleEndian ? b.reversed() : b
    }
    // Byte order, 42, IFD0 at 8: one entry (tag, SHORT, count 1, value), then no next IFD.
    return (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(8)
        + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + u16(0) + u32(0)
}

/// `jpeg` with an APP1 `Exif` segment holding `tiff` right after its start marker.
package func jpegWithExif(_ jpeg: [UInt8], _ tiff: [UInt8]) -> [UInt8] {
    let body: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = body.count + 2
    return Array(jpeg.prefix(2)) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + jpeg.dropFirst(2)
}

/// `png` with an `eXIf` chunk holding `tiff` after its header chunk.
package func pngWithExif(_ png: [UInt8], _ tiff: [UInt8]) -> [UInt8] {
    // The signature (8) and IHDR (4 + 4 + 13 + 4) come first.
    Array(png.prefix(33)) + pngChunk("eXIf", tiff) + png.dropFirst(33)
}
