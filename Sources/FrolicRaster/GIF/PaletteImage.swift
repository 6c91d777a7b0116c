import CGD

/// A libgd palette image built for `gdImageGifAnim*`, destroyed on scope exit.
///
/// It always carries all 256 colour entries (unused ones and the reserved
/// transparent 255 as black): libgd derives the LZW code size from the image's
/// colour count, and with fewer entries an index such as 255 would not fit the
/// code size it picks.
enum PaletteImage {
    static func with<T>(width: Int, height: Int, palette: Palette,
                        _ body: (gdImagePtr) throws -> T) throws -> T {
        guard let image = gdImageCreate(Int32(width), Int32(height)) else {
            throw PaletteImageError.outOfMemory
        }
        defer { gdImageDestroy(image) }
        for i in 0..<256 {
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
