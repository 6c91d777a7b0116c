/// The spatial step of `LossyFrames`: chooses what each pixel of a frame's
/// changed rectangle sends, within tolerance of its truecolor pixel, so that
/// the GIF's LZW encoder needs as few codes as it can.
///
/// It runs the encoder's own parse over a table that can list a string's
/// continuations (`LZWTrie`): while the pending string can go on with a
/// symbol the pixels ahead allow, the search lets it go on (the encoder
/// then does), and ends it there only when a string of its own pays more
/// (`stringInstead`); when none fits, the string is sent and the next one
/// starts with whichever one-symbol string leads to the best score. Each
/// choice is searched depth first through the table, a pixel at a time, each
/// pixel as `unchanged` (transparent: the canvas under the frame shows) or
/// as a palette colour within tolerance. A pixel that may show the canvas's
/// colour may also be sent as that very colour: both look the same, so
/// whichever goes on with the string is taken, and the writer sends it as
/// planned (`unchangedAsColour`). Left to the writer's own choice (then a
/// greedy one by the LZW table), that freedom was lost: after the search,
/// the writer's choice lost to plain transparency on all but 2 of 386 frames;
/// planned here, it makes pixel-header at `--lossy 12` 7 % smaller at the
/// same PSNR. What ranks the candidates is the bytes against the error: a
/// pixel more in one string is worth `weight` of squared error, so among
/// strings nearly as long the more faithful wins, and a far colour is taken
/// only when it buys a longer string. Because the search follows the
/// encoder's parse, the writer, encoding the chosen pixels losslessly,
/// learns the same strings.
///
/// gifsicle's `--lossy` searches its table in the same way, but measures the
/// error against an already quantized GIF and ranks by length alone.
final class StringSearch {
    /// The symbol of an unchanged pixel, past every palette index.
    static let unchanged = Palette.maxColors
    /// Table nodes one search may visit: noisy areas then cost time in proportion to their size.
    static let budget = 1024

    /// The frame's squared distances (`FrameLimits`), set by each `send`:
    /// any pixel's, a settling pixel's, and the squared error one more pixel
    /// in a string is worth.
    private var limit = 0, settledLimit = 0, weight = 0
    private let distance: PaletteDistance
    private let neighbours: [[UInt8]]
    private let trie = LZWTrie(codeBits: LZWSize.codeBits(entries: StringSearch.unchanged + 1))
    /// The table as a band starts, and as the best way of the band so far left it (`SearchBands`).
    private let bandStart = LZWTrie(codeBits: LZWSize.codeBits(entries: StringSearch.unchanged + 1))
    private let bandBest = LZWTrie(codeBits: LZWSize.codeBits(entries: StringSearch.unchanged + 1))
    /// Pixels a rectangle may have.
    let capacity: Int
    /// The rectangle's pixels, its width, and where the band being searched ends.
    private var count = 0, rowLength = 0, end = 0
    /// Per pixel of the rectangle: its own colour, the canvas's colour (what
    /// `unchanged` shows), its truecolor, the squared error of the canvas's
    /// colour, the choice made, and `exact` (own is its truecolor, so it is
    /// sent as it is) | `keeps` (it may show the canvas's colour) | `stays`
    /// (its truecolor is what it was and its own colour is what the GIF
    /// showed, or one `LossyFrames` kept as close enough: it shows that
    /// again, so that a still area never shimmers, even where the canvas
    /// under it is another colour because the frame before was taken back)
    /// | `settles` (its truecolor changed and is the same in the next frame,
    /// or the next frame repeats this whole one: it is held to `settledLimit`)
    /// | `likeLeft` (its truecolor is the one of the pixel on its left in the
    /// rectangle's row: showing another colour draws a seam, see `cost`).
    private let own: UnsafeMutablePointer<UInt8>
    private let old: UnsafeMutablePointer<UInt8>
    private let truth: UnsafeMutablePointer<UInt32>
    private let keepError: UnsafeMutablePointer<Int32>
    private let flags: UnsafeMutablePointer<UInt8>
    private let sent: UnsafeMutablePointer<UInt8>
    /// Per pixel of the rectangle: sent as the colour the GIF shows, not as `unchanged`.
    private let sentAsColour: UnsafeMutablePointer<Bool>
    /// `sent` and `sentAsColour` of the best way of the band so far.
    private let bestSent: UnsafeMutablePointer<UInt8>
    private let bestAsColour: UnsafeMutablePointer<Bool>
    private static let exact: UInt8 = 1, keeps: UInt8 = 2, stays: UInt8 = 4, settles: UInt8 = 8, likeLeft: UInt8 = 16

