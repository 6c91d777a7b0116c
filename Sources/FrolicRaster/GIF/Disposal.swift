/// What becomes of a GIF frame once its delay is over, before the next is
/// drawn: it stays on screen (1, "do not dispose"), or the screen goes back
/// to what was under it (3, "restore to previous").
///
/// Things moving across a still background (snow, confetti, a dragged card)
/// are where taking frames back pays: drawn over the frame before, each
/// image must also paint the background back where the things were; drawn
/// over the clean background, it sends only the things where they are now,
/// and the background comes back exact, not within `--lossy`'s tolerance.
package enum Disposal: Int32, Sendable {
    case keep = 1
    case restore = 3

    /// Chooses, frame by frame, how the frame before the next one is
    /// disposed of, from what the next one would cost drawn over each canvas.
    ///
    /// A run of restores is an investment: while the moving things are still
    /// dense (snow-globe's first frames), drawing over the clean background
    /// costs a little more than drawing over the frame before, and less for
    /// the rest of the run, but a frame once kept is the canvas from then
    /// on, so the clean background cannot be had back. The first run (over
    /// the first frame) may therefore start and go on at a loss of up to half
    /// a frame's cost; a later one starts only where a restore is cheaper at
    /// once and ends as soon as it has lost (going back to a frame older than
    /// the last pays only when its pixels return). Against never restoring,
    /// this makes the examples with things moving over a still background up
    /// to 18 % smaller and costs scrolling pixel-header little; later runs
    /// allowed the same loss would cost pixel-header more, and a first run
    /// allowed less ends snow-globe's run too early at high `--lossy` levels.
    struct Choice {
        private var restoring = false
        private var first = true
        /// Whether the run going on is the first.
        private var firstRun = false
        /// Bits saved by the run of restores so far (negative: lost).
        private var saved = 0

        mutating func next(restoredBits: Int, keptBits: Int) -> Disposal {
            let gain = keptBits - restoredBits
            if restoring {
                saved += gain
            } else {
                saved = gain
                firstRun = first
            }
            restoring = firstRun ? 2 * saved >= -keptBits : saved >= 0
            first = false
            return restoring ? .restore : .keep
        }
    }
}
