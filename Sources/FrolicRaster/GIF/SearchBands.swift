/// How `StringSearch` spends a frame's error: band by band (a few rows of
/// the changed rectangle), it searches the band at several distances, each
/// a share of the frame's own (`FrameLimits`), from the same LZW table, and
/// keeps the one whose squared error plus `lambda` per bit is least. A band
/// where more error buys many bytes (a gradient that can go flat) takes
/// more; a band where it buys few (pixelated blocks, already in runs) takes
/// less. No pixel goes further than the frame's distance: that is the
/// largest share, so `--lossy N` still means "up to N".
///
/// The five shares below make pixel-header's GIF 2.4 % smaller than one
/// distance per frame at the same PSNR; fewer shares, and bands of 4 or 16
/// rows, measured worse, and snow-globe gains too. It costs the search's
/// time once per share, spread over two threads (`StringSearch.run`).
struct SearchBands {
    /// Rows of the changed rectangle in one band.
    static let rows = 8
    /// The distances a band is searched at, in per cent of the frame's
    /// squared distance, the frame's own last (of a tie, the first listed wins).
    static let shares = [50, 60, 71, 85, 100]
    /// What a bit is worth in squared error, in per cent of the frame's squared distance.
    static let lambda = 15

    /// The cost a band's choice is ranked by: its squared error and its bits,
    /// in hundredths of squared error, under a frame's squared distance `limit`.
    static func cost(error: Int, bits: Int, limit: Int) -> Int {
        100 &* error &+ lambda &* limit &* bits
    }
}
