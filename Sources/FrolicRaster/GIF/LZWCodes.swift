/// The GIF LZW rules for the codes an encoder sends, as libgd's compressor
/// follows them: the one model that the size model (`LZWCompressor`) and the
/// lossy search's table (`LZWSearchTable`) follow, so that what is sized is
/// what is searched, and both what libgd then writes.
///
/// An image opens with a clear code. Each string sent makes the table learn
/// it followed by the next pixel, as the next code; codes widen (up to 12
/// bits) as soon as the next code no longer fits. Once 4096 codes are handed
/// out, the next string sent is followed by a clear code at the full width
/// and the table starts over. The end code follows the last string, one bit
/// wider when that string's code filled the width.
///
/// libgd's hash table mislays the string of two 0 pixels once another string
/// took its first slot, and may then learn strings it holds again; the model
/// does not follow it there, so its count can be a few bytes off libgd's.
struct LZWCodes {
    /// Codes a GIF string table holds (12 bits).
    static let limit = 4096
    /// The minimum code size: pixel values are below 1 << codeBits.
    let codeBits: Int
    /// The width of the next code sent.
    private(set) var width: Int
    /// The code the next string learned gets.
    private(set) var nextCode: Int

    /// An empty table for images of minimum code size `codeBits`.
    init(codeBits: Int) {
        self.codeBits = codeBits
        width = codeBits + 1
        nextCode = (1 << codeBits) + 2
    }

    /// The LZW minimum code size GIF uses for an image with `entries` colours.
    static func codeBits(entries: Int) -> Int {
        max(2, Int.bitWidth - (max(entries, 2) - 1).leadingZeroBitCount)
    }

    /// The clear code, which opens an image and empties the table.
    var clear: Int { 1 << codeBits }

    /// Whether the next string sent clears the table instead of being learned.
    var isFull: Bool { nextCode >= Self.limit }

    /// Sends the clear code that opens an image.
    func open(_ sink: inout LZWBitCount) {
        sink.put(clear, width: width)
    }

    /// Sends `code`, the string that `pixel` does not continue, and returns
    /// the code the table learns that string followed by `pixel` as; nil when
    /// the table was full: a clear code follows and the table starts over.
    @inline(__always)
    mutating func send(_ code: Int, then pixel: Int, to sink: inout LZWBitCount) -> Int? {
        sink.put(code, width: width)
        guard nextCode < Self.limit else {
            sink.put(clear, width: width)
            width = codeBits + 1
            nextCode = clear + 2
            return nil
        }
        let learned = nextCode
        nextCode &+= 1
        if nextCode > 1 << width && width < 12 { width &+= 1 }
        return learned
    }

    /// Sends `code`, the last string, and the end code.
    mutating func finish(_ code: Int, to sink: inout LZWBitCount) {
        sink.put(code, width: width)
        // libgd widens after each code once the next code would not fit,
        // so the end code may be one bit wider than the last string's.
        if nextCode >= 1 << width && width < 12 { width &+= 1 }
        sink.put(clear + 1, width: width)
    }
}

/// Where `LZWCodes` sends codes: counted, not written, for sizing an image
/// without encoding it (libgd writes the image chosen).
struct LZWBitCount {
    /// Bits put so far.
    private(set) var bits = 0

    @inline(__always)
    mutating func put(_ code: Int, width: Int) { bits &+= width }
}
