/// The GIF compressor's string table as a tree whose children can be
/// listed, for the lossy search (`LZWSearch`): where `LZWStringTable` answers
/// "is this string known?" in one probe, a lossy encoder asks "which known
/// strings start like the pixels ahead, within tolerance?", and that needs a
/// node's children. Codes, widths and resets are `LZWCodes`', so the search
/// learns the strings the writer will learn.
///
/// A code's string is its parent's followed by its symbol; the one-symbol
/// strings are the symbols themselves (codes below the clear code).
final class LZWSearchTable {
    private var codes: LZWCodes
    private var count = LZWBitCount()
    /// Bits sent so far.
    var bits: Int { count.bits }
    /// Bits of the whole image once the pending string and the end code are sent.
    var total: Int { bits + 2 * codes.width }
    private let firstChild: UnsafeMutablePointer<Int16>
    private let sibling: UnsafeMutablePointer<Int16>
    private let parents: UnsafeMutablePointer<Int16>
    private let symbols: UnsafeMutablePointer<Int16>
    /// `unchangedChild[code]`: the child of `code` by `LZWSearch.unchanged`
    /// (-1: none), also in the sibling list. Stretches of unchanged pixels
    /// are most of a sparse frame, so their walks take one step per pixel
    /// instead of a walk through the siblings.
    private let unchangedChild: UnsafeMutablePointer<Int16>
    /// `runLength[code]`: k when `code`'s string is k `LZWSearch.unchanged`
    /// symbols, else 0; `runs[k − 1]` is the code of that string, for k up
    /// to `runCount`. A long stretch of unchanged pixels then goes along the
    /// strings it makes in one step each.
    private let runLength: UnsafeMutablePointer<Int16>
    private let runs: UnsafeMutablePointer<Int16>
    private(set) var runCount = 1
    /// `heights[code]`: how many symbols the longest string the table knows
    /// through `code` has past it, up to `heightCap` (which stands for "at
    /// least that many"). A search need not go on through a node when no
    /// string through it can score above the best it has found.
    private let heights: UnsafeMutablePointer<Int16>
    /// Where heights stop being counted: a string learned raises at most
    /// this many of its ancestors' heights, where a long run of unchanged
    /// symbols would raise hundreds each time it grows.
    static let heightCap: Int16 = 48
    private static let size = LZWCodes.limit

    init(codeBits: Int) {
        codes = LZWCodes(codeBits: codeBits)
        firstChild = .allocate(capacity: Self.size)
        sibling = .allocate(capacity: Self.size)
        parents = .allocate(capacity: Self.size)
        symbols = .allocate(capacity: Self.size)
        unchangedChild = .allocate(capacity: Self.size)
        runLength = .allocate(capacity: Self.size)
        runs = .allocate(capacity: Self.size)
        heights = .allocate(capacity: Self.size)
        heights.initialize(repeating: 0, count: Self.size)
        for code in 0..<Self.size { symbols[code] = Int16(truncatingIfNeeded: code); parents[code] = -1 }
        codes.open(&count)
        firstChild.initialize(repeating: -1, count: Self.size)
        sibling.initialize(repeating: -1, count: Self.size)
        unchangedChild.initialize(repeating: -1, count: Self.size)
        runLength.initialize(repeating: 0, count: Self.size)
        runLength[LZWSearch.unchanged] = 1
        runs.initialize(repeating: -1, count: Self.size)
        runs[0] = Int16(LZWSearch.unchanged)
    }

    deinit {
        firstChild.deallocate(); sibling.deallocate(); parents.deallocate(); symbols.deallocate()
        unchangedChild.deallocate(); runLength.deallocate(); runs.deallocate(); heights.deallocate()
    }

    /// Starts a new image: only the one-symbol strings are known.
    func removeAll() {
        forgetChildren()
        codes = LZWCodes(codeBits: codes.codeBits)
        count = LZWBitCount()
        codes.open(&count)
    }

