/// Squared RGB distances from a palette's colours, for `LossyPlanner`' and
/// `LZWSearch`'s per-pixel tests: the colours are packed four `Int32`
/// slots apiece, so a test is three loads and no bounds checks, and both
/// steps read the one copy.
final class PaletteDistance {
    private let rgb: UnsafeMutablePointer<Int32>

    init(_ palette: Palette) {
        // Room for every index a frame may hold, unused ones black.
        rgb = .allocate(capacity: 4 * Palette.maxColors)
        rgb.initialize(repeating: 0, count: 4 * Palette.maxColors)
        for (i, c) in palette.colors.prefix(Palette.maxColors).enumerated() {
            rgb[4 * i] = Int32(c >> 16 & 0xFF); rgb[4 * i + 1] = Int32(c >> 8 & 0xFF); rgb[4 * i + 2] = Int32(c & 0xFF)
        }
    }

    deinit { rgb.deallocate() }

    /// Squared distance from palette colour `index` to the colour `pixel` (0x..RRGGBB).
    @inline(__always)
    func squared(_ index: Int, _ pixel: UInt32) -> Int {
        let c = rgb + 4 &* index
        let dr = Int(c[0]) &- Int(pixel >> 16 & 0xFF), dg = Int(c[1]) &- Int(pixel >> 8 & 0xFF)
        let db = Int(c[2]) &- Int(pixel & 0xFF)
        return dr &* dr &+ dg &* dg &+ db &* db
    }

    /// Squared distance between palette colours `a` and `b`.
    func squared(_ a: Int, toColour b: Int) -> Int {
        let c = rgb + 4 &* b
        return squared(a, UInt32(c[0]) << 16 | UInt32(c[1]) << 8 | UInt32(c[2]))
    }
}