    /// `neighbours[i]`: palette colours near colour i, nearest first, tried as a string's first pixel.
    init(distance: PaletteDistance, neighbours: [[UInt8]], capacity: Int) {
        self.distance = distance
        self.neighbours = neighbours
        self.capacity = capacity
        own = .allocate(capacity: capacity); old = .allocate(capacity: capacity)
        truth = .allocate(capacity: capacity); keepError = .allocate(capacity: capacity)
        flags = .allocate(capacity: capacity); sent = .allocate(capacity: capacity)
        sentAsColour = .allocate(capacity: capacity)
        bestSent = .allocate(capacity: capacity); bestAsColour = .allocate(capacity: capacity)
    }

    deinit {
        own.deallocate(); old.deallocate(); truth.deallocate()
        keepError.deallocate(); flags.deallocate(); sent.deallocate(); sentAsColour.deallocate()
        bestSent.deallocate(); bestAsColour.deallocate()
    }

    /// Chooses what the pixels of `rect` send (see the type), in place in
    /// `pixels` (mapped colours in, chosen colours out), drawn over `canvas`
    /// (what a transparent pixel shows: the frame shown before, `shown`, or,
    /// when that is taken back, what was under it); `previous` is the
    /// truecolor frame before `truecolor`, and `next` the one after (nil: no
    /// pixel settles but where `limits` says every pixel does).
    /// `unchangedAsColour` is set, inside `rect`, for the pixels sent as the
    /// colour the GIF shows rather than as transparent.
    func send(_ pixels: UnsafeMutablePointer<UInt8>, unchangedAsColour: UnsafeMutablePointer<Bool>,
              over canvas: UnsafePointer<UInt8>, shown: UnsafePointer<UInt8>, truecolor: UnsafePointer<UInt32>,
              previous: UnsafePointer<UInt32>, next: UnsafePointer<UInt32>?, limits: FrameLimits, width: Int,
              in rect: ChangedRect) {
        limit = limits.search
        settledLimit = FrameLimits.settled(limit)
        // Half the largest error per pixel gained: measured on snow-globe and pixel-header
        // against length alone (ties by error), this gives 1–5 % fewer bytes at the same PSNR.
        weight = limit / 2
        count = rect.width * rect.height
        rowLength = rect.width
        precondition(count <= capacity)
        var i = 0
        for row in rect.y..<rect.y + rect.height {
            let base = row * width + rect.x
            for p in base..<base + rect.width {
                let mine = pixels[p], was = canvas[p], pixel = truecolor[p]
                own[i] = mine; old[i] = was; truth[i] = pixel
                let ownError = error(Int(mine), pixel)
                let exact = ownError == 0
                let keep = was == mine ? ownError : error(Int(was), pixel)
                keepError[i] = Int32(truncatingIfNeeded: min(keep, Int(Int32.max)))
                let stays = shown[p] == mine && pixel == previous[p]
                let settles = limits.everySettles || next.map { pixel != previous[p] && $0[p] == pixel } ?? false
                let keeps = was == mine || (!stays && !exact && keep <= (settles ? settledLimit : limit))
                let likeLeft = p > base && pixel == truecolor[p - 1]
                flags[i] = (exact ? Self.exact : 0) | (keeps ? Self.keeps : 0) | (stays ? Self.stays : 0)
                    | (settles ? Self.settles : 0) | (likeLeft ? Self.likeLeft : 0)
                i &+= 1
            }
        }
        run()
        i = 0
        for row in rect.y..<rect.y + rect.height {
            (pixels + row * width + rect.x).update(from: sent + i, count: rect.width)
            (unchangedAsColour + row * width + rect.x).update(from: sentAsColour + i, count: rect.width)
            i &+= rect.width
        }
    }

