/// Lossy GIF frames (`--lossy N`): turns each mapped frame into what the GIF
/// will show, letting a pixel take any palette colour within `tolerance` (RGB
/// distance) of its truecolor pixel for fewer bytes, in three ways:
///
/// - Temporal: a pixel whose shown colour is still within tolerance keeps it,
///   so an area that barely changes stays exactly as it is (transparent in
///   the next GIF frame, nearly free) and never shimmers; the error never
///   builds up, since it is measured against each frame's truecolor pixel.
/// - Canvas (from a tolerance of `searchFrom` on): the frame is drawn over
///   the frame before, or over what was under that one, taking it back
///   (`Disposal`), whichever costs less; moving things over a still
///   background then send only themselves, and the background comes back exact.
/// - Spatial (from `searchFrom` on): inside the rectangle that still changes,
///   `LZWSearch` picks each pixel's colour (or transparency) within
///   tolerance so that the encoder's strings run long — the idea of
///   gifsicle's `--lossy`, but over the frame difference and against the
///   truecolor pixels.
///
/// Pixels whose palette colour is exactly their truecolor (flat UI, text on
/// it) are never changed, and the first frame is sent as mapped: an error
/// there would stay on screen for as long as the picture does, while it
/// saves bytes only once. For the same reason, the spatial step gives a
/// pixel that settles (its truecolor changed and is the same in the frame
/// after) no colour further than half the tolerance but the one the temporal
/// step chose: what it shows now stays.
///
/// Where the search runs, the tolerance is also set frame by frame, for
/// frames at rest and mostly flat frames (`FrameLimits`).
///
/// Frames go through one at a time, in order (each depends on what the one
/// before it showed, and on the truecolor frame after it), deterministically;
/// the GIF writer then encodes the shown frames losslessly, as planned
/// (`PlannedFrame`).
package final class LossyPlanner {
    let tolerance: Int
    private let width: Int
    /// `close[a << 8 | b]`: palette colours a and b are within twice the
    /// tolerance, as two colours within tolerance of one pixel are; a quick
    /// test before the exact one against the truecolor pixel.
    private let close: [Bool]
    /// For each palette index, the others it is `close` to, nearest first (at most `maxNeighbours`).
    private let neighbours: [[UInt8]]
    private let distance: PaletteDistance
    /// Made for the first frame's size.
    private var search: LZWSearch?
    /// The truecolor frame before, to tell still pixels from moving ones.
    private var previous: [UInt32] = []
    /// The frame before as mapped.
    private var mapped: [UInt8] = []
    /// Which canvas each frame is drawn over, from `searchFrom` on (`Disposal.Choice`).
    private var disposals = Disposal.Choice()
    private let estimator = LZWStringTable()
    /// How the loop the animation is comes back to its first frame (nil: it does not loop).
    private let closing: LoopClosing?
    /// Frames planned so far.
    private var planned = 0
    /// The first frame as shown, which a loop closes on (empty unless it loops).
    private var first: [UInt8] = []

    /// Candidates tried as a string's first pixel besides its own colour.
    static let maxNeighbours = 64
    /// The least tolerance the spatial step runs at. Below it the temporal
    /// step alone runs, at about the speed of an exact GIF: the search would
    /// save a few per cent more there but at least double the render's time,
    /// which the default (`--lossy 6`) should not.
    package static let searchFrom = 8

    package init(palette: Palette, width: Int, tolerance: Int, closing: LoopClosing? = nil) {
        self.tolerance = tolerance
        self.closing = closing
        self.width = width
        let colors = palette.colors
        let distance = PaletteDistance(palette)
        self.distance = distance
        // A colour within tolerance of the truecolor pixel is within twice it of the pixel's own colour.
        let limit = 4 * tolerance * tolerance
        var close = [Bool](repeating: false, count: 1 << 16)
        var neighbours: [[UInt8]] = []
        for a in colors.indices {
            close[a << 8 | a] = true
            var near: [(Int, Int)] = []
            for b in colors.indices where b != a {
                let d = distance.squared(a, colors[b])
                if d <= limit { close[a << 8 | b] = true; near.append((d, b)) }
            }
            neighbours.append(near.sorted { $0 < $1 }.prefix(Self.maxNeighbours).map { UInt8($0.1) })
        }
        self.close = close
        self.neighbours = neighbours
    }

    /// What the GIF shows for `frame`, the next frame of the animation, and
    /// how it is sent: over `canvas.shown`, the frame shown before, or, from
    /// `searchFrom` on, over `canvas.under`, taking that frame back (nil: it
    /// may not be), and with which pixels that look unchanged sent as their
    /// colour. `next` is the truecolor frame after this one (nil for the
    /// last), to tell which pixels settle. Outside `changedWithin` (nil: not
    /// known), `frame` and `truecolor` are known to be the frame before's.
    ///
    /// Below the search, a pixel whose mapped and truecolor pixels are as
    /// they were shows what it showed: it was kept, or shown as mapped, by
    /// the test it meets again with the same colours and the same limit (the
    /// tolerance). There the planned frame can differ from the one before
    /// only inside `changedWithin`, and only that is visited; from the
    /// search on, a frame's limits differ and the writer is told the
    /// rectangle the search works in.
    package func plan(_ frame: IndexedFrame, truecolor: Frame, next: Frame? = nil, over canvas: GIFCanvas,
                      changedWithin bound: ChangedRect? = nil) -> PlannedFrame {
        defer { mapped = frame.indices; planned += 1 }
        guard let shown = canvas.shown else {
            if closing != nil { first = frame.indices }
            previous = truecolor.pixels
            return PlannedFrame(frame)
        }
        let searches = tolerance >= Self.searchFrom
        // Pixels from this one on show the first frame's colour or their mapped one, as the loop closes.
        let held = (closing?.firstHeldRow(frame: planned, height: frame.height) ?? frame.height) * width
        let closes = tolerance > 0 && held < frame.indices.count
        // A frame that is the frame before (the very pixels, as an unchanged frame
        // shares them) shows what that one showed.
        if !searches, !closes,
           bound?.isEmpty == true || (Self.same(truecolor.pixels, previous) && Self.same(frame.indices, mapped)) {
            previous = truecolor.pixels
            return PlannedFrame(IndexedFrame(width: frame.width, height: frame.height, indices: shown),
                                unchangedAsColour: nil, disposalBefore: .keep, changedWithin: .nothing)
        }
        let limits = searches
            ? FrameLimits(tolerance: tolerance, truecolor: truecolor.pixels, previous: previous, next: next?.pixels, width: width,
                          within: bound)
            : FrameLimits(tolerance: tolerance)
        let within = searches || closes ? nil : bound
        var out = keepingWhatShows(frame.indices, from: within == nil ? frame.indices : shown, over: nil, shown: shown,
                                   truecolor: truecolor.pixels, limit: limits.keep, within: within, held: held)
        var disposal = Disposal.keep
        var unchangedAsColour: [Bool]?
        var changedWithin = within
        if searches {
            var drawnOver = shown
            var changed = ChangedRect(from: shown, to: out, width: frame.width, height: frame.height)
            if let restored = canvas.under {
                let other = keepingWhatShows(frame.indices, from: out, over: restored, shown: shown,
                                             truecolor: truecolor.pixels, limit: limits.keep, within: nil, held: held)
                let otherChanged = ChangedRect(from: restored, to: other, width: frame.width, height: frame.height)
                disposal = disposals.next(restoredBits: estimatedBits(other, over: restored, in: otherChanged),
                                          keptBits: estimatedBits(out, over: shown, in: changed))
                if disposal == .restore { (out, drawnOver, changed) = (other, restored, otherChanged) }
            }
            if let changed {
                // Settling pixels are held closer in the spatial step only (and in a
                // frame at rest, `FrameLimits`): that makes GIFs smaller at the same
                // PSNR, while held in the temporal step too, moving things leave
                // trails that must be sent again (travel-snow 8 % bigger).
                let settled = next?.pixels.count == truecolor.pixels.count ? next?.pixels : nil
                var plan = [Bool](repeating: false, count: out.count)
                sendCheaply(&out, unchangedAsColour: &plan, over: drawnOver, shown: shown, truecolor: truecolor.pixels,
                            next: settled, limits: limits, held: held, in: changed)
                unchangedAsColour = plan
            }
            // The search changes pixels only inside the rectangle.
            changedWithin = changed ?? .nothing
        }
        previous = truecolor.pixels
        return PlannedFrame(IndexedFrame(width: frame.width, height: frame.height, indices: out),
                            unchangedAsColour: unchangedAsColour, disposalBefore: disposal, changedWithin: changedWithin)
    }

    /// The temporal step: `mapped`, with each pixel that is not exact
    /// showing a colour within tolerance that costs less. Over the frame
    /// shown before (`restored` nil), that is what it showed; over
    /// `restored`, what it showed where its truecolor is as it was (so
    /// nothing pops), else the canvas's colour, which costs nothing, else
    /// what it showed. "Within tolerance" is within the squared distance
    /// `limit` for a pixel whose truecolor changed, and within the tolerance
    /// for one whose truecolor did not (a still pixel never changes,
    /// whatever the frame's `FrameLimits`).
    ///
    /// The step starts from `start`, and visits only the pixels where it may
    /// change one: over the frame shown before, where the mapped pixel is not
    /// what was shown; over `restored`, where the two canvases differ, since
    /// elsewhere it gives what it gives over the frame shown before, so
    /// `start` is that step's result. Visiting every pixel that changes
    /// there gives the same GIF in a render about 16 % slower. With a
    /// `bound` (below the search), only the pixels inside it are visited,
    /// and `start` is `shown`, which every pixel outside it shows again.
    /// Pixels from `held` on show the first frame's colour where that is
    /// within tolerance, else their mapped colour (`LoopClosing`).
    private func keepingWhatShows(_ mapped: [UInt8], from start: [UInt8], over restored: [UInt8]?, shown: [UInt8],
                                  truecolor: [UInt32], limit: Int, within bound: ChangedRect?, held: Int) -> [UInt8] {
        guard tolerance > 0 else { return mapped }  // `--lossy 0`: every frame as mapped
        var out = start
        let canvas = restored ?? shown
        let restored = restored != nil
        close.withUnsafeBufferPointer { close in
        first.withUnsafeBufferPointer { opening in
        mapped.withUnsafeBufferPointer { mapped in
        shown.withUnsafeBufferPointer { shown in
        canvas.withUnsafeBufferPointer { canvas in
        truecolor.withUnsafeBufferPointer { truth in
        previous.withUnsafeBufferPointer { previous in
        out.withUnsafeMutableBufferPointer { out in
            let (m, s, c, o) = (mapped.baseAddress!, shown.baseAddress!, canvas.baseAddress!, out.baseAddress!)
            let stillLimit = tolerance * tolerance
            @inline(__always) func keeps(_ colour: UInt8, _ p: Int) -> Bool {
                close[Int(colour) << 8 | Int(m[p])]
                    && distance.squared(Int(colour), truth[p]) <= (truth[p] == previous[p] ? stillLimit : limit)
            }
            /// Visits the pixels from `first` to `end` where it may change one.
            @inline(__always) func visit(_ first: Int, _ end: Int) {
                @inline(__always) func next(from p: Int) -> Int {
                    p &+ (restored ? ByteRuns.equal(s, c, from: p, to: end) : ByteRuns.equal(s, m, from: p, to: end))
                }
                var p = next(from: first)
                while p < end {
                    let mine = m[p]
                    if exact(mine, truth[p]) { o[p] = mine }
                    else if restored && truth[p] == previous[p] && keeps(s[p], p) { o[p] = s[p] }
                    else if keeps(c[p], p) { o[p] = c[p] }
                    // Over the frame shown c is s, and a still pixel's s was tried first.
                    else if restored && truth[p] != previous[p] && keeps(s[p], p) { o[p] = s[p] }
                    else { o[p] = mine }
                    p = next(from: p &+ 1)
                }
            }
            defer {
                for p in min(held, out.count) ..< out.count {
                    o[p] = keeps(opening[p], p) ? opening[p] : m[p]
                }
            }
            guard let bound else { return visit(0, out.count) }
            for row in bound.y ..< bound.y + max(0, bound.height) {
                visit(row &* width &+ bound.x, row &* width &+ bound.x &+ bound.width)
            }
        }}}}}}}}
        return out
    }

    /// Bits the GIF image of `frame` drawn over `canvas` comes to, about:
    /// counted on every fourth row of `rect`, the rectangle that changes, in a
    /// quarter of the time. Counting every row chooses no better (passcode
    /// at `--lossy 16` even comes out bigger).
    private func estimatedBits(_ frame: [UInt8], over canvas: [UInt8], in rect: ChangedRect?) -> Int {
        guard let rect else { return 0 }
        return frame.withUnsafeBufferPointer { frame in
        canvas.withUnsafeBufferPointer { canvas in
            FramePatch.holeyBits(frame.baseAddress!, over: canvas.baseAddress!, width: width, in: rect,
                                 transparent: LZWSearch.unchanged, codeBits: 8, rowStep: 4, table: estimator)
        }}
    }

    /// The same array storage: equal without reading the elements.
    private static func same<T>(_ a: [T], _ b: [T]) -> Bool {
        !a.isEmpty && a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
    }

    /// Whether palette colour `index` is the truecolor `pixel` itself: such
    /// pixels (flat UI, text on it) are never changed, or every passing
    /// object would leave a trail of slightly wrong pixels that stays.
    @inline(__always)
    private func exact(_ index: UInt8, _ pixel: UInt32) -> Bool {
        distance.squared(Int(index), pixel) == 0
    }

    /// The spatial step over `rect` (see `LZWSearch`).
    private func sendCheaply(_ pixels: inout [UInt8], unchangedAsColour: inout [Bool], over canvas: [UInt8],
                             shown: [UInt8], truecolor: [UInt32], next: [UInt32]?, limits: FrameLimits, held: Int,
                             in rect: ChangedRect) {
        if search == nil || search!.capacity < pixels.count {
            search = LZWSearch(distance: distance, neighbours: neighbours, capacity: pixels.count)
        }
        let search = search!
        pixels.withUnsafeMutableBufferPointer { pixels in
        unchangedAsColour.withUnsafeMutableBufferPointer { plan in
        canvas.withUnsafeBufferPointer { canvas in
        shown.withUnsafeBufferPointer { shown in
        truecolor.withUnsafeBufferPointer { truth in
        previous.withUnsafeBufferPointer { previous in
        (next ?? []).withUnsafeBufferPointer { next in
            search.send(pixels.baseAddress!, unchangedAsColour: plan.baseAddress!, over: canvas.baseAddress!,
                        shown: shown.baseAddress!, truecolor: truth.baseAddress!, previous: previous.baseAddress!,
                        next: next.isEmpty ? nil : next.baseAddress!, limits: limits, held: held, width: width, in: rect)
        }}}}}}}
    }
}
