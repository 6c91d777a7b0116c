import FrolicCore

/// Where a block's edge may lie: on a whole point whose pixel boundary has
/// background rows on both sides (or on the picture's own edge), so that the
/// edge crosses no ink. Runs of ink rows with no such line between them are
/// one run.
struct EdgeLines {
    let mask: InkMask
    let density: Double

    /// Runs of rows holding ink, `top..<bottom`, top to bottom, merged where
    /// the background between two has no edge line.
    func mergedRuns() -> [(top: Int, bottom: Int)] {
        var runs: [(top: Int, bottom: Int)] = []
        var y = 0
        while y < mask.height {
            guard !mask.isBackground(row: y) else { y += 1; continue }
            let top = y
            while y < mask.height, !mask.isBackground(row: y) { y += 1 }
            if let last = runs.last, line(inGap: last.bottom, top, nearest: Double(last.bottom + top) / 2) == nil {
                runs[runs.count - 1].bottom = y
            } else {
                runs.append((top, y))
            }
        }
        return runs
    }

    /// Whether the line at point `k` lies on background: the pixel rows on
    /// either side of `k × density` are both in the gap `lo..<hi` (all
    /// background), or it is the picture's own top or bottom edge.
    func isEdge(_ k: Int, inGap lo: Int, _ hi: Int) -> Bool {
        let boundary = Double(k) * density
        if boundary <= 0 { return lo <= 0 }
        if boundary >= Double(mask.height) { return hi >= mask.height }
        let below = Int(boundary.rounded(.down))
        return below - 1 >= lo && below <= hi - 1
    }

    /// The edge line in the gap of background rows `lo..<hi` nearest to the
    /// pixel row `target` (the upper one on a tie); nil when there is none.
    func line(inGap lo: Int, _ hi: Int, nearest target: Double) -> Int? {
        let first = Int((Double(lo) / density).rounded(.down)), last = Int((Double(hi) / density).rounded(.up))
        var best: Int?
        for k in first ... max(first, last) where isEdge(k, inGap: lo, hi) {
            if let b = best, abs(Double(k) * density - target) >= abs(Double(b) * density - target) { continue }
            best = k
        }
        return best
    }

    /// A block's frame in whole points: its ink box reaching up to `padding`
    /// points into the background around it (at most half the gap to the
    /// next run of ink), its top and bottom on edge lines.
    func frame(of box: (top: Int, bottom: Int, left: Int, right: Int), runs: [(top: Int, bottom: Int)], padding: Double) -> Rect {
        let above = runs.last { $0.bottom <= box.top }?.bottom ?? 0
        let below = runs.first { $0.top >= box.bottom }?.top ?? mask.height
        let pad = padding * density
        let top = line(inGap: above, box.top, nearest: Double(box.top) - min(pad, Double(box.top - above) / 2)) ?? 0
        let bottom = line(inGap: box.bottom, below, nearest: Double(box.bottom) + min(pad, Double(below - box.bottom) / 2))
            ?? Int((Double(mask.height) / density).rounded(.down))
        let screenWidth = (Double(mask.width) / density).rounded(.down)
        let left = max(0, (Double(box.left) / density - padding).rounded(.down))
        let right = min(screenWidth, (Double(box.right) / density + padding).rounded(.up))
        return Rect(x: left, y: Double(top), width: max(1, right - left), height: Double(max(1, bottom - top)))
    }
}
