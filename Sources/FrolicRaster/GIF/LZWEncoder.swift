/// A GIF image's LZW data, written: the codes libgd's compressor writes for
/// the same pixels (its string table, code widths, a clear code at 4096), so
/// a frame encoded here is byte for byte the one libgd encodes, without
/// libgd's call per pixel. The string table and its runs are `LZWSize`'s: a
/// stretch of one value is taken in whole table strings (`addRun`), not
/// pixel by pixel.
///
/// libgd's hash table ends a probe at a slot holding the key 0 (the string
/// of two 0 pixels) as if it were empty, so once that string sits away from
/// its first slot 0 (a string keyed to slot 0 came first) libgd may miss
/// strings it holds and learn them again. The encoder notices that moment
/// (`strayed`) and the image is then encoded by `GDStringTable`, libgd's
/// table probe for probe.
struct LZWEncoder {
    private let dictionary: LZWDictionary
    private let codeBits: Int
    private var width: Int
    private var nextCode: Int
    /// The code of the string read so far and not yet sent, when it is not a run.
    private var current: Int
    /// The pending string is `runValue` repeated `runLength` times, when `runLength` > 0.
    private(set) var runValue: Int
    private(set) var runLength: Int
    private var codes: GIFCodeStream
    /// libgd's slot 0 holds a string other than two 0 pixels.
    private var slotZeroTaken = false
    /// libgd's table has come to differ from this one: the codes written are not libgd's.
    private(set) var strayed = false

    /// Starts an image whose first pixel is `first`; the dictionary is emptied.
    init(codeBits: Int, first: Int, dictionary: LZWDictionary) {
        dictionary.removeAll()
        self.dictionary = dictionary
        self.codeBits = codeBits
        width = codeBits + 1
        nextCode = (1 << codeBits) + 2
        current = first
        runValue = first
        runLength = 1
        codes = GIFCodeStream()
        codes.put(1 << codeBits, width: width)  // the clear code
    }

    /// Adds the next pixel.
    @inline(__always)
    mutating func add(_ pixel: Int) {
        if runLength > 0 && pixel == runValue {
            if runLength < dictionary.runLimit(pixel) { runLength &+= 1; return }
        } else if let code = dictionary.code(pendingCode, pixel) {
            current = code
            runLength = 0
            return
        }
        restart(pixel)
    }

    /// Adds `count` pixels of `pixel`, as `add` would one by one.
    @inline(__always)
    mutating func addRun(_ pixel: Int, _ count: Int) {
        var left = count
        while left > 0 {
            if runLength > 0 && runValue == pixel {
                let taken = min(left, dictionary.runLimit(pixel) &- runLength)
                runLength &+= taken
                left &-= taken
                if left == 0 { return }
                restart(pixel)  // the table lacks the longer run
            } else {
                add(pixel)
            }
            left &-= 1
        }
    }

    /// Adds a row of pixels, taking stretches of one value whole.
    mutating func add(row: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        guard !strayed else { return }
        var x = start
        while x < end {
            if runLength > 0 {
                let n = ByteRuns.value(UInt8(truncatingIfNeeded: runValue), in: row, from: x, to: end)
                if n > 0 { addRun(runValue, n); x &+= n; continue }
            }
            add(Int(row[x]))
            x &+= 1
        }
    }

    /// Sends the pending string and the end code: `head` followed by the
    /// image's data sub-blocks and their terminator.
    mutating func finish(after head: [UInt8]) -> [UInt8] {
        codes.put(pendingCode, width: width)
        // libgd widens after each code once the next code would not fit,
        // so the end code may be one bit wider than the last string's.
        if nextCode >= 1 << width && width < 12 { width &+= 1 }
        codes.put((1 << codeBits) + 1, width: width)
        return codes.finish(after: head)
    }

    /// Sends the pending string, learns it followed by `pixel`, and starts a
    /// new string with `pixel`.
    @inline(__always)
    private mutating func restart(_ pixel: Int) {
        let prefix = pendingCode
        codes.put(prefix, width: width)
        if nextCode < 4096 {
            // libgd's first slot for a string is (pixel << 4) ^ prefix.
            if prefix == 0 && pixel == 0 { strayed = strayed || slotZeroTaken } else if prefix == pixel << 4 { slotZeroTaken = true }
            if runLength > 0 && pixel == runValue {
                dictionary.extendRun(pixel, code: nextCode)
            } else {
                dictionary.insert(prefix, pixel, code: nextCode)
            }
            nextCode &+= 1
            if nextCode > 1 << width && width < 12 { width &+= 1 }
        } else {
            codes.put(1 << codeBits, width: width)  // the clear code, still at the full width
            dictionary.removeAll()
            slotZeroTaken = false
            width = codeBits + 1
            nextCode = (1 << codeBits) + 2
        }
        runValue = pixel
        runLength = 1
    }

    /// The code of the pending string.
    @inline(__always)
    private var pendingCode: Int {
        runLength > 0 ? dictionary.runCode(runValue, runLength) : current
    }
}

/// Codes packed low bit first into the sub-blocks of GIF image data, as
/// libgd cuts them (254 bytes each), with the empty block that ends them.
struct GIFCodeStream {
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// The packed codes, not yet cut into sub-blocks.
    private var packed: [UInt8] = []

    /// Bytes of a sub-block: libgd flushes at 254.
    static let blockBytes = 254

    init() {}

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
