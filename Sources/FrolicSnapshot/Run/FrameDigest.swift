import FrolicRaster

/// A 64-bit digest of a frame's pixels, for telling whether any pixel of any
/// frame changed without storing the frames: 16 hex digits a frame instead of
/// a PNG. FNV-1a over the pixels' `0x00RRGGBB` words, row by row (a word at a
/// time rather than a byte, four times fewer steps). Each step is a bijection
/// of the state (xor a word, multiply by an odd prime), so two frames that
/// differ in a single pixel always get different digests.
enum FrameDigest {
    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x0000_0100_0000_01b3

    static func of(_ frame: Frame) -> String {
        var h = basis
        frame.pixels.withUnsafeBufferPointer { pixels in
            for p in pixels { h = (h ^ UInt64(p & 0xFF_FFFF)) &* prime }
        }
        return hex(h)
    }

    /// `of(frame)` and `FNV1a.hex` of the frame's palette indices (the
    /// snapshot's colour mapping) in one pass: each digest is a chain of
    /// dependent multiplies, so the two side by side take about the time of one.
    static func of(_ frame: Frame, mapped: IndexedFrame) -> (frame: String, mapping: String) {
        guard mapped.indices.count == frame.pixels.count else { return (of(frame), FNV1a.hex(mapped.indices)) }
        var h = basis, m = basis
        frame.pixels.withUnsafeBufferPointer { pixels in
            mapped.indices.withUnsafeBufferPointer { indices in
                for k in pixels.indices {
                    h = (h ^ UInt64(pixels[k] & 0xFF_FFFF)) &* prime
                    m = (m ^ UInt64(indices[k])) &* prime
                }
            }
        }
        return (hex(h), hex(m))
    }

    private static func hex(_ h: UInt64) -> String {
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