    /// Bits of LZW data the last `send` planned.
    var plannedBits: Int { trie.total }

    /// Searches the rectangle band by band, each band at every share of the
    /// frame's distances (`SearchBands`), keeping the way that costs least.
    private func run() {
        trie.removeAll()
        let frame = (limit: limit, settled: settledLimit, weight: weight)
        defer { (limit, settledLimit, weight) = frame }
        var pending = -1
        var start = 0
        while start < count {
            end = min(count, start &+ SearchBands.rows &* rowLength)
            bandStart.copy(from: trie)
            var least = Int.max, leastPending = -1, leastShare = -1
            for share in SearchBands.shares {
                if leastShare >= 0 { trie.copy(from: bandStart) }
                (limit, settledLimit, weight) = (frame.limit * share / 100, frame.settled * share / 100, frame.weight * share / 100)
                let after = search(from: start, after: pending)
                var error = 0
                for j in start..<end { error &+= self.error(Int(sent[j]), truth[j]) }
                let cost = SearchBands.cost(error: error, bits: trie.bits &- bandStart.bits, limit: frame.limit)
                guard cost < least else { continue }
                (least, leastPending, leastShare) = (cost, after, share)
                if share != SearchBands.shares.last {
                    bandBest.copy(from: trie)
                    (bestSent + start).update(from: sent + start, count: end &- start)
                    (bestAsColour + start).update(from: sentAsColour + start, count: end &- start)
                }
            }
            if leastShare != SearchBands.shares.last {  // else the table and the pixels are the last way's already
                trie.copy(from: bandBest)
                (sent + start).update(from: bestSent + start, count: end &- start)
                (sentAsColour + start).update(from: bestAsColour + start, count: end &- start)
            }
            pending = leastPending
            start = end
        }
    }

    /// The encoder's parse over the band's pixels from `start` on, after the
    /// string `pending` (-1: none), at the current distances; returns the
    /// string pending at the band's end, which the next band may go on with.
    private func search(from start: Int, after pending: Int) -> Int {
        var i = start
        var pending = pending
        while i < end {
            var best = pending >= 0 ? continuation(of: pending, at: i) : Best()
            var endsHere = best.length == 0
            if !endsHere, let instead = stringInstead(of: best, at: i, ending: pending) {
                (best, endsHere) = (instead, true)
            }
            if endsHere {
                if best.length == 0 { best = fresh(at: i, after: shownBefore(i)) }
                if pending >= 0 && !trie.send(pending, then: best.first) {
                    best = fresh(at: i, after: shownBefore(i))  // the table was full and is empty now
                }
            }
            var node = best.node
            for j in stride(from: i + best.length - 1, through: i, by: -1) {
                let symbol = trie.symbol(of: node)
                sent[j] = symbol == Self.unchanged ? old[j] : UInt8(truncatingIfNeeded: symbol)
                sentAsColour[j] = symbol == Int(old[j])
                node = trie.parent(of: node)
            }
            pending = best.node
            i += best.length
        }
        return pending
    }

    /// Where the pending string could go on, a string of its own from pixel
    /// `i` instead, when that pays, else nil: the pending string then ends
    /// here, as the encoder's greedy parse ends it when the next pixel does
    /// not continue it (the new string's first symbol is no child of
    /// `pending`). Both ways send two codes: the pending string with the
    /// continuation and the string after that, or the pending string as it
    /// is and this one; so this one pays when it scores more than the
    /// continuation and the string after together. A string after that
    /// scores below nothing (a pixel whose error is beyond what it is worth
    /// in any string) counts as nothing, since that error is paid either way.
    ///
    /// On pixel-header, at the same PSNR as gifsicle `--lossy=20` and 5 (read
    /// off a line through `--lossy` 9 to 16), this makes the GIF 1.8 % and
    /// 1.4 % smaller (0.800× → 0.786× and 0.846× → 0.834× of gifsicle's
    /// bytes); snow-globe and the other examples move within −3.8 % and
    /// +2.4 % (`--lossy` 14 to 20); a `--lossy` render takes 11–21 % longer.
    /// Counting a string after as it scores measured 0.793× and 0.862×;
    /// asking a margin of half a pixel's `weight`, 0.794× and 0.836×.
    private func stringInstead(of continuation: Best, at i: Int, ending pending: Int) -> Best? {
        // Were the table full, it would be cleared after the pending string,
        // and the children the new string must avoid would be gone.
        guard !trie.isFull else { return nil }
        let instead = fresh(at: i, notContinuing: pending, after: shownBefore(i))
        guard instead.length > 0 else { return nil }
        // The gain must beat the string after, counted as at least nothing:
        // no need to search that one unless the gain is above nothing.
        let gain = instead.score &- continuation.score
        guard gain > 0 else { return nil }
        let next = i + continuation.length
        let after = next < end ? fresh(at: next, after: shown(by: continuation.node, before: next)).score : 0
        return gain > after ? instead : nil
    }

