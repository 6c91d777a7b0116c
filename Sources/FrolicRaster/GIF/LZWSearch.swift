/// The spatial step of `LossyPlanner`: chooses what each pixel of a frame's
/// changed rectangle sends, within tolerance of its truecolor pixel, so that
/// the GIF's LZW encoder needs as few codes as it can.
///
/// It runs the encoder's own parse over a table that can list a string's
/// continuations (`LZWSearchTable`): while the pending string can go on with a
/// symbol the pixels ahead allow, the search lets it go on (the encoder
/// then does), and ends it there only when a string of its own pays more
/// (`stringInstead`); when none fits, the string is sent and the next one
/// starts with whichever one-symbol string leads to the best score. Each
/// choice is searched depth first through the table, a pixel at a time, each
/// pixel as `unchanged` (transparent: the canvas under the frame shows) or
/// as a palette colour within tolerance. A pixel that may show the canvas's
/// colour may also be sent as that very colour: both look the same, so
/// whichever goes on with the string is taken, and the writer sends it as
/// planned (`unchangedAsColour`). Left to the writer's own greedy choice,
/// that freedom is lost (it loses to plain transparency on nearly every
/// frame); planned here, it makes pixel-header at `--lossy 12` 7 % smaller
/// at the same PSNR. What ranks the candidates is the bytes against the error: a
/// pixel more in one string is worth `weight` of squared error, so among
/// strings nearly as long the more faithful wins, and a far colour is taken
/// only when it buys a longer string. Because the search follows the
/// encoder's parse, the writer, encoding the chosen pixels losslessly,
/// learns the same strings.
///
/// gifsicle's `--lossy` searches its table in the same way, but measures the
/// error against an already quantized GIF and ranks by length alone.
final class LZWSearch {
    /// The symbol of an unchanged pixel, past every palette index.
    static let unchanged = Palette.maxColors
    /// Table nodes one search may visit: noisy areas then cost time in proportion to their size.
    static let budget = 1024