    /// Makes this table what `other` is (both made for the same code size),
    /// so that a part of a frame can be searched several ways from one state.
    /// Codes from `other`'s next one on are unused there, and are set afresh
    /// here when they are learned, so only the codes below it are copied.
    func copy(from other: LZWSearchTable) {
        let used = other.codes.nextCode
        firstChild.update(from: other.firstChild, count: used)
        sibling.update(from: other.sibling, count: used)
        parents.update(from: other.parents, count: used)
        symbols.update(from: other.symbols, count: used)
        unchangedChild.update(from: other.unchangedChild, count: used)
        runLength.update(from: other.runLength, count: used)
        heights.update(from: other.heights, count: used)
        runs.update(from: other.runs, count: other.runCount)
        runCount = other.runCount
        (codes, count) = (other.codes, other.count)
    }

    /// Whether the next string sent clears the table instead of being learned.
    var isFull: Bool { codes.isFull }

    /// The first child of `code` (-1: none); the rest follow through `nextSibling`.
    @inline(__always) func firstChild(of code: Int) -> Int { Int(firstChild[code]) }
    @inline(__always) func nextSibling(of code: Int) -> Int { Int(sibling[code]) }
    @inline(__always) func symbol(of code: Int) -> Int { Int(symbols[code]) }
    /// The child of `code` whose last symbol is `symbol`, or nil.
    @inline(__always) func child(of code: Int, symbol: Int) -> Int? {
        var child = Int(firstChild[code])
        while child >= 0 {
            if Int(symbols[child]) == symbol { return child }
            child = Int(sibling[child])
        }
        return nil
    }
    /// The child of `code` by `LZWSearch.unchanged`, or nil.
    @inline(__always) func unchangedChild(of code: Int) -> Int? {
        let child = Int(unchangedChild[code])
        return child >= 0 ? child : nil
    }
    /// How many `LZWSearch.unchanged` symbols `code`'s string is, or 0 when it has others.
    @inline(__always) func unchangedRunLength(of code: Int) -> Int { Int(runLength[code]) }
    /// The code of the string of `length` unchanged symbols (1…`runCount`).
    @inline(__always) func unchangedRun(_ length: Int) -> Int { Int(runs[length &- 1]) }
    /// How many symbols the longest string known through `code` has past
    /// it; `Int(Int32.max)` when that is `heightCap` or more.
    @inline(__always) func height(of code: Int) -> Int {
        let height = heights[code]
        return height < Self.heightCap ? Int(height) : Int(Int32.max)
    }
    /// The string `code` is one symbol longer than (-1 for a one-symbol string).
    @inline(__always) func parent(of code: Int) -> Int { Int(parents[code]) }

    /// Sends `code` and learns it followed by `symbol`, as the compressor
    /// does when the next pixel does not continue the string; returns false
    /// when the table was full and was cleared instead.
    @discardableResult
    func send(_ code: Int, then symbol: Int) -> Bool {
        guard let new = codes.send(code, then: symbol, to: &count) else {
            forgetChildren()
            return false
        }
        symbols[new] = Int16(truncatingIfNeeded: symbol)
        parents[new] = Int16(truncatingIfNeeded: code)
        firstChild[new] = -1
        sibling[new] = firstChild[code]
        firstChild[code] = Int16(truncatingIfNeeded: new)
        unchangedChild[new] = -1
        runLength[new] = 0
        heights[new] = 0
        var (up, height) = (code, Int16(1))
        while up >= 0 && heights[up] < height {
            heights[up] = height
            (up, height) = (Int(parents[up]), min(height &+ 1, Self.heightCap))
        }
        if symbol == LZWSearch.unchanged {
            unchangedChild[code] = Int16(truncatingIfNeeded: new)
            if runLength[code] > 0 {  // only the longest run known can be sent and go on
                runLength[new] = runLength[code] &+ 1
                runs[runCount] = Int16(truncatingIfNeeded: new)
                runCount &+= 1
            }
        }
        return true
    }

    private func forgetChildren() {
        firstChild.update(repeating: -1, count: Self.size)
        unchangedChild.update(repeating: -1, count: Self.size)
        heights.update(repeating: 0, count: Self.size)
        runCount = 1
    }
}
