/// The encoder's parse over a stretch of `LZWSearch`'s rectangle (a band
/// of pixels, in the order the GIF sends them) at the frame's distances,
/// with a string table and chosen pixels of its own, over the pixels and
/// flags `LZWSearch` prepared.
///
/// One parse at the frame's own distance, over the whole rectangle as one
/// band: searching bands at several shares of the distance saves little
/// for several times the search's time. Nor is the rectangle split to be
/// searched on two threads: a band searched from an empty table, where the
/// encoder's holds the band above, chooses for strings the encoder does not
/// know. (The figures: Tests/Bench/README.md, "What the lossy search tried".)
final class LZWBandSearch {
    /// The distances of the search (`LZWSearch.send` explains them), and the limit's root.
    private var limit = 0, settledLimit = 0, weight = 0, limitRoot = 0.0
    /// Where the band being searched ends.
    private var end = 0
    /// The string table as the search left it, learned from the band's start.
    let trie = LZWSearchTable(codeBits: LZWCodes.codeBits(entries: LZWSearch.unchanged + 1))
    /// Per pixel of the rectangle, as `LZWSearch` has them: the choice
    /// made, and whether it is sent as the colour the GIF shows.
    let sent: UnsafeMutablePointer<UInt8>
    let sentAsColour: UnsafeMutablePointer<Bool>
    /// The pixels' own colours, the canvas's and the truecolor ones, as the
    /// band that is searched has them (`band`).
    private var own: UnsafePointer<UInt8>, old: UnsafePointer<UInt8>, truth: UnsafePointer<UInt32>
    private let copies: (own: UnsafePointer<UInt8>, old: UnsafePointer<UInt8>, truth: UnsafePointer<UInt32>)
    private let keepError: UnsafePointer<Int32>, flags: UnsafePointer<UInt8>
    private let distance: PaletteDistance
    private let neighbours: [[UInt8]]
    /// `reaches[a][k]`: the squared distance from colour a to `neighbours[a][k]`.
    private let reaches: [[Int32]]

    init(own: UnsafePointer<UInt8>, old: UnsafePointer<UInt8>, truth: UnsafePointer<UInt32>, keepError: UnsafePointer<Int32>,
         flags: UnsafePointer<UInt8>, distance: PaletteDistance, neighbours: [[UInt8]], capacity: Int) {
        (self.own, self.old, self.truth, self.keepError, self.flags) = (own, old, truth, keepError, flags)
        copies = (own, old, truth)
        (self.distance, self.neighbours) = (distance, neighbours)
        reaches = neighbours.indices.map { a in neighbours[a].map { Int32(distance.squared(a, toColour: Int($0))) } }
        sent = .allocate(capacity: capacity)
        sentAsColour = .allocate(capacity: capacity)
    }

    deinit { sent.deallocate(); sentAsColour.deallocate() }

    /// The string pending at the last band's end.
    private(set) var pending = -1
    /// Pixels of the last band sent unchanged without a search (`stillStretch`).
    private(set) var sentWithoutSearch = 0

    /// Searches pixels `start..<end` from the table `table` (as the band
    /// starts) after the string `pending`, at the frame's distances `frame`,
    /// setting `pending`. `pixels`, when given, are the rectangle's own,
    /// canvas and truecolor colours (the frames' own rows) in place of the
    /// ones the search was made with (`LZWSearch`'s copies).
    func band(_ start: Int, _ end: Int, from table: LZWSearchTable, after pending: Int,
              frame: (limit: Int, settled: Int, weight: Int),
              pixels: (own: UnsafePointer<UInt8>, old: UnsafePointer<UInt8>, truth: UnsafePointer<UInt32>)? = nil) {
        (own, old, truth) = pixels ?? copies
        trie.copy(from: table)
        sentWithoutSearch = 0
        (limit, settledLimit, weight) = frame
        limitRoot = Double(limit).squareRoot()
        self.end = end
        self.pending = search(from: start, after: pending)
    }

