/// What the quantizer needs to know about the sample pixels, gathered in one pass:
/// which exact colours occur (a 2^24-bit set, 2 MB, so counting distinct colours
/// needs no hashing), and a histogram of `binBits` per channel that keeps each bin's pixel count
/// and channel sums, so a bin stands for the true mean of its pixels rather than
/// its corner.
struct ColorHistogram {
    static let binBits = 6
    static let binCount = 1 << (3 * binBits)
    /// Low bits of a channel a bin does not tell apart.
    static let drop = 8 - binBits

    private(set) var seen = [UInt64](repeating: 0, count: (1 << 24) / 64)
    private(set) var counts = [Int](repeating: 0, count: binCount)
    private(set) var sumR = [Int](repeating: 0, count: binCount)
    private(set) var sumG = [Int](repeating: 0, count: binCount)
    private(set) var sumB = [Int](repeating: 0, count: binCount)

    init() {}

    init(_ frames: [Frame]) {
        for frame in frames { add(frame) }
    }

    /// Adds the other's pixels, as if its frames had been added here: a
    /// histogram per worker, merged, is the histogram of all their frames.
    mutating func merge(_ other: ColorHistogram) {
        Self.add(other.seen, into: &seen) { $0 | $1 }
        Self.add(other.counts, into: &counts, +)
        Self.add(other.sumR, into: &sumR, +)
        Self.add(other.sumG, into: &sumG, +)
        Self.add(other.sumB, into: &sumB, +)
    }

    /// `mine[i] = combine(mine[i], theirs[i])` for every i, through raw
    /// buffers: 262,144 bins a table, merged in a render's palette stage.
    private static func add<T>(_ theirs: [T], into mine: inout [T], _ combine: (T, T) -> T) {
        theirs.withUnsafeBufferPointer { theirs in
        mine.withUnsafeMutableBufferPointer { mine in
            for i in mine.indices { mine[i] = combine(mine[i], theirs[i]) }
        }}
    }

    mutating func add(_ frame: Frame) {
        add(frame, weight: 1)
    }

    /// Adds `frame`'s pixels `weight` times (taken away for a negative
    /// weight; the colours count as present all the same).
    mutating func add(_ frame: Frame, weight: Int) {
        add(frame.pixels, ranges: CollectionOfOne(0 ..< frame.pixels.count), weight: weight)
    }

    /// Adds the pixels of `frame` inside `rect` `weight` times, as `add(_:weight:)`.
    mutating func add(_ frame: Frame, in rect: PixelRect, weight: Int) {
        let r = rect.intersection(PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height))
        guard !r.isEmpty else { return }
        let width = frame.width
        add(frame.pixels, ranges: (r.y0 ..< r.y1).lazy.map { $0 * width + r.x0 ..< $0 * width + r.x1 }, weight: weight)
    }

    private mutating func add<Ranges: Sequence<Range<Int>>>(_ pixels: [UInt32], ranges: Ranges, weight: Int) {
        seen.withUnsafeMutableBufferPointer { seen in
        counts.withUnsafeMutableBufferPointer { counts in
        sumR.withUnsafeMutableBufferPointer { sumR in
        sumG.withUnsafeMutableBufferPointer { sumG in
        sumB.withUnsafeMutableBufferPointer { sumB in
        pixels.withUnsafeBufferPointer { pixels in
            for range in ranges {
                // Frames are mostly runs of one colour: each run is added at once.
                let count = range.upperBound
                var i = range.lowerBound
                while i < count {
                    let c = Int(pixels[i] & 0xFF_FFFF)
                    var end = i &+ 1
                    while end < count && Int(pixels[end] & 0xFF_FFFF) == c { end &+= 1 }
                    let n = (end &- i) &* weight
                    i = end
                    seen[c >> 6] |= 1 << UInt64(c & 63)
                    let r = c >> 16, g = (c >> 8) & 0xFF, b = c & 0xFF
                    let bin = (r >> Self.drop) << (2 * Self.binBits) | (g >> Self.drop) << Self.binBits | (b >> Self.drop)
                    counts[bin] &+= n
                    sumR[bin] &+= r &* n; sumG[bin] &+= g &* n; sumB[bin] &+= b &* n
                }
            }
        }}}}}}
    }

    /// The exact colours present, ascending, or nil as soon as there are more than `limit`.
    func distinctColors(limit: Int) -> [UInt32]? {
        var colors: [UInt32] = []
        for (word, bits) in seen.enumerated() where bits != 0 {
            if colors.count + bits.nonzeroBitCount > limit { return nil }
            var rest = bits
            while rest != 0 {
                colors.append(UInt32(word * 64 + rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return colors
    }

    /// One weighted point per non-empty bin, in bin order.
    func binMeans() -> [WeightedColor] {
        var points: [WeightedColor] = []
        for bin in 0..<Self.binCount where counts[bin] > 0 {
            let n = Double(counts[bin])
            points.append(WeightedColor(r: Double(sumR[bin]) / n, g: Double(sumG[bin]) / n,
                                        b: Double(sumB[bin]) / n, weight: n))
        }
        return points
    }
}

/// A colour in continuous RGB with how many pixels it stands for.
struct WeightedColor {
    var r, g, b: Double
    var weight: Double

    subscript(axis: Int) -> Double {
        axis == 0 ? r : axis == 1 ? g : b
    }
}
