import FrolicRaster

/// A 64-bit digest of a frame's pixels, for telling whether any pixel of any
/// frame changed without storing the frames: 16 hex digits a frame instead of
/// a PNG. FNV-1a over the pixels' `0x00RRGGBB` words, row by row (a word at a
/// time rather than a byte, four times fewer steps). Each step is a bijection
/// of the state (xor a word, multiply by an odd prime), so two frames that
/// differ in a single pixel always get different digests.
enum FrameDigest {
    static func of(_ frame: Frame) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        frame.pixels.withUnsafeBufferPointer { pixels in
            for p in pixels { h = (h ^ UInt64(p & 0xFF_FFFF)) &* 0x0000_0100_0000_01b3 }
        }
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
