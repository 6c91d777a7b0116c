/// libgd's LZW string table as its compressor keeps it, probe for probe: a
/// hash of 5003 slots keyed by (pixel << 12) + prefix, first slot
/// (pixel << 4) ^ prefix, then steps of 5003 − slot. A probe ends at an
/// empty slot or at one holding key 0, as libgd's does, so the codes come
/// out as libgd's even where that makes it miss a string it holds
/// (`LZWEncoder.strayed`). Pixel by pixel, for the few images that need it.
enum GDStringTable {
    private static let size = 5003

    /// `head` followed by the image's LZW data, its pixels given row by row (`rows`, `width` each).
    static func encode(after head: [UInt8], codeBits: Int, width: Int, height: Int,
                       rows: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let keys = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        let values = UnsafeMutablePointer<UInt16>.allocate(capacity: size)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { keys.deallocate(); values.deallocate(); line.deallocate() }
        keys.initialize(repeating: -1, count: size)
        let clear = 1 << codeBits
        var codeWidth = codeBits + 1, nextCode = clear + 2
        var codes = GIFCodeStream()
        codes.put(clear, width: codeWidth)
        rows(0, line)
        var prefix = Int(line[0])
        for row in 0 ..< height {
            if row > 0 { rows(row, line) }
            for x in (row == 0 ? 1 : 0) ..< width {
                let pixel = Int(line[x])
                let key = Int32(truncatingIfNeeded: pixel << 12 + prefix)
                var slot = pixel << 4 ^ prefix
                if keys[slot] == key { prefix = Int(values[slot]); continue }
                if keys[slot] >= 0 {
                    let step = slot == 0 ? 1 : size - slot
                    var found = false
                    repeat {
                        slot -= step
                        if slot < 0 { slot += size }
                        if keys[slot] == key { found = true; break }
                    } while keys[slot] > 0
                    if found { prefix = Int(values[slot]); continue }
                }
                codes.put(prefix, width: codeWidth)
                if nextCode >= 1 << codeWidth && codeWidth < 12 { codeWidth += 1 }
                prefix = pixel
                if nextCode < 4096 {
                    values[slot] = UInt16(nextCode)
                    keys[slot] = key
                    nextCode += 1
                } else {
                    codes.put(clear, width: codeWidth)
                    keys.update(repeating: -1, count: size)
                    codeWidth = codeBits + 1
                    nextCode = clear + 2
                }
            }
        }
        codes.put(prefix, width: codeWidth)
        if nextCode >= 1 << codeWidth && codeWidth < 12 { codeWidth += 1 }
        codes.put(clear + 1, width: codeWidth)
        return codes.finish(after: head)
    }
}
