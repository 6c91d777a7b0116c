/// How a lossy GIF that loops comes back to its first frame.
///
/// `LossyPlanner` lets a pixel keep a colour within tolerance of its
/// truecolor while the frames go by, so the frames it shows drift from the
/// frames as mapped; the first frame is sent as mapped. A loop that simply
/// starts over then snaps every drifted pixel back at once at its seam, a
/// step bigger than any other (one-command snow at the default `--lossy`:
/// a third more pixels change there than in the median step). So over the
/// loop's last `frames` frames the planner holds rows, a band more each
/// frame from the bottom up, to the first frame's colours where those are
/// within tolerance, else to their mapped colours: the drift comes back a
/// band at a time, and the last frame leads into the first as one lossy
/// frame leads into the next.
package struct LoopClosing: Equatable {
    /// Frames in the loop.
    let loopFrames: Int
    /// Frames over which it closes: a second, at most a quarter of the loop.
    let frames: Int

    init(loopFrames: Int, fps: Int) {
        self.loopFrames = loopFrames
        frames = max(1, min(fps, loopFrames / 4))
    }

    /// The first row held to its mapped colours in frame `index` (counted
    /// from 0) of frames `height` rows tall: `height` (none) until the
    /// closing starts, 0 (every row) in the last frame.
    func firstHeldRow(frame index: Int, height: Int) -> Int {
        let left = loopFrames - 1 - index
        guard left < frames else { return height }
        return height * max(left, 0) / frames
    }
}
