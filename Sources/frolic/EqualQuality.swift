/// Frolic's size at a peer's quality, for `bench --compare`: GIFs are only
/// comparable at equal PSNR, and Frolic's `--lossy` levels land between the
/// peer's, so its bytes are read off the line between the two levels around
/// the peer's PSNR (bytes fall steadily with PSNR between neighbouring levels).
enum EqualQuality {
    struct Point {
        var decibels: Double
        var bytes: Int
    }

    /// Bytes at `decibels` between the two `points` around it, or nil outside them.
    static func bytes(at decibels: Double, among points: [Point]) -> Double? {
        let sorted = points.sorted { $0.decibels < $1.decibels }
        for (low, high) in zip(sorted, sorted.dropFirst()) where low.decibels <= decibels && decibels <= high.decibels {
            guard high.decibels > low.decibels else { return Double(min(low.bytes, high.bytes)) }
            let t = (decibels - low.decibels) / (high.decibels - low.decibels)
            return Double(low.bytes) + t * Double(high.bytes - low.bytes)
        }
        return nil
    }
}
