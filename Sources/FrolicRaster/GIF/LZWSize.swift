/// The size of a GIF image's LZW data, counted pixel by pixel without
/// encoding it: the same string table and code widths as libgd's compressor
/// (codes widen when the table outgrows them, a clear code at 4096), so
/// candidate encodings of one frame can be ranked side by side in one pass
/// and only the smallest handed to libgd.
///
/// A value type over a borrowed `LZWDictionary`, so the encoder's inner loop
/// keeps the state in registers and allocates nothing. A pending string that
/// repeats one value is held as (value, length) rather than as its code, so
/// a run grows by a comparison, and `addRun` takes a stretch of one value in
/// steps of whole table strings instead of pixel by pixel.
struct LZWSize {
    private let dictionary: LZWDictionary
    private let codeBits: Int
    private var width: Int
    private var nextCode: Int
    private(set) var bits: Int
    /// The code of the string read so far and not yet sent, when it is not a run.
    private var current: Int
    /// The pending string is `runValue` repeated `runLength` times, when `runLength` > 0.
    private(set) var runValue: Int
    private(set) var runLength: Int

    /// Starts an image whose first pixel is `first`; the dictionary is emptied.
    init(codeBits: Int, first: Int, dictionary: LZWDictionary) {
        dictionary.removeAll()
        self.dictionary = dictionary
        self.codeBits = codeBits
        width = codeBits + 1
        nextCode = (1 << codeBits) + 2
        bits = width  // the opening clear code
        current = first
        runValue = first
        runLength = 1
    }

    /// Bits of LZW data so far, counting the pending string and the end code.
    var total: Int { bits + 2 * width }

    /// The least `total` can be once the image is complete (codes only add bits;
    /// the width never drops below its first), for giving up on a candidate early.
    var leastTotal: Int { bits + 2 * (codeBits + 1) }

    /// Adds the next pixel.
    @inline(__always)
    mutating func add(_ pixel: Int) {
        if !extend(pixel) { restart(pixel) }
    }

    /// Continues the pending string with `pixel` if the table already holds
    /// that string (costs nothing); otherwise returns false and changes nothing.
    @inline(__always)
    mutating func extend(_ pixel: Int) -> Bool {
        if runLength > 0 && pixel == runValue {
            guard runLength < dictionary.runLimit(pixel) else { return false }
            runLength &+= 1
            return true
        }
        guard let code = dictionary.code(pendingCode, pixel) else { return false }
        current = code
        runLength = 0
        return true
    }

    /// Continues a pending run of `runValue` (`runLength` > 0) with up to
    /// `count` more of it, as far as the table holds the longer run; returns
    /// how many it took. Each is what `extend(runValue)` would do.
    @inline(__always)
    mutating func extendRun(_ count: Int) -> Int {
        let taken = min(count, dictionary.runLimit(runValue) &- runLength)
        runLength &+= taken
        return taken
    }

    /// Adds `count` pixels of `pixel`, as `add` would one by one.
    @inline(__always)
    mutating func addRun(_ pixel: Int, _ count: Int) {
        var left = count
        while left > 0 {
            if runLength > 0 && runValue == pixel {
                left &-= extendRun(left)
                if left == 0 { return }
                restart(pixel)  // the table lacks the longer run
            } else {
                add(pixel)
            }
            left &-= 1
        }
    }

    /// Sends the pending string, learns it followed by `pixel`, and starts a
    /// new string with `pixel`.
    @inline(__always)
    mutating func restart(_ pixel: Int) {
        bits &+= width
        if nextCode < 4096 {
            if runLength > 0 && pixel == runValue {
                dictionary.extendRun(pixel, code: nextCode)
            } else {
                dictionary.insert(pendingCode, pixel, code: nextCode)
            }
            nextCode &+= 1
            if nextCode > 1 << width && width < 12 { width &+= 1 }
        } else {
            bits &+= width  // the clear code
            dictionary.removeAll()
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

    /// The LZW minimum code size GIF uses for an image with `entries` colours.
    static func codeBits(entries: Int) -> Int {
        max(2, Int.bitWidth - (max(entries, 2) - 1).leadingZeroBitCount)
    }
}
