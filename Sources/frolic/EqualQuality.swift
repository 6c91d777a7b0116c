/// Frolic's size at a peer's quality, for `bench --compare`: GIFs are only
/// comparable at equal PSNR, and Frolic's `--lossy` levels land between the
/// peer's, so its bytes are read off the line between the two levels around
/// the peer's PSNR (bytes fall steadily with PSNR between neighbouring levels).
/// A level that another beats on both counts (more PSNR in fewer bytes) is
/// left out: no one would choose it for that size. The default, which does
/// not search, is such a level on pixel-header: `--lossy 9` gives it more
/// PSNR in 13 % fewer bytes.
enum EqualQuality {
    struct Point {
        var decibels: Double
        var bytes: Int
    }

    /// Bytes at `decibels` between the two `points` around it, or nil outside them.
    static func bytes(at decibels: Double, among points: [Point]) -> Double? {
        let sorted = best(points).sorted { $0.decibels < $1.decibels }
        for (low, high) in zip(sorted, sorted.dropFirst()) where low.decibels <= decibels && decibels <= high.decibels {
            guard high.decibels > low.decibels else { return Double(min(low.bytes, high.bytes)) }
            let t = (decibels - low.decibels) / (high.decibels - low.decibels)
            return Double(low.bytes) + t * Double(high.bytes - low.bytes)
        }
        return nil
    }

    /// The points no other beats: none has as much PSNR or more in fewer bytes, or more PSNR in as few.
    static func best(_ points: [Point]) -> [Point] {
        points.filter { p in
            !points.contains { q in
                q.decibels >= p.decibels && q.bytes <= p.bytes && (q.decibels > p.decibels || q.bytes < p.bytes)
            }
        }
    }
}