    /// The encoder's parse over the band's pixels from `start` on, after the
    /// string `pending` (-1: none), at the current distances; returns the
    /// string pending at the band's end, which the next band may go on with.
    private func search(from start: Int, after pending: Int) -> Int {
        var i = start
        var pending = pending
        while i < end {
            if let stop = stillStretch(at: i) {
                pending = sendUnchanged(from: i, to: stop, after: pending)
                i = stop
                continue
            }
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
                sent[j] = symbol == LZWSearch.unchanged ? old[j] : UInt8(truncatingIfNeeded: symbol)
                sentAsColour[j] = symbol == Int(old[j])
                node = trie.parent(of: node)
            }
            pending = best.node
            i += best.length
        }
        return pending
    }

    /// Pixels a still stretch must have left from a string's start on for
    /// its pixels to be sent unchanged without a search, and pixels of it
    /// left to the search at its end, where the string after it starts.
    static let stillStretch = 32, stillMargin = 8

    /// Where the pixels from `i` on, `still` (see `LZWSearch`) for at least
    /// `stillStretch` pixels, stop being sent unchanged without a search
    /// (`stillMargin` before the stretch ends); nil when they are searched.
    /// Nearly all of a sparse rectangle is still, and searched it costs a
    /// `--lossy` render two walks through the table per pixel for what is
    /// almost always sent unchanged anyway.
    @inline(__always)
    private func stillStretch(at i: Int) -> Int? {
        guard flags[i] & LZWSearch.still != 0 else { return nil }
        let reach = min(end, i &+ Self.stillStretch)
        guard ByteRuns.having(LZWSearch.still, in: flags, from: i, to: reach) == Self.stillStretch else { return nil }
        let j = reach &+ ByteRuns.having(LZWSearch.still, in: flags, from: reach, to: end)
        return j == end ? end : j &- Self.stillMargin
    }

    /// Sends pixels `start..<stop` as `unchanged`, after the string `pending`
    /// (-1: none), as the encoder's greedy parse sends them; returns the
    /// string pending at `stop`.
    private func sendUnchanged(from start: Int, to stop: Int, after pending: Int) -> Int {
        var pending = pending
        var left = stop &- start
        // How many unchanged symbols the pending string is (0: it has others).
        var run = pending >= 0 ? trie.unchangedRunLength(of: pending) : 0
        while left > 0 {
            if run > 0 {
                // Along the strings of unchanged symbols the table knows, in one step.
                let taken = min(left, trie.runCount &- run)
                (run, left) = (run &+ taken, left &- taken)
                pending = trie.unchangedRun(run)
                if left == 0 { break }
                trie.send(pending, then: LZWSearch.unchanged)
                (pending, run, left) = (LZWSearch.unchanged, 1, left &- 1)
            } else if pending >= 0, let child = trie.unchangedChild(of: pending) {
                (pending, left) = (child, left &- 1)
            } else {
                if pending >= 0 { trie.send(pending, then: LZWSearch.unchanged) }
                (pending, run, left) = (LZWSearch.unchanged, 1, left &- 1)
            }
        }
        sentWithoutSearch &+= stop &- start
        (sent + start).update(from: old + start, count: stop &- start)
        (sentAsColour + start).update(repeating: false, count: stop &- start)
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
    /// Ending strings early where that pays makes pixel-header's GIF about
    /// 1.8 % smaller at the same PSNR, which is worth a slower `--lossy` render.
    private func stringInstead(of continuation: Best, at i: Int, ending pending: Int) -> Best? {
        // Were the table full, it would be cleared after the pending string,
        // and the children the new string must avoid would be gone.
        guard !trie.isFull else { return nil }
        // Only strings that score more than the continuation are looked for,
        // and after it only those that score at least the gain: a search
        // with a floor cuts the table's branches that cannot reach it.
        let instead = fresh(at: i, notContinuing: pending, after: shownBefore(i), above: continuation.score)
        guard instead.length > 0 else { return nil }
        // The gain (above nothing) must beat the string after, counted as at least nothing.
        let gain = instead.score &- continuation.score
        let next = i + continuation.length
        guard next < end else { return instead }
        let after = fresh(at: next, after: shown(by: continuation.node, before: next), above: gain &- 1)
        return after.length == 0 ? instead : nil
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
    /// after a pixel that shows colour `shown` (-1: none whose seam counts),
    /// if it scores above `floor` (else a string of length 0).
    private func fresh(at i: Int, notContinuing pending: Int = -1, after shown: Int, above floor: Int = .min) -> Best {
        var walk = Walk(best: Best(score: floor), end: end)
        let mine = Int(own[i])
        @inline(__always) func startsAfresh(_ symbol: Int) -> Bool {
            pending < 0 || trie.child(of: pending, symbol: symbol) == nil
        }
        if startsAfresh(LZWSearch.unchanged), let e = cost(LZWSearch.unchanged, i, after: shown) {
            enter(LZWSearch.unchanged, i, 1, e, LZWSearch.unchanged, &walk)
        }
        if startsAfresh(mine), let e = cost(mine, i, after: shown) { enter(mine, i, 1, e, mine, &walk) }
        if flags[i] & (LZWSearch.exact | LZWSearch.stays) == 0 {
            // A colour within the limit of the truecolor pixel is within the limit's
            // root plus the pixel's own error's of its own colour; the neighbours come
            // nearest first, so none after the first beyond that can be sent.
            let reach = limitRoot + Double(error(mine, truth[i])).squareRoot()
            let farthest = Int((reach * reach).rounded(.up))
            let (near, away) = (neighbours[mine], reaches[mine])
            for k in near.indices where walk.budget > 0 {
                if Int(away[k]) > farthest { break }
                let n = Int(near[k])
                // Most first colours know no string past them: one that cannot beat the
                // best even without error is passed over before its error is worked out.
                guard mayBeat(n, i, 1, 0, walk) else { continue }
                if startsAfresh(n), let e = cost(n, i, after: shown) { enter(n, i, 1, e, n, &walk) }
            }
        }
        return walk.best
    }

    /// What one search carries through the table: the best string so far,
    /// how many nodes it may still visit, and where the band ends.
    /// Passed `inout` rather than captured by nested functions, whose
    /// recursion makes every access a run-time exclusivity check (6 % of a
    /// `--lossy 12` render's CPU time).
    private struct Walk {
        var best = Best()
        var budget = LZWSearch.budget
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
            guard flags[next] & LZWSearch.stays != 0 else {
                children(of: node, at: next, length: length, error: error, first: first, &walk)
                return
            }
            guard flags[next] & LZWSearch.keeps != 0 else {  // its colour is not the canvas's: only it will do
                guard let child = trie.child(of: node, symbol: Int(own[next])) else { return }
                (node, at, length, error) = (child, next, length &+ 1, error &+ self.error(Int(own[next]), truth[next]))
                continue
            }
            let (transparent, colour) = (trie.unchangedChild(of: node),
                                         trie.child(of: node, symbol: Int(old[next])))
            guard let child = transparent ?? colour else { return }
            if let colour, transparent != nil, walk.budget > 0 {
                visit(colour, next, length &+ 1, error &+ keepError(next), first, &walk)
            }
            (node, at, length, error) = (child, next, length &+ 1, error &+ keepError(next))
        }
    }

    /// Visits `node` (as `visit`) unless no string through it can score
    /// above the best found: a pixel more is worth at most `weight`, and no
    /// string goes past the longest the table knows through it, or past
    /// the band's end. That spares most of the first colours tried, whose
    /// strings the table seldom knows far (a `--lossy 32` search 15 %
    /// faster). A node skipped counts against the budget as one visit,
    /// where its visit would have taken more: only a search that would
    /// have run out of budget (in noisy areas at high levels) can choose
    /// otherwise, having gone further.
    @inline(__always)
    private func enter(_ node: Int, _ at: Int, _ length: Int, _ error: Int, _ first: Int, _ walk: inout Walk) {
        guard mayBeat(node, at, length, error, walk) else {
            walk.budget &-= 1
            return
        }
        visit(node, at, length, error, first, &walk)
    }

    /// Whether a string through `node` (pixels up to `at`, `length` long,
    /// with `error`) may score above the best found.
    @inline(__always)
    private func mayBeat(_ node: Int, _ at: Int, _ length: Int, _ error: Int, _ walk: Walk) -> Bool {
        let longest = length &+ min(trie.height(of: node), walk.end &- 1 &- at)
        return longest &* weight &- error > walk.best.score
    }

    /// Tries each continuation of `node` that pixel `at` allows.
    private func children(of node: Int, at: Int, length: Int, error: Int, first: Int, _ walk: inout Walk) {
        var child = trie.firstChild(of: node)
        let shown = shown(by: node, before: at)
        while child >= 0 && walk.budget > 0 {
            if let e = cost(trie.symbol(of: child), at, after: shown) { enter(child, at, length &+ 1, error &+ e, first, &walk) }
            child = trie.nextSibling(of: child)
        }
    }

    /// What sending `symbol` for pixel `i` costs in the search's score, or
    /// nil when it may not be sent: its squared error, and a pixel's worth
    /// (`weight`) more where its truecolor is its left neighbour's
    /// (`likeLeft`), which shows colour `shown`, and it would show another.
    /// Such a seam is nowhere in the frame: inside a flat area (a pixelated
    /// block, a fill) it is a streak, which the rows below, the same in the
    /// frame, must send again. Weighing seams makes pixel-header's GIF up to
    /// 2.6 % smaller at the same PSNR, with fewer streaks in its pixelated blocks.
    @inline(__always)
    private func cost(_ symbol: Int, _ i: Int, after shown: Int) -> Int? {
        guard let e = cost(symbol, i) else { return nil }
        return flags[i] & LZWSearch.likeLeft != 0 && shows(symbol, at: i) != shown ? e &+ weight : e
    }

    /// The colour pixel `i` shows when sent as `symbol`.
    @inline(__always)
    private func shows(_ symbol: Int, at i: Int) -> Int { symbol == LZWSearch.unchanged ? Int(old[i]) : symbol }

    /// What pixel `i − 1`, already chosen, shows, where `i` is `likeLeft` (else -1: no seam to weigh).
    @inline(__always)
    private func shownBefore(_ i: Int) -> Int { flags[i] & LZWSearch.likeLeft != 0 ? Int(sent[i &- 1]) : -1 }

    /// What pixel `i − 1` shows as the last symbol of the string at `node`, where `i` is `likeLeft` (else -1).
    @inline(__always)
    private func shown(by node: Int, before i: Int) -> Int {
        flags[i] & LZWSearch.likeLeft != 0 ? shows(trie.symbol(of: node), at: i &- 1) : -1
    }

    /// The squared error of sending `symbol` for pixel `i`, or nil when it may not be sent.
    @inline(__always)
    private func cost(_ symbol: Int, _ i: Int) -> Int? {
        let f = flags[i]
        if symbol == LZWSearch.unchanged { return f & LZWSearch.keeps != 0 ? keepError(i) : nil }
        if symbol == Int(old[i]) { return f & LZWSearch.keeps != 0 ? keepError(i) : nil }  // it looks `unchanged`
        if symbol == Int(own[i]) { return error(symbol, truth[i]) }
        if f & LZWSearch.stays != 0 { return nil }
        let e = error(symbol, truth[i])
        return f & LZWSearch.exact == 0 && e <= (f & LZWSearch.settles != 0 ? settledLimit : limit) ? e : nil
    }

    @inline(__always)
    private func error(_ index: Int, _ pixel: UInt32) -> Int { distance.squared(index, pixel) }

    /// The squared error of pixel `i` showing the canvas's colour: as
    /// prepared, or, for a `still` pixel (whose error is not prepared, most
    /// of them lying where no search looks), worked out here.
    @inline(__always)
    private func keepError(_ i: Int) -> Int {
        let e = keepError[i]
        return e >= 0 ? Int(e) : error(Int(old[i]), truth[i])
    }
}
