/// Picks, for every pixel a frame may show either way (unchanged since the
/// previous frame, its own colour and the transparent index look the same),
/// the value that lets LZW match longer strings, while counting the size of
/// what it picked.
///
/// It runs the GIF encoder's string table alongside (`LZWSize`: same code
/// size, same reset at 4096 codes as libgd's compressor) and, at a free pixel,
/// continues the current string with a value the table already knows — the
/// one that keeps a run going first; when it knows neither, it repeats the
/// value it sent last if it can. Greedy, so not optimal, but it never changes
/// what the frame shows; libgd then encodes the chosen pixels as usual.
/// (gifsicle -O3 makes a similar choice inside its own encoder.)
struct DontCarePixels {
    private(set) var size: LZWSize
    private let clear: UInt8
    private var previous: UInt8

    /// `first` is the image's first pixel's own value (a free first pixel is sent as it).
    init(clear: UInt8, codeBits: Int, first: UInt8, dictionary: LZWDictionary) {
        self.clear = clear
        previous = first
        size = LZWSize(codeBits: codeBits, first: Int(first), dictionary: dictionary)
    }

    /// The value to send for the next pixel: `own` when it is not `free`,
    /// else `own` or `clear`.
    @inline(__always)
    mutating func choose(own: UInt8, free: Bool) -> UInt8 {
        var chosen = own
        if free {
            // Keep a run going first, then any string the table knows.
            let (first, second) = previous == clear ? (clear, own) : (own, clear)
            if size.extend(Int(first)) { previous = first; return first }
            if size.extend(Int(second)) { previous = second; return second }
            chosen = own == previous ? own : clear
        } else if size.extend(Int(own)) {
            previous = own; return own
        }
        size.restart(Int(chosen))
        previous = chosen
        return chosen
    }

    /// The value of the pending run, when the pending string is one (else nil):
    /// a stretch of pixels that all send it when they can (unchanged pixels
    /// after a transparent run; pixels of its own colour otherwise) may go
    /// through `continueRun`.
    var runValue: UInt8? { size.runLength > 0 ? UInt8(truncatingIfNeeded: size.runValue) : nil }

    /// Takes up to `count` pixels that would each choose `runValue` and
    /// continue the run, as far as the table holds it; returns how many.
    @inline(__always)
    mutating func continueRun(_ count: Int) -> Int { size.extendRun(count) }
}