    /// A string found: its node, length and score, and the one-symbol string it starts with.
    private struct Best { var node = -1, length = 0, score = Int.min, first = -1 }

    /// The best continuation of the pending string `pending` over pixels
    /// `i…` (nothing when no symbol continues it).
    private func continuation(of pending: Int, at i: Int) -> Best {
        var walk = Walk(end: end)
        children(of: pending, at: i, length: 0, error: 0, first: -1, &walk)
        return walk.best
    }

    /// The best string of its own pixels `i…` can be sent as, starting with
    /// no symbol that would continue the string `pending` (-1: any symbol),
    /// after a pixel that shows colour `shown` (-1: none whose seam counts).
    private func fresh(at i: Int, notContinuing pending: Int = -1, after shown: Int) -> Best {
        var walk = Walk(end: end)
        let mine = Int(own[i])
        @inline(__always) func startsAfresh(_ symbol: Int) -> Bool {
            pending < 0 || trie.child(of: pending, symbol: symbol) == nil
        }
        if startsAfresh(Self.unchanged), let e = cost(Self.unchanged, i, after: shown) {
            visit(Self.unchanged, i, 1, e, Self.unchanged, &walk)
        }
        if startsAfresh(mine), let e = cost(mine, i, after: shown) { visit(mine, i, 1, e, mine, &walk) }
        if flags[i] & (Self.exact | Self.stays) == 0 {
            for n in neighbours[mine] where walk.budget > 0 {
                if startsAfresh(Int(n)), let e = cost(Int(n), i, after: shown) { visit(Int(n), i, 1, e, Int(n), &walk) }
            }
        }
        return walk.best
    }

    /// What one search carries through the table: the best string so far,
    /// how many nodes it may still visit, and where the band ends.
    /// Passed `inout` rather than captured by nested functions, whose
    /// recursion made every access a run-time exclusivity check (6 % of a
    /// `--lossy 12` render's CPU time).
    private struct Walk {
        var best = Best()
        var budget = StringSearch.budget
        let end: Int
    }

    /// Follows the string at `node` (pixels up to `at`, `length` long, with
    /// `error`) on through the pixels after it. A pixel that stays can only
    /// go on as `unchanged` or as the canvas's colour (or as its own, where
    /// that differs), so a stretch of them (most of a sparse rectangle) is
    /// followed through those children alone, without branching while the
    /// table knows only one.
    private func visit(_ node: Int, _ at: Int, _ length: Int, _ error: Int, _ first: Int, _ walk: inout Walk) {
        var (node, at, length, error) = (node, at, length, error)
        while true {
            walk.budget &-= 1
            let score = length &* weight &- error
            if score > walk.best.score { walk.best = Best(node: node, length: length, score: score, first: first) }
            let next = at &+ 1
            guard next < walk.end else { return }
            guard flags[next] & Self.stays != 0 else {
                children(of: node, at: next, length: length, error: error, first: first, &walk)
                return
            }
            guard flags[next] & Self.keeps != 0 else {  // its colour is not the canvas's: only it will do
                guard let child = trie.child(of: node, symbol: Int(own[next])) else { return }
                (node, at, length, error) = (child, next, length &+ 1, error &+ self.error(Int(own[next]), truth[next]))
                continue
            }
            let (transparent, colour) = (trie.child(of: node, symbol: Self.unchanged),
                                         trie.child(of: node, symbol: Int(old[next])))
            guard let child = transparent ?? colour else { return }
            if let colour, transparent != nil, walk.budget > 0 {
                visit(colour, next, length &+ 1, error &+ Int(keepError[next]), first, &walk)
            }
            (node, at, length, error) = (child, next, length &+ 1, error &+ Int(keepError[next]))
        }
    }

