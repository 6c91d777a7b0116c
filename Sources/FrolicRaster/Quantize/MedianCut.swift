/// Median cut over weighted colours, refined by a few rounds of k-means.
///
/// Each step splits the box with the largest squared error, along its axis of
/// largest variance, at the point that minimises the two halves' summed squared
/// error (rather than the plain median: a smooth gradient then gets evenly
/// spaced colours, and a flat colour is not cut in half). K-means afterwards
/// moves colours to the means of the pixels that actually map to them.
enum MedianCut {
    static let refinementRounds = 4

    static func colors(_ points: [WeightedColor], count: Int) -> [UInt32] {
        var points = points
        var boxes = [Box(range: 0..<points.count, points: points)]
        while boxes.count < count {
            guard let worst = boxes.indices.filter({ boxes[$0].range.count > 1 })
                .max(by: { boxes[$0].error < boxes[$1].error }),
                boxes[worst].error > 0 else { break }
            let (low, high) = split(boxes[worst], &points)
            boxes[worst] = low
            boxes.append(high)
        }
        var centroids = boxes.map { $0.mean }
        for _ in 0..<refinementRounds {
            centroids = refine(centroids, points)
        }
        let rounded = centroids.map { c in
            (color: UInt32(channel(c.r)) << 16 | UInt32(channel(c.g)) << 8 | UInt32(channel(c.b)), weight: c.weight)
        }
        var unique: [(color: UInt32, weight: Double)] = []
        for c in rounded.sorted(by: { $0.color < $1.color }) {
            if c.color == unique.last?.color { unique[unique.count - 1].weight += c.weight } else { unique.append(c) }
        }
        return rarestFirst(unique)
    }

    /// The colours ascending, but for the one fewest sample pixels fall to in
    /// the last k-means round (its weight), which comes first. libgd's
    /// compressor takes the hash entry of the string "0 0" (its key is 0) for
    /// an empty slot and stops probing there, so once that string lands
    /// outside slot 0, strings past it go unfound and are learned again: a
    /// frame rich in index 0 encodes bigger than its LZW count (which
    /// `LossyPlanner`' plan assumes). The rarest colour at 0 keeps
    /// pixel-header at `--lossy 12` within 0.4 % of plain LZW.
    private static func rarestFirst(_ colors: [(color: UInt32, weight: Double)]) -> [UInt32] {
        guard let rarest = colors.indices.min(by: { colors[$0].weight < colors[$1].weight }) else { return [] }
        var ordered = colors.map(\.color)
        ordered.insert(ordered.remove(at: rarest), at: 0)
        return ordered
    }

    private static func channel(_ v: Double) -> Int {
        min(255, max(0, Int(v.rounded())))
    }

    /// A run of `points` with its weighted mean and squared error.
    struct Box {
        var range: Range<Int>
        var mean: WeightedColor
        var error: Double
        var variance: (Double, Double, Double)

        init(range: Range<Int>, points: [WeightedColor]) {
            self.range = range
            var w = 0.0, s = (0.0, 0.0, 0.0), q = (0.0, 0.0, 0.0)
            for p in points[range] {
                w += p.weight
                s.0 += p.weight * p.r; s.1 += p.weight * p.g; s.2 += p.weight * p.b
                q.0 += p.weight * p.r * p.r; q.1 += p.weight * p.g * p.g; q.2 += p.weight * p.b * p.b
            }
            mean = WeightedColor(r: s.0 / w, g: s.1 / w, b: s.2 / w, weight: w)
            variance = (q.0 - s.0 * s.0 / w, q.1 - s.1 * s.1 / w, q.2 - s.2 * s.2 / w)
            error = variance.0 + variance.1 + variance.2
        }
    }

    private static func split(_ box: Box, _ points: inout [WeightedColor]) -> (Box, Box) {
        let v = box.variance
        let axis = v.0 >= v.1 && v.0 >= v.2 ? 0 : (v.1 >= v.2 ? 1 : 2)
        // Ties are broken on all three channels so the order never depends on the sort algorithm.
        points[box.range].sort { a, b in
            (a[axis], a.r, a.g, a.b) < (b[axis], b.r, b.g, b.b)
        }
        // Squared error of a prefix/suffix along all axes from running sums.
        let slice = Array(points[box.range])
        var prefix: [(w: Double, s: (Double, Double, Double), q: Double)] = []
        prefix.reserveCapacity(slice.count + 1)
        var acc = (w: 0.0, s: (0.0, 0.0, 0.0), q: 0.0)
        prefix.append(acc)
        for p in slice {
            acc.w += p.weight
            acc.s.0 += p.weight * p.r; acc.s.1 += p.weight * p.g; acc.s.2 += p.weight * p.b
            acc.q += p.weight * (p.r * p.r + p.g * p.g + p.b * p.b)
            prefix.append(acc)
        }
        let total = acc
        func sse(_ w: Double, _ s: (Double, Double, Double), _ q: Double) -> Double {
            w > 0 ? q - (s.0 * s.0 + s.1 * s.1 + s.2 * s.2) / w : 0
        }
        var best = 1, bestError = Double.infinity
        for k in 1..<slice.count where slice[k - 1][axis] != slice[k][axis] {
            let l = prefix[k]
            let rs = (total.s.0 - l.s.0, total.s.1 - l.s.1, total.s.2 - l.s.2)
            let e = sse(l.w, l.s, l.q) + sse(total.w - l.w, rs, total.q - l.q)
            if e < bestError { bestError = e; best = k }
        }
        let cut = box.range.lowerBound + best
        return (Box(range: box.range.lowerBound..<cut, points: points),
                Box(range: cut..<box.range.upperBound, points: points))
    }

    /// One k-means round: every point joins its nearest centroid; a centroid that
    /// wins no points stays where it was.
    private static func refine(_ centroids: [WeightedColor], _ points: [WeightedColor]) -> [WeightedColor] {
        let search = NearestColor(centroids.map { (Int($0.r.rounded()), Int($0.g.rounded()), Int($0.b.rounded())) })
        var sums = [(w: Double, r: Double, g: Double, b: Double)](repeating: (0, 0, 0, 0), count: centroids.count)
        for p in points {
            let i = search.nearest(Int(p.r.rounded()), Int(p.g.rounded()), Int(p.b.rounded()))
            sums[i].w += p.weight
            sums[i].r += p.weight * p.r; sums[i].g += p.weight * p.g; sums[i].b += p.weight * p.b
        }
        return centroids.indices.map { i in
            let s = sums[i]
            return s.w > 0 ? WeightedColor(r: s.r / s.w, g: s.g / s.w, b: s.b / s.w, weight: s.w) : centroids[i]
        }
    }
}
