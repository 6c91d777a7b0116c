/// How far (squared RGB distance) `LossyPlanner` lets one frame's changing
/// pixels go from their truecolor. Below `LossyPlanner.searchFrom` that is
/// the tolerance for every frame; where the search runs, it is set frame by
/// frame, for the frames where error buys the fewest bytes:
///
/// - A frame the next one repeats (an animation at rest) stays on screen, so
///   its temporal step keeps only what is within a quarter of the distance
///   and every pixel settles (held to half the distance in the search).
/// - A frame whose changes are mostly flat (pixelation blocks, solid fills)
///   gets 80 % of the distance: the encoder already sends flat runs cheaply.
///
/// Neither applies to a pixel whose truecolor did not change: it keeps what
/// it showed while that is within the tolerance, so these rules never change
/// a still area, not even once as an animation comes to rest.
///
/// Together they bring pixel-header to 0.800× of gifsicle's bytes at the
/// same PSNR, most of it from the flat frames; the other examples hardly
/// move. Without the search (at the default) both make GIFs bigger for
/// their PSNR, so they wait for it.
struct FrameLimits: Equatable {
    /// The squared distance any pixel may go.
    let search: Int
    /// The squared distance within which the temporal step keeps what a
    /// changing pixel showed (a still one keeps it within the tolerance).
    let keep: Int
    /// Whether every pixel settles: the frame after repeats this one.
    let everySettles: Bool

    init(search: Int, keep: Int, everySettles: Bool) {
        (self.search, self.keep, self.everySettles) = (search, keep, everySettles)
    }

    /// The tolerance, for every frame alike.
    init(tolerance: Int) {
        self.init(search: tolerance * tolerance, keep: tolerance * tolerance, everySettles: false)
    }

    /// The limits of `truecolor`, the frame after `previous` and before `next` (nil: the last),
    /// which it equals outside `bound` (nil: not known).
    init(tolerance: Int, truecolor: [UInt32], previous: [UInt32], next: [UInt32]?, width: Int, within bound: ChangedRect? = nil) {
        let limit = tolerance * tolerance
        let search = Self.changesAreFlat(truecolor, since: previous, width: width, within: bound) ? Self.flat(limit) : limit
        let repeated = next == truecolor
        self.init(search: search, keep: repeated ? Self.repeated(search) : search, everySettles: repeated)
    }

    /// The squared distance of a pixel that settles (its truecolor changed
    /// and is the same in the frame after): half the distance.
    static func settled(_ limit: Int) -> Int { limit / 4 }

    /// What the temporal step keeps of a changing pixel in a frame the next
    /// repeats: a quarter of the distance (keeping all of it measured worse
    /// on pixel-header).
    static func repeated(_ limit: Int) -> Int { limit / 16 }

    /// The squared distance of a mostly flat frame: 80 % of the distance
    /// (0.8² = 256/400), which measured best on pixel-header.
    static func flat(_ limit: Int) -> Int { limit * 256 / 400 }

    /// Whether more than 60 % of the pixels whose truecolor changed since
    /// `previous` equal the pixel on their left: a threshold that parts
    /// pixel-header's pixelation frames from its stretching ones.
    /// Only the pixels inside `bound` are counted, when the frames are equal outside it.
    static func changesAreFlat(_ truecolor: [UInt32], since previous: [UInt32], width: Int, within bound: ChangedRect? = nil) -> Bool {
        let (changed, flat) = changedPixels(truecolor, since: previous, width: width, within: bound)
        return flat * 5 > changed * 3
    }

    /// The pixels whose truecolor changed since `previous` (inside `bound`,
    /// when given), and how many of them equal the pixel on their left.
    static func changedPixels(_ truecolor: [UInt32], since previous: [UInt32], width: Int,
                              within bound: ChangedRect? = nil) -> (changed: Int, flat: Int) {
        guard previous.count == truecolor.count, width > 0 else { return (0, 0) }
        var changed = 0, flat = 0
        truecolor.withUnsafeBufferPointer { now in
        previous.withUnsafeBufferPointer { before in
            let (n, b) = (now.baseAddress!, before.baseAddress!)
            /// Counts pixels `start..<end` of the row that begins at `rowStart`, skipping unchanged stretches whole.
            func count(_ start: Int, _ end: Int, rowStart: Int) {
                var p = start &+ ByteRuns.equal(n, b, from: start, to: end)
                while p < end {
                    changed &+= 1
                    if p != rowStart && n[p] == n[p &- 1] { flat &+= 1 }
                    p &+= 1
                    p &+= ByteRuns.equal(n, b, from: p, to: end)
                }
            }
            let rows = bound.map { $0.y ..< $0.y + max(0, $0.height) } ?? 0 ..< (now.count + width - 1) / width
            let (x0, x1) = bound.map { ($0.x, $0.x + max(0, $0.width)) } ?? (0, width)
            for row in rows {
                let rowStart = row * width
                count(rowStart + x0, min(rowStart + x1, now.count), rowStart: rowStart)
            }
        }}
        return (changed, flat)
    }
}
