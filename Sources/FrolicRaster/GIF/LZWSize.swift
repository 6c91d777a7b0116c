/// The size of a GIF image's LZW data, computed without encoding it: the
/// same string table and code widths as libgd's compressor (codes widen when
/// the table outgrows them, a clear code at 4096), so candidate encodings of
/// one frame can be ranked and only the smallest handed to libgd.
enum LZWSize {
    /// Bits of LZW data for `pixels` at minimum code size `codeBits`.
    static func bits(of pixels: [UInt8], codeBits: Int) -> Int {
        guard let firstPixel = pixels.first else { return 0 }
        let clearCode = 1 << codeBits
        var width = codeBits + 1
        var nextCode = clearCode + 2
        var total = width  // the opening clear code
        let dictionary = LZWDictionary()
        var current = Int(firstPixel)
        pixels.withUnsafeBufferPointer { pixels in
            for i in 1..<pixels.count {
                let pixel = Int(pixels[i])
                if let code = dictionary.code(current, pixel) {
                    current = code
                    continue
                }
                total += width
                if nextCode < 4096 {
                    dictionary.insert(current, pixel, code: nextCode)
                    nextCode += 1
                    if nextCode > 1 << width && width < 12 { width += 1 }
                } else {
                    total += width
                    dictionary.removeAll()
                    width = codeBits + 1
                    nextCode = clearCode + 2
                }
                current = pixel
            }
        }
        return total + 2 * width  // the last string and the end code
    }

    /// The LZW minimum code size GIF uses for an image with `entries` colours.
    static func codeBits(entries: Int) -> Int {
        max(2, Int.bitWidth - (max(entries, 2) - 1).leadingZeroBitCount)
    }
}
