/// libgd's GIF compressor rules for the codes it sends, the one model that
/// the LZW compressor (sizing or writing, `LZWCompressor`), the lossy
/// search's table (`LZWSearchTable`) and libgd's own table (`LibgdHashTable`)
/// follow, so that what is sized and searched is what is written.
///
/// An image opens with a clear code. Each string sent makes the table learn
/// it followed by the next pixel, as the next code; codes widen (up to 12
/// bits) as soon as the next code no longer fits. Once 4096 codes are handed
/// out, the next string sent is followed by a clear code at the full width
/// and the table starts over. The end code follows the last string, one bit
/// wider when that string's code filled the width.
///
/// libgd's hash table also has a quirk these rules keep track of: a probe
/// ends at a slot holding the key 0 (the string of two 0 pixels) as if it
/// were empty, so once that string is learned away from its first slot 0
/// (another string keyed to slot 0 came first) libgd may miss strings it
/// holds and learn them again (`strayed`); `LibgdHashTable` then writes the
/// image probe for probe.
struct LZWCodes {
    /// Codes a GIF string table holds (12 bits).
    static let limit = 4096
    /// The minimum code size: pixel values are below 1 << codeBits.
    let codeBits: Int
    /// The width of the next code sent.
    private(set) var width: Int
    /// The code the next string learned gets.
    private(set) var nextCode: Int
    /// libgd's slot 0 holds a string other than two 0 pixels.
    private var slotZeroTaken = false
    /// libgd's table has come to differ from a plain string table: from here
    /// on its codes may not be the ones these rules give.
    private(set) var strayed = false

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
    func open<Sink: LZWCodeSink>(_ sink: inout Sink) {
        sink.put(clear, width: width)
    }

    /// Sends `code`, the string that `pixel` does not continue, and returns
    /// the code the table learns that string followed by `pixel` as; nil when
    /// the table was full: a clear code follows and the table starts over.
    @inline(__always)
    mutating func send<Sink: LZWCodeSink>(_ code: Int, then pixel: Int, to sink: inout Sink) -> Int? {
        sink.put(code, width: width)
        guard nextCode < Self.limit else {
            sink.put(clear, width: width)
            width = codeBits + 1
            nextCode = clear + 2
            slotZeroTaken = false
            return nil
        }
        // libgd's first slot for a string is (pixel << 4) ^ prefix.
        if code == 0 && pixel == 0 { strayed = strayed || slotZeroTaken } else if code == pixel << 4 { slotZeroTaken = true }
        let learned = nextCode
        nextCode &+= 1
        if nextCode > 1 << width && width < 12 { width &+= 1 }
        return learned
    }

    /// Sends `code`, the last string, and the end code.
    mutating func finish<Sink: LZWCodeSink>(_ code: Int, to sink: inout Sink) {
        sink.put(code, width: width)
        // libgd widens after each code once the next code would not fit,
        // so the end code may be one bit wider than the last string's.
        if nextCode >= 1 << width && width < 12 { width &+= 1 }
        sink.put(clear + 1, width: width)
    }
}

/// Where `LZWCodes` sends codes: a count of bits (`LZWBitCount`), or the
/// bytes of a GIF image (`GIFCodeStream`).
protocol LZWCodeSink {
    mutating func put(_ code: Int, width: Int)
    /// Bits put so far.
    var bits: Int { get }
}

/// Codes counted, not written: for sizing an image without encoding it.
struct LZWBitCount: LZWCodeSink {
    private(set) var bits = 0

    @inline(__always)
    mutating func put(_ code: Int, width: Int) { bits &+= width }
}

/// Codes packed low bit first into the sub-blocks of GIF image data, as
/// libgd cuts them (254 bytes each), with the empty block that ends them.
struct GIFCodeStream: LZWCodeSink {
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// The packed codes, not yet cut into sub-blocks.
    private var packed: [UInt8] = []

    /// Bytes of a sub-block: libgd flushes at 254.
    static let blockBytes = 254

    init() {}

    var bits: Int { packed.count &<< 3 &+ bitCount }

    @inline(__always)
    mutating func put(_ code: Int, width: Int) {
        bitBuffer |= UInt64(truncatingIfNeeded: code) << UInt64(bitCount)
        bitCount &+= width
        while bitCount >= 8 {
            packed.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount &-= 8
        }
    }

    /// `head`, then the sub-blocks (the last byte's unused bits zero) and the terminator.
    mutating func finish(after head: [UInt8]) -> [UInt8] {
        if bitCount > 0 { packed.append(UInt8(truncatingIfNeeded: bitBuffer)); bitBuffer = 0; bitCount = 0 }
        var out = head
        out.reserveCapacity(head.count + packed.count + packed.count / Self.blockBytes + 2)
        var start = 0
        while start < packed.count {
            let n = min(Self.blockBytes, packed.count - start)
            out.append(UInt8(n))
            out.append(contentsOf: packed[start ..< start + n])
            start += n
        }
        out.append(0)
        return out
    }
}
