/// The string table `LZWCompressor` works with: (prefix code, next pixel)
/// → code, open addressing, and apart from it the strings that repeat one
/// pixel value (runs).
///
/// Every probe of the GIF encoder's inner loop lands here, and a probe's
/// answer decides the next one, so the table is built to stay in L1 cache:
/// a slot is one 32-bit word (a 20-bit key — 12-bit code, 8-bit pixel — and
/// a 12-bit code, since GIF codes stay below 4096), 8192 slots for at most
/// 4096 entries, 32 KiB in all. An empty slot is 0 (no entry's code is 0).
/// One load per probe, no bounds or uniqueness checks; a reset clears the
/// 32 KiB, which happens once per 4096 codes sent.
///
/// Runs are kept out of the hash: for each pixel value v, the longest run
/// v…v the table holds (a table holds every prefix of its strings, so all
/// shorter runs too) and their codes, in chunks of 64 lengths handed out as
/// runs grow (about 140 KiB touched at most, whatever values run). A counter
/// can then tell from two numbers whether a run goes on without sending a
/// code, and step over a whole stretch of one value at once, without a probe
/// per pixel; flat areas and transparent holes are most of what a GIF frame sends.
final class LZWStringTable {
    private static let sizeBits = 13
    private static let size = 1 << sizeBits
    /// Pixel values a run can have (symbols of up to 9 bits).
    private static let values = 512
    /// Run codes are kept in chunks of this many lengths, handed out as runs grow.
    private static let chunkBits = 6
    private static let chunk = 1 << chunkBits
    /// Chunks one value can have: a run is at most one length per code.
    private static let chunksPerValue = 4096 >> chunkBits
    /// Chunks a table can hand out: every code in a run, plus a part-filled chunk per value.
    private static let maxChunks = chunksPerValue + values
    private let slots: UnsafeMutablePointer<UInt32>
    /// `runLimits[v]`: the longest run of v in the table (1: v alone, which every table holds).
    private let runLimits: UnsafeMutablePointer<UInt16>
    /// `runChunks[v * chunksPerValue + c]`: the chunk holding the codes of runs of v
    /// of lengths c·64 … c·64 + 63. Allocated, never cleared: only entries written since
    /// the last reset are read.
    private let runChunks: UnsafeMutablePointer<UInt16>
    /// The chunks: `runCodes[chunk * 64 + length % 64]` is a run's code.
    private let runCodes: UnsafeMutablePointer<UInt16>
    private var chunksUsed = 0

    init() {
        slots = .allocate(capacity: Self.size)
        slots.initialize(repeating: 0, count: Self.size)
        runLimits = .allocate(capacity: Self.values)
        runLimits.initialize(repeating: 1, count: Self.values)
        runChunks = .allocate(capacity: Self.values * Self.chunksPerValue)
        runCodes = .allocate(capacity: Self.maxChunks * Self.chunk)
    }

    deinit {
        slots.deallocate()
        runLimits.deallocate()
        runChunks.deallocate()
        runCodes.deallocate()
    }

    func removeAll() {
        slots.update(repeating: 0, count: Self.size)
        runLimits.update(repeating: 1, count: Self.values)
        chunksUsed = 0
    }

    /// The code for `prefix` followed by `pixel`, or nil. Never a run (see `runLimit`).
    @inline(__always)
    func code(_ prefix: Int, _ pixel: Int) -> Int? {
        let key = UInt32(truncatingIfNeeded: prefix << 8 | pixel)
        var slot = Self.slot(key)
        while true {
            let word = slots[slot]
            if word == 0 { return nil }
            if word >> 12 == key { return Int(word & 0xFFF) }
            slot = (slot &+ 1) & (Self.size - 1)
        }
    }

    /// Adds `prefix` followed by `pixel` (not yet in the table, and not a run) as `code` (1…4095).
    @inline(__always)
    func insert(_ prefix: Int, _ pixel: Int, code: Int) {
        let key = UInt32(truncatingIfNeeded: prefix << 8 | pixel)
        var slot = Self.slot(key)
        while slots[slot] != 0 { slot = (slot &+ 1) & (Self.size - 1) }
        slots[slot] = key << 12 | UInt32(truncatingIfNeeded: code)
    }

    /// The longest run of `value` the table holds.
    @inline(__always)
    func runLimit(_ value: Int) -> Int { Int(runLimits[value]) }

    /// The code of `value` repeated `length` times (1 ≤ length ≤ `runLimit(value)`).
    @inline(__always)
    func runCode(_ value: Int, _ length: Int) -> Int {
        guard length > 1 else { return value }
        let chunk = Int(runChunks[value &* Self.chunksPerValue &+ length >> Self.chunkBits])
        return Int(runCodes[chunk << Self.chunkBits | length & (Self.chunk - 1)])
    }

    /// Adds the run of `value` one longer than `runLimit(value)` as `code`.
    @inline(__always)
    func extendRun(_ value: Int, code: Int) {
        let length = Int(runLimits[value]) &+ 1
        runLimits[value] = UInt16(truncatingIfNeeded: length)
        let at = value &* Self.chunksPerValue &+ length >> Self.chunkBits
        // Length 2 opens a value's first chunk; every multiple of 64 the next one.
        if length == 2 || length & (Self.chunk - 1) == 0 {
            runChunks[at] = UInt16(truncatingIfNeeded: chunksUsed)
            chunksUsed &+= 1
        }
        runCodes[Int(runChunks[at]) << Self.chunkBits | length & (Self.chunk - 1)] = UInt16(truncatingIfNeeded: code)
    }

    @inline(__always)
    private static func slot(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> (32 - UInt32(sizeBits)))
    }
}
