/// libgd's LZW string table as its compressor keeps it, probe for probe: a
/// hash of 5003 slots keyed by (pixel << 12) + prefix, first slot
/// (pixel << 4) ^ prefix, then steps of 5003 − slot. A probe ends at an
/// empty slot or at one holding key 0, as libgd's does, so the codes come
/// out as libgd's even where that makes it miss a string it holds
/// (`LZWCodes.strayed`). Pixel by pixel, for the few images that need it.
enum LibgdHashTable {
    private static let size = 5003

    /// `head` followed by the image's LZW data, its pixels given row by row (`rows`, `width` each).
    static func encode(after head: [UInt8], codeBits: Int, width: Int, height: Int,
                       rows: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        let keys = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        let values = UnsafeMutablePointer<UInt16>.allocate(capacity: size)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { keys.deallocate(); values.deallocate(); line.deallocate() }
        keys.initialize(repeating: -1, count: size)
        var codes = LZWCodes(codeBits: codeBits)
        var stream = GIFCodeStream()
        codes.open(&stream)
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
                if let code = codes.send(prefix, then: pixel, to: &stream) {
                    values[slot] = UInt16(code)
                    keys[slot] = key
                } else {
                    keys.update(repeating: -1, count: size)
                }
                prefix = pixel
            }
        }
        codes.finish(prefix, to: &stream)
        return stream.finish(after: head)
    }
}
