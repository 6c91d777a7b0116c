/// The spatial step of `LossyFrames`: chooses what each pixel of a frame's
/// changed rectangle sends, within tolerance of its truecolor pixel, so that
/// the GIF's LZW encoder needs as few codes as it can.
///
/// It runs the encoder's own parse over a table that can list a string's
/// continuations (`LZWTrie`): while the pending string can go on with a
/// symbol the pixels ahead allow, the encoder goes on, so the search looks
/// only among its continuations; when none fits, the string is sent and the
/// next one starts at whichever one-symbol string leads furthest. Each
/// choice is searched depth first through the table, a pixel at a time, each
/// pixel as `unchanged` (transparent: what the GIF showed stays) or as a
/// palette colour within tolerance. What ranks the candidates is the bytes
/// against the error: a pixel more in one string is worth `weight` of
/// squared error, so among strings nearly as long the more faithful wins,
/// and a far colour is taken only when it buys a longer string. Because the
/// search follows the encoder's parse, the writer, encoding the chosen pixels
/// losslessly, learns the same strings.
///
/// gifsicle's `--lossy` searches its table in the same way, but measures the
/// error against an already quantized GIF and ranks by length alone.
final class StringSearch {
    /// The symbol of an unchanged pixel, past every palette index.
    static let unchanged = Palette.maxColors
    /// Table nodes one search may visit: noisy areas then cost time in proportion to their size.
    static let budget = 1024

    private let limit: Int
    private let weight: Int
    /// Palette colours as (r, g, b), 4 slots each.
    private let rgb: UnsafeMutablePointer<Int32>
    private let neighbours: [[UInt8]]
    private let trie = LZWTrie(codeBits: LZWSize.codeBits(entries: StringSearch.unchanged + 1))
    private var count = 0
    private var capacity = 0
    /// Per pixel of the rectangle: its own colour, the colour the GIF shows,
    /// and `exact` (own is its truecolor, so it is sent as it is) | `keeps`
    /// (it may stay as the GIF shows it) | `stays` (its truecolor is what it
    /// was and it shows its own colour, or one `LossyFrames` kept as close
    /// enough: it stays, so that a still area never shimmers).
    private var own = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var old = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var flags = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    private var truth = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private static let exact: UInt8 = 1, keeps: UInt8 = 2, stays: UInt8 = 4

    /// `neighbours[i]`: palette colours near colour i, nearest first, tried as a string's first pixel.
    init(rgb: [(Int, Int, Int)], neighbours: [[UInt8]], tolerance: Int) {
        self.rgb = .allocate(capacity: 4 * Self.unchanged)
        self.rgb.initialize(repeating: 0, count: 4 * Self.unchanged)
        for (i, c) in rgb.enumerated() {
            self.rgb[4 * i] = Int32(c.0); self.rgb[4 * i + 1] = Int32(c.1); self.rgb[4 * i + 2] = Int32(c.2)
        }
        self.neighbours = neighbours
        limit = tolerance * tolerance
        // Half the largest error per pixel gained: measured on snow-globe and pixel-header
        // against length alone (ties by error), this gives 1–5 % fewer bytes at the same PSNR.
        weight = limit / 2
    }

    deinit {
        rgb.deallocate(); own.deallocate(); old.deallocate(); flags.deallocate(); truth.deallocate()
    }

    /// Starts a rectangle of `count` pixels, each then set by `place`.
    func start(count: Int) {
        self.count = count
        guard capacity < count else { return }
        own.deallocate(); old.deallocate(); flags.deallocate(); truth.deallocate()
        own = .allocate(capacity: count); old = .allocate(capacity: count)
        flags = .allocate(capacity: count); truth = .allocate(capacity: count)
        capacity = count
    }

    /// Sets pixel `i`: its mapped colour, the colour the GIF shows there now,
    /// its truecolor, and whether that is what it was in the frame before.
    @inline(__always)
    func place(_ i: Int, own: UInt8, shown: UInt8, truth: UInt32, still: Bool) {
        self.own[i] = own; old[i] = shown; self.truth[i] = truth
        let exact = error(Int(own), truth) == 0
        let keeps = shown == own || (!exact && error(Int(shown), truth) <= limit)
        flags[i] = (exact ? Self.exact : 0) | (keeps ? Self.keeps : 0) | (still && shown == own ? Self.stays : 0)
    }

