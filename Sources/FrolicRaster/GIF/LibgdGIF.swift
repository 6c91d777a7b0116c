import CGD

/// The parts of a GIF, as libgd writes them: the header and trailer, and
/// each frame (graphic control extension + image) through
/// `gdImageGifAnimAddPtr`, from a palette image on the writer's one palette.
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

    /// One frame: `indices` are the image's pixels, row-major.
    static func image(_ indices: [UInt8], at place: Placement, palette: Palette, entries: Int, transparent: UInt8?,
                      delay: Int, disposal: Disposal = .keep) throws -> [UInt8] {
        try indices.withUnsafeBufferPointer { source in
            try image(at: place, palette: palette, entries: entries, transparent: transparent, delay: delay,
                      disposal: disposal) { row, line in
                line.update(from: source.baseAddress! + row * place.width, count: place.width)
            }
        }
    }

    /// One frame as `gdImageGifAnimAddPtr` writes it with no local colour
    /// table (`LocalCM = 0`: every frame is on the header's palette) and no
    /// `previm` (libgd's own differencing drops identical frames and their
    /// delays, see DESIGN.md; the writer does its own). `rows` writes each
    /// row of the image's pixels (`place.width` of them, at least one, in at
    /// least one row) into libgd's image.
    static func image(at place: Placement, palette: Palette, entries: Int, transparent: UInt8?, delay: Int,
                      disposal: Disposal = .keep, rows: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws -> [UInt8] {
        guard let image = gdImageCreate(Int32(place.width), Int32(place.height)) else {
            throw LibgdGIFError.outOfMemory
        }
        defer { gdImageDestroy(image) }
        allocate(image, palette: palette, entries: entries)
        if let t = transparent { gdImageColorTransparent(image, Int32(t)) }
        for row in 0..<place.height {
            guard let line = image.pointee.pixels[row] else { throw LibgdGIFError.outOfMemory }
            rows(row, line)
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
