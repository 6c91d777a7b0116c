/// The size model of a GIF image's LZW data: libgd's compressor, in its
/// string table (an `LZWStringTable`) and its rules for codes (`LZWCodes`),
/// counting the bits of the codes it would send (`LZWBitCount`). `total`
/// counts them as they go, so candidate patches of a frame are ranked while
/// they are sized (`FramePatch`), and the lossy planner estimates a frame's
/// cost with it; libgd writes the frame chosen.
///
/// A value type over a borrowed table, so the inner loop keeps the state in
/// registers and allocates nothing. A pending string that repeats one value
/// is held as (value, length) rather than as its code, so a run grows by a
/// comparison, and `addRun` takes a stretch of one value in steps of whole
/// table strings instead of pixel by pixel.
struct LZWCompressor {
    private let table: LZWStringTable
    private var codes: LZWCodes
    private var sink = LZWBitCount()
    /// The code of the string read so far and not yet sent, when it is not a run.
    private var current: Int
    /// The pending string is `runValue` repeated `runLength` times, when `runLength` > 0.
    private(set) var runValue: Int
    private(set) var runLength: Int

    /// Starts an image of minimum code size `codeBits` whose first pixel is
    /// `first`; the table is emptied.
    init(codeBits: Int, first: Int, table: LZWStringTable) {
        table.removeAll()
        self.table = table
        codes = LZWCodes(codeBits: codeBits)
        codes.open(&sink)
        current = first
        runValue = first
        runLength = 1
    }

    /// Bits of LZW data so far, counting the pending string and the end code
    /// at the current width: a bit short where the end code widens, which
    /// ranks candidate patches as well and keeps the choice of patch as it is.
    var total: Int { sink.bits + 2 * codes.width }

    /// The least `total` can be once the image is complete (codes only add bits;
    /// the width never drops below its first), for giving up on a candidate early.
    var leastTotal: Int { sink.bits + 2 * (codes.codeBits + 1) }

    /// Adds the next pixel.
    @inline(__always)
    mutating func add(_ pixel: Int) {
        if runLength > 0 && pixel == runValue {
            if runLength < table.runLimit(pixel) { runLength &+= 1; return }
        } else if let code = table.code(pendingCode, pixel) {
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
                let taken = min(left, table.runLimit(pixel) &- runLength)
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

    /// Adds pixels `start..<end` of `row`, taking stretches of one value whole.
    mutating func add(row: UnsafePointer<UInt8>, from start: Int, to end: Int) {
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

    /// Sends the pending string and the end code.
    mutating func finish() {
        codes.finish(pendingCode, to: &sink)
    }

    /// Sends the pending string, learns it followed by `pixel`, and starts a
    /// new string with `pixel`.
    @inline(__always)
    private mutating func restart(_ pixel: Int) {
        let prefix = pendingCode
        if let code = codes.send(prefix, then: pixel, to: &sink) {
            if runLength > 0 && pixel == runValue {
                table.extendRun(pixel, code: code)
            } else {
                table.insert(prefix, pixel, code: code)
            }
        } else {
            table.removeAll()
        }
        runValue = pixel
        runLength = 1
    }

    /// The code of the pending string.
    @inline(__always)
    private var pendingCode: Int {
        runLength > 0 ? table.runCode(runValue, runLength) : current
    }
}
