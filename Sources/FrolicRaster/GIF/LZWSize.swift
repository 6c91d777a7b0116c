/// The size of a GIF image's LZW data, counted pixel by pixel without
/// encoding it: the same string table and code widths as libgd's compressor
/// (codes widen when the table outgrows them, a clear code at 4096), so
/// candidate encodings of one frame can be ranked side by side in one pass
/// and only the smallest handed to libgd.
///
/// A value type over a borrowed `LZWDictionary`, so the encoder's inner loop
/// keeps the state in registers and allocates nothing.
struct LZWSize {
    private let dictionary: LZWDictionary
    private let codeBits: Int
    private var width: Int
    private var nextCode: Int
    private var bits: Int
    /// The code of the string read so far and not yet sent.
    private var current: Int

    /// Starts an image whose first pixel is `first`; the dictionary is emptied.
    init(codeBits: Int, first: Int, dictionary: LZWDictionary) {
        dictionary.removeAll()
        self.dictionary = dictionary
        self.codeBits = codeBits
        width = codeBits + 1
        nextCode = (1 << codeBits) + 2
        bits = width  // the opening clear code
        current = first
    }

    /// Bits of LZW data so far, counting the pending string and the end code.
    var total: Int { bits + 2 * width }

    /// Adds the next pixel.
    @inline(__always)
    mutating func add(_ pixel: Int) {
        if !extend(pixel) { restart(pixel) }
    }

    /// Continues the pending string with `pixel` if the table already holds
    /// that string (costs nothing); otherwise returns false and changes nothing.
    @inline(__always)
    mutating func extend(_ pixel: Int) -> Bool {
        guard let code = dictionary.code(current, pixel) else { return false }
        current = code
        return true
    }

    /// Sends the pending string, learns it followed by `pixel`, and starts a
    /// new string with `pixel`.
    @inline(__always)
    mutating func restart(_ pixel: Int) {
        bits &+= width
        if nextCode < 4096 {
            dictionary.insert(current, pixel, code: nextCode)
            nextCode &+= 1
            if nextCode > 1 << width && width < 12 { width &+= 1 }
        } else {
            bits &+= width  // the clear code
            dictionary.removeAll()
            width = codeBits + 1
            nextCode = (1 << codeBits) + 2
        }
        current = pixel
    }

    /// The LZW minimum code size GIF uses for an image with `entries` colours.
    static func codeBits(entries: Int) -> Int {
        max(2, Int.bitWidth - (max(entries, 2) - 1).leadingZeroBitCount)
    }
}
