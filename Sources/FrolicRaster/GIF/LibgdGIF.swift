import CGD

/// Encodes the parts of a GIF: the header and trailer through libgd, each
/// frame (graphic control extension + image) as libgd would, from indices on
/// the writer's one palette.
///
/// libgd derives the colour-table size (of the header) and the LZW code size
/// (of each image) from the image's colour count, so an image carries exactly
/// `entries` colours — just enough for its highest index. A 3-colour scene then
/// gets a 4-entry table and 2-bit codes instead of 256 entries and 8-bit codes,
/// and a frame drawing only with low indices gets shorter codes than the first.
enum LibgdGIF {
    struct Placement {
        var left: Int, top: Int, width: Int, height: Int
    }

    /// `indices`: the image's pixels, row-major.
    static func encode(_ indices: [UInt8], at place: Placement, entries: Int, transparent: UInt8?, delay: Int,
                       disposal: Disposal = .keep, table: LZWStringTable) -> [UInt8] {
        indices.withUnsafeBufferPointer { source in
            encode(at: place, entries: entries, transparent: transparent, delay: delay, disposal: disposal,
                   table: table) { row, line in
                line.update(from: source.baseAddress! + row * place.width, count: place.width)
            }
        }
    }

    /// One frame as libgd's `gdImageGifAnimAddPtr` writes it with no local
    /// colour table and no `previm` (libgd's own differencing drops identical
    /// frames, see DESIGN.md): the graphic control extension, the image
    /// descriptor and the LZW data (`LZWWriter`), byte for byte.
    /// `rows` writes each row of the image's pixels (`place.width` of them, at least one, in at least one row).
    static func encode(at place: Placement, entries: Int, transparent: UInt8?, delay: Int, disposal: Disposal = .keep,
                       table: LZWStringTable, rows: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let codeBits = LZWCodes.codeBits(entries: entries)
        let head = Self.head(at: place, entries: entries, transparent: transparent, delay: delay, disposal: disposal)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: place.width)
        defer { line.deallocate() }
        rows(0, line)
        var codes = LZWWriter(codeBits: codeBits, first: Int(line[0]), table: table)
        codes.add(row: line, from: 1, to: place.width)
        for row in 1 ..< place.height where !codes.strayed {
            rows(row, line)
            codes.add(row: line, from: 0, to: place.width)
        }
        guard !codes.strayed else {
            return LibgdHashTable.encode(after: head, codeBits: codeBits, width: place.width, height: place.height, rows: rows)
        }
        return codes.finish(after: head)
    }

    /// What comes before a frame's LZW data: the graphic control extension,
    /// the image descriptor and the LZW minimum code size.
    static func head(at place: Placement, entries: Int, transparent: UInt8?, delay: Int, disposal: Disposal) -> [UInt8] {
        func word(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8)] }
        var head: [UInt8] = [0x21, 0xF9, 4, UInt8(truncatingIfNeeded: (transparent == nil ? 0 : 1) | Int(disposal.rawValue) << 2)]
        head += word(delay) + [transparent ?? 0xFF, 0, 0x2C]
        head += word(place.left) + word(place.top) + word(place.width) + word(place.height)
        head += [0, UInt8(LZWCodes.codeBits(entries: entries))]
        return head
    }

    /// The same frame encoded by libgd itself, pixel by pixel: the reference
    /// `encode` is held to in the tests.
    static func libgdImage(_ indices: [UInt8], at place: Placement, palette: Palette, entries: Int,
                           transparent: UInt8?, delay: Int, disposal: Disposal = .keep) throws -> [UInt8] {
        guard let image = gdImageCreate(Int32(place.width), Int32(place.height)) else {
            throw LibgdGIFError.outOfMemory
        }
        defer { gdImageDestroy(image) }
        allocate(image, palette: palette, entries: entries)
        if let t = transparent { gdImageColorTransparent(image, Int32(t)) }
        indices.withUnsafeBufferPointer { source in
            for row in 0..<place.height {
                guard let line = image.pointee.pixels[row] else { continue }
                line.update(from: source.baseAddress! + row * place.width, count: place.width)
            }
        }
        var size: Int32 = 0
        guard let bytes = gdImageGifAnimAddPtr(image, &size, 0, Int32(place.left), Int32(place.top),
                                               Int32(delay), disposal.rawValue, nil) else {
            throw LibgdGIFError.outOfMemory
        }
        defer { gdFree(bytes) }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(size)))
    }

    /// The GIF header, logical screen, global colour table and NETSCAPE2.0 loop-forever block.
    static func header(width: Int, height: Int, palette: Palette, entries: Int) throws -> [UInt8] {
        guard let image = gdImageCreate(Int32(width), Int32(height)) else {
            throw LibgdGIFError.outOfMemory
        }
        defer { gdImageDestroy(image) }
        allocate(image, palette: palette, entries: entries)
        var size: Int32 = 0
        guard let bytes = gdImageGifAnimBeginPtr(image, &size, 1, 0) else {
            throw LibgdGIFError.outOfMemory
        }
        defer { gdFree(bytes) }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(size)))
    }

    static func trailer() -> [UInt8] {
        var size: Int32 = 0
        guard let bytes = gdImageGifAnimEndPtr(&size) else { return [0x3B] }
        defer { gdFree(bytes) }
        return Array(UnsafeRawBufferPointer(start: bytes, count: Int(size)))
    }

    private static func allocate(_ image: gdImagePtr, palette: Palette, entries: Int) {
        for i in 0..<entries {
            let c = i < palette.colors.count ? palette.colors[i] : 0
            _ = gdImageColorAllocate(image, Int32(c >> 16 & 0xFF), Int32(c >> 8 & 0xFF), Int32(c & 0xFF))
        }
    }
}

enum LibgdGIFError: Error { case outOfMemory }
