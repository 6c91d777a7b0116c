/// How `StringSearch` spends a frame's error: band by band (a few rows of
/// the changed rectangle), it searches the band at several distances, each
/// a share of the frame's own (`FrameLimits`), from the same LZW table, and
/// keeps the one whose squared error plus `lambda` per bit is least. A band
/// where more error buys many bytes (a gradient that can go flat) takes
/// more; a band where it buys few (pixelated blocks, already in runs) takes
/// less. No pixel goes further than the frame's distance: that is the
/// largest share, so `--lossy N` still means "up to N".
///
/// On pixel-header, at the PSNR of gifsicle `--lossy=5` (42.22 dB, Frolic's
/// bytes read off `--lossy` 11 to 13): 0.817× of gifsicle's bytes with one
/// distance per frame, 0.797× with the five shares below; with three (50,
/// 71, 100 %) and a lambda of 12, 15, 18 or 21 %, 0.800–0.805×. Bands of 4
/// and 16 rows measured 0.810× and 0.804× where 8 measured 0.803× (shares
/// 80/100/120 %, lambda 25 %). On snow-globe, at gifsicle `--lossy` 5, 20,
/// 40 and 80: 0.718/0.615/0.564/0.495× → 0.712/0.607/0.548/0.479×.
/// It costs the search its time once per share, spread over two threads
/// (`StringSearch.run`): pixel-header `--lossy 12`, `frolic bench`, 2.2 s
/// with one distance, 9.6 s with the shares one after the other, 6.7 s.
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
