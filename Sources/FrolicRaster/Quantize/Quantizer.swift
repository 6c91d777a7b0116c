/// Chooses the one palette of a GIF from sample frames.
public enum Quantizer {
    /// Scenes with few colours (flat UI) keep them exactly, so their GIF is
    /// lossless; richer scenes get a median-cut palette refined by k-means over
    /// a 6-6-6 histogram of all sample pixels. The result is sorted, except that a
    /// median-cut palette puts its rarest colour first (see `MedianCut`), and it
    /// depends only on the multiset of sample pixels, never on their order.
    public static func palette(from samples: [Frame], maxColors: Int = Palette.maxColors) -> Palette {
        let limit = min(max(maxColors, 1), Palette.maxColors)
        let histogram = ColorHistogram(samples)
        if let exact = histogram.distinctColors(limit: limit) {
            return Palette(colors: exact)
        }
        return Palette(colors: MedianCut.colors(histogram.binMeans(), count: limit))
    }
}