    /// Bits of LZW data the last `run` planned.
    var plannedBits: Int { trie.total }

    /// The palette index each pixel is sent as, in order (`unchanged` pixels as what the GIF showed).
    func run(into sent: (Int, UInt8) -> Void) {
        trie.removeAll()
        var i = 0
        var pending = -1
        while i < count {
            var best = pending >= 0 ? search(at: i, from: pending) : Best()
            if best.length == 0 {
                best = search(at: i, from: nil)
                if pending >= 0 && !trie.send(pending, then: root(of: best.node)) {
                    best = search(at: i, from: nil)  // the table was full and is empty now
                }
            }
            var node = best.node
            for j in stride(from: i + best.length - 1, through: i, by: -1) {
                let symbol = trie.symbol(of: node)
                sent(j, symbol == Self.unchanged ? old[j] : UInt8(truncatingIfNeeded: symbol))
                node = trie.parent(of: node)
            }
            pending = best.node
            i += best.length
        }
    }

    private struct Best { var node = -1, length = 0, score = Int.min }

    /// The best string pixels `i…` can be sent as: a continuation of the
    /// pending string `start` (nothing when no symbol continues it), or else
    /// a string of its own.
    private func search(at i: Int, from start: Int?) -> Best {
        var best = Best()
        var budget = Self.budget
        func visit(_ node: Int, _ at: Int, _ length: Int, _ error: Int) {
            budget -= 1
            let score = length * weight - error
            if score > best.score { best = Best(node: node, length: length, score: score) }
            if at + 1 < count { children(of: node, at: at + 1, length: length, error: error) }
        }
        func children(of node: Int, at: Int, length: Int, error: Int) {
            var child = trie.firstChild(of: node)
            while child >= 0 && budget > 0 {
                if let e = cost(trie.symbol(of: child), at) { visit(child, at, length + 1, error + e) }
                child = trie.nextSibling(of: child)
            }
        }
        if let start {
            children(of: start, at: i, length: 0, error: 0)
            return best
        }
        let mine = Int(own[i])
        if let e = cost(Self.unchanged, i) { visit(Self.unchanged, i, 1, e) }
        if let e = cost(mine, i) { visit(mine, i, 1, e) }
        if flags[i] & Self.exact == 0 {
            for n in neighbours[mine] where budget > 0 {
                if let e = cost(Int(n), i) { visit(Int(n), i, 1, e) }
            }
        }
        return best
    }

    /// The squared error of sending `symbol` for pixel `i`, or nil when it may not be sent.
    @inline(__always)
    private func cost(_ symbol: Int, _ i: Int) -> Int? {
        if symbol == Self.unchanged { return flags[i] & Self.keeps != 0 ? error(Int(old[i]), truth[i]) : nil }
        if symbol == Int(old[i]) || flags[i] & Self.stays != 0 { return nil }  // that is `unchanged`, or must be
        if symbol == Int(own[i]) { return error(symbol, truth[i]) }
        if flags[i] & Self.exact != 0 { return nil }
        let e = error(symbol, truth[i])
        return e <= limit ? e : nil
    }

    @inline(__always)
    private func error(_ index: Int, _ pixel: UInt32) -> Int {
        let c = rgb + 4 &* index
        let dr = Int(c[0]) &- Int(pixel >> 16 & 0xFF), dg = Int(c[1]) &- Int(pixel >> 8 & 0xFF)
        let db = Int(c[2]) &- Int(pixel & 0xFF)
        return dr &* dr &+ dg &* dg &+ db &* db
    }

    /// The one-symbol string `node`'s string starts with.
    private func root(of node: Int) -> Int {
        var node = node
        while trie.parent(of: node) >= 0 { node = trie.parent(of: node) }
        return node
    }
}
