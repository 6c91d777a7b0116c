/// A PNG file's chunks, walked before libgd decodes it: a file that ends
/// inside a chunk is damaged, and the chunks libgd makes no use of are left
/// out. libgd reads only the pixels (`IHDR`, `PLTE`, `tRNS`, `IDAT`), so
/// colour profiles, gamma, text and times change nothing it draws; but libpng
/// checks some of them and prints its warnings straight to stderr, past
/// libgd (`iCCP: known incorrect sRGB profile`, on many an exported
/// screenshot), on every render of a picture that is fine.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    enum Walk: Equatable {
        /// The file with only the chunks libgd reads.
        case pixels([UInt8])
        /// Why the file is damaged, in an error's words.
        case damaged(String)
    }

    /// Every critical chunk (its type's first letter upper case, which libpng
    /// must understand or refuse) and `tRNS` (transparency) are kept, up to
    /// and with `IEND`; every other ancillary chunk is left out.
    static func essential(_ bytes: [UInt8]) -> Walk {
        guard bytes.starts(with: signature) else { return .damaged("not a PNG file") }
        var out = signature
        out.reserveCapacity(bytes.count)
        var at = signature.count
        while true {
            guard at + 8 <= bytes.count else {
                return .damaged("the file ends before its IEND chunk (truncated)")
            }
            let length = bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self)
            guard length <= Int(Int32.max) else { return .damaged("chunk \(type) is longer than PNG allows") }
            let end = at + 12 + length   // length, type, data, CRC
            guard end <= bytes.count else {
                return .damaged("the file ends inside its \(type) chunk (truncated)")
            }
            let critical = bytes[at + 4] & 0x20 == 0
            if critical || type == "tRNS" { out.append(contentsOf: bytes[at ..< end]) }
            if type == "IEND" { return .pixels(out) }
            at = end
        }
    }
}
