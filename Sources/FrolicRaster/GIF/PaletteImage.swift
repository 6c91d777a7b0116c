import CGD

/// A libgd palette image built for `gdImageGifAnim*`, destroyed on scope exit.
///
/// libgd derives the colour-table size and the LZW code size from the image's
/// colour count, so the image carries exactly `entries` colours: the palette,
/// plus one more slot (black) when the image uses the transparent index just
/// past the palette. Every index an image holds is then below its colour count,
/// and a 3-colour scene gets a 4-entry table and 2-bit codes instead of 256
/// entries and 8-bit codes.
enum PaletteImage {
    static func with<T>(width: Int, height: Int, palette: Palette, entries: Int,
                        _ body: (gdImagePtr) throws -> T) throws -> T {
        guard let image = gdImageCreate(Int32(width), Int32(height)) else {
            throw PaletteImageError.outOfMemory
        }
        defer { gdImageDestroy(image) }
        for i in 0..<entries {
            let c = i < palette.colors.count ? palette.colors[i] : 0
            _ = gdImageColorAllocate(image, Int32(c >> 16 & 0xFF), Int32(c >> 8 & 0xFF), Int32(c & 0xFF))
        }
        return try body(image)
    }

    /// Copies `rect` of `indices` (an image `stride` pixels wide) into `image`'s rows.
    static func fill(_ image: gdImagePtr, from indices: [UInt8], stride: Int, rect: ChangedRect) {
        indices.withUnsafeBufferPointer { source in
            for row in 0..<rect.height {
                guard let line = image.pointee.pixels[row] else { continue }
                let start = (rect.y + row) * stride + rect.x
                for col in 0..<rect.width { line[col] = source[start + col] }
            }
        }
    }
}

enum PaletteImageError: Error { case outOfMemory }