    /// Tries each continuation of `node` that pixel `at` allows.
    private func children(of node: Int, at: Int, length: Int, error: Int, first: Int, _ walk: inout Walk) {
        var child = trie.firstChild(of: node)
        let shown = shown(by: node, before: at)
        while child >= 0 && walk.budget > 0 {
            if let e = cost(trie.symbol(of: child), at, after: shown) { visit(child, at, length &+ 1, error &+ e, first, &walk) }
            child = trie.nextSibling(of: child)
        }
    }

    /// What sending `symbol` for pixel `i` costs in the search's score, or
    /// nil when it may not be sent: its squared error, and a pixel's worth
    /// (`weight`) more where its truecolor is its left neighbour's
    /// (`likeLeft`), which shows colour `shown`, and it would show another.
    /// Such a seam is nowhere in the frame: inside a flat area (a pixelated
    /// block, a fill) it is a streak, which the rows below, the same in the
    /// frame, must send again. On pixel-header, at the same PSNR as gifsicle
    /// `--lossy=5`, 10 and 20, this makes the GIF 1.3 %, 2.6 % and 2.4 %
    /// smaller (0.828× → 0.817×, 0.806× → 0.785×, 0.779× → 0.760× of its
    /// bytes), and its pixelated blocks show fewer streaks; the other
    /// examples at `--lossy` 10 to 20 move within −3.4 % and +2.3 % at the
    /// same PSNR, and a pixel-header `--lossy 12` render takes 12 % longer.
    /// (Half a pixel's worth measured 0.818× at `--lossy=5`, two 0.816×.)
    @inline(__always)
    private func cost(_ symbol: Int, _ i: Int, after shown: Int) -> Int? {
        guard let e = cost(symbol, i) else { return nil }
        return flags[i] & Self.likeLeft != 0 && shows(symbol, at: i) != shown ? e &+ weight : e
    }

    /// The colour pixel `i` shows when sent as `symbol`.
    @inline(__always)
    private func shows(_ symbol: Int, at i: Int) -> Int { symbol == Self.unchanged ? Int(old[i]) : symbol }

    /// What pixel `i − 1`, already chosen, shows, where `i` is `likeLeft` (else -1: no seam to weigh).
    @inline(__always)
    private func shownBefore(_ i: Int) -> Int { flags[i] & Self.likeLeft != 0 ? Int(sent[i &- 1]) : -1 }

    /// What pixel `i − 1` shows as the last symbol of the string at `node`, where `i` is `likeLeft` (else -1).
    @inline(__always)
    private func shown(by node: Int, before i: Int) -> Int {
        flags[i] & Self.likeLeft != 0 ? shows(trie.symbol(of: node), at: i &- 1) : -1
    }

    /// The squared error of sending `symbol` for pixel `i`, or nil when it may not be sent.
    @inline(__always)
    private func cost(_ symbol: Int, _ i: Int) -> Int? {
        let f = flags[i]
        if symbol == Self.unchanged { return f & Self.keeps != 0 ? Int(keepError[i]) : nil }
        if symbol == Int(old[i]) { return f & Self.keeps != 0 ? Int(keepError[i]) : nil }  // it looks `unchanged`
        if symbol == Int(own[i]) { return error(symbol, truth[i]) }
        if f & Self.stays != 0 { return nil }
        let e = error(symbol, truth[i])
        return f & Self.exact == 0 && e <= (f & Self.settles != 0 ? settledLimit : limit) ? e : nil
    }

    @inline(__always)
    private func error(_ index: Int, _ pixel: UInt32) -> Int { distance.squared(index, pixel) }
}