    private let distance: PaletteDistance
    private let neighbours: [[UInt8]]
    /// An empty string table, which each search starts from.
    private let empty = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: LZWSearch.unchanged + 1))
    /// The parse over the rectangle.
    private let parse: LZWBandSearch
    /// Pixels a rectangle may have.
    let capacity: Int
    /// Per pixel of the rectangle: its own colour, the canvas's colour (what
    /// `unchanged` shows) and its truecolor (copied here unless the
    /// rectangle is as wide as the frame), the squared error of the canvas's
    /// colour (-1 for a `still` pixel: not worked out), and `exact` (own is
    /// its truecolor, so it is sent as it is) | `keeps` (it may show the
    /// canvas's colour) | `stays` (its truecolor is what it was and its own
    /// colour is what the GIF showed, or one `LossyPlanner` kept as close
    /// enough: it shows that again, so that a still area never shimmers,
    /// even where the canvas under it is another colour because the frame
    /// before was taken back)
    /// | `settles` (its truecolor changed and is the same in the next frame,
    /// or the next frame repeats this whole one: it is held to `settledLimit`)
    /// | `likeLeft` (its truecolor is the one of the pixel on its left in the
    /// rectangle's row: showing another colour draws a seam, see `LZWBandSearch.cost`)
    /// | `still` (it stays, and the canvas under it shows its very colour:
    /// sent as `unchanged` or as that colour, it looks the same and errs the
    /// same; of the other flags, a still pixel gets only those the search
    /// reads of a pixel that stays).
    private let own: UnsafeMutablePointer<UInt8>
    private let old: UnsafeMutablePointer<UInt8>
    private let truth: UnsafeMutablePointer<UInt32>
    private let keepError: UnsafeMutablePointer<Int32>
    private let flags: UnsafeMutablePointer<UInt8>
    static let exact: UInt8 = 1, keeps: UInt8 = 2, stays: UInt8 = 4, settles: UInt8 = 8, likeLeft: UInt8 = 16, still: UInt8 = 32

    /// `neighbours[i]`: palette colours near colour i, nearest first, tried as a string's first pixel.
    init(distance: PaletteDistance, neighbours: [[UInt8]], capacity: Int) {
        self.distance = distance
        self.neighbours = neighbours
        self.capacity = capacity
        own = .allocate(capacity: capacity); old = .allocate(capacity: capacity)
        truth = .allocate(capacity: capacity); keepError = .allocate(capacity: capacity)
        flags = .allocate(capacity: capacity)
        parse = LZWBandSearch(own: own, old: old, truth: truth, keepError: keepError, flags: flags, distance: distance,
                              neighbours: neighbours, capacity: capacity)
    }

    deinit {
        own.deallocate(); old.deallocate(); truth.deallocate()
        keepError.deallocate(); flags.deallocate()
    }

    /// Chooses what the pixels of `rect` send (see the type), in place in
    /// `pixels` (mapped colours in, chosen colours out), drawn over `canvas`
    /// (what a transparent pixel shows: the frame shown before, `shown`, or,
    /// when that is taken back, what was under it); `previous` is the
    /// truecolor frame before `truecolor`, and `next` the one after (nil: no
    /// pixel settles but where `limits` says every pixel does).
    /// `unchangedAsColour` is set, inside `rect`, for the pixels sent as the
    /// colour the GIF shows rather than as transparent. Pixels from `held`
    /// on are sent as they are, as exact ones are (`LoopClosing`).
    func send(_ pixels: UnsafeMutablePointer<UInt8>, unchangedAsColour: UnsafeMutablePointer<Bool>,
              over canvas: UnsafePointer<UInt8>, shown: UnsafePointer<UInt8>, truecolor: UnsafePointer<UInt32>,
              previous: UnsafePointer<UInt32>, next: UnsafePointer<UInt32>?, limits: FrameLimits, held: Int = .max,
              width: Int, in rect: ChangedRect) {
        // The frame's squared distances: any pixel's, a settling pixel's, and the squared
        // error one more pixel in a string is worth. That weight is half the largest error
        // per pixel gained: measured on snow-globe and pixel-header against length alone
        // (ties by error), this gives 1–5 % fewer bytes at the same PSNR.
        let limit = limits.search, settledLimit = FrameLimits.settled(limits.search)
        let frame = (limit: limit, settled: settledLimit, weight: limit / 2)
        precondition(rect.width * rect.height <= capacity)
        // A rectangle as wide as the frame is rows of the frames as they lie: searched there, not copied.
        let inPlace = rect.x == 0 && rect.width == width
        var i = 0
        for row in rect.y..<rect.y + rect.height {
            let base = row * width + rect.x
            if !inPlace {
                (own + i).update(from: pixels + base, count: rect.width)
                (old + i).update(from: canvas + base, count: rect.width)
                (truth + i).update(from: truecolor + base, count: rect.width)
            }
            let end = base + rect.width
            var p = base
            // Where the stretches from `p` on of its colour over the canvas's, and of that
            // shown before, end: found once for all the pixels in them, not again for each.
            var (sameColour, shownAgain) = (base, base)
            while p < end {
                // Still pixels, found eight bytes at a time: what matters of them is that
                // they stay and may show the canvas; their errors are left to the search,
                // which reads few of them.
                if p >= sameColour { (sameColour, shownAgain) = (p &+ ByteRuns.equal(pixels, canvas, from: p, to: end), p) }
                if p >= shownAgain { shownAgain = p &+ ByteRuns.equal(shown, pixels, from: p, to: sameColour) }
                let still = ByteRuns.equal(truecolor, previous, from: p, to: shownAgain)
                if still > 0 {
                    (keepError + i).update(repeating: -1, count: still)
                    Self.markStill(flags + i, truecolor + p, count: still, rowStart: p == base)
                    i &+= still
                    p &+= still
                    continue
                }
                let mine = pixels[p], was = canvas[p], pixel = truecolor[p]
                let likeLeft = p > base && pixel == truecolor[p - 1]
                let ownError = distance.squared(Int(mine), pixel)
                let exact = ownError == 0 || p >= held
                let keep = was == mine ? ownError : distance.squared(Int(was), pixel)
                keepError[i] = Int32(truncatingIfNeeded: min(keep, Int(Int32.max)))
                let stays = shown[p] == mine && pixel == previous[p]
                let settles = limits.everySettles || next.map { pixel != previous[p] && $0[p] == pixel } ?? false
                let keeps = was == mine || (!stays && !exact && keep <= (settles ? settledLimit : limit))
                flags[i] = (exact ? Self.exact : 0) | (keeps ? Self.keeps : 0) | (stays ? Self.stays : 0)
                    | (settles ? Self.settles : 0) | (likeLeft ? Self.likeLeft : 0)
                i &+= 1
                p &+= 1
            }
        }
        let top = rect.y * width
        parse.band(0, rect.width * rect.height, from: empty, after: -1, frame: frame,
                   pixels: inPlace ? (UnsafePointer(pixels + top), canvas + top, truecolor + top) : nil)
        i = 0
        for row in rect.y..<rect.y + rect.height {
            (pixels + row * width + rect.x).update(from: parse.sent + i, count: rect.width)
            (unchangedAsColour + row * width + rect.x).update(from: parse.sentAsColour + i, count: rect.width)
            i &+= rect.width
        }
    }

    /// Sets the flags of `count` still pixels whose truecolor colours start
    /// at `truecolor` (`rowStart`: the first starts its row), in a loop the
    /// compiler vectorizes: nearly all of a sparse rectangle is still.
    @inline(__always)
    private static func markStill(_ flags: UnsafeMutablePointer<UInt8>, _ truecolor: UnsafePointer<UInt32>,
                                  count: Int, rowStart: Bool) {
        let plain = stays | keeps | still, alike = plain | likeLeft
        var k = 0
        if rowStart { flags[0] = plain; k = 1 }
        while k < count {
            flags[k] = truecolor[k] == truecolor[k &- 1] ? alike : plain
            k &+= 1
        }
    }

    /// Bits of LZW data the last `send` planned.
    var plannedBits: Int { parse.trie.total }
    /// Pixels the last `send` sent unchanged without a search.
    var unsearchedPixels: Int { parse.sentWithoutSearch }
}
