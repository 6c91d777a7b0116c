import FrolicCore

extension BoomLayer {
    /// Every candidate explodes (one per `boomInterval`), its fragments
    /// land, and the last part comes back (or the sequence fades back): the rects, and the grid cells
    /// wholly inside `visibleArea` (the screen, as wide as need be, without one).
    package func playTime(height: Double) -> Double {
        let b = boom
        let visible = visibleArea ?? Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: height)
        let regions = Double(rects.count + grid.cells.filter { visible.contains($0) }.count)
        let lastStart = max(0, regions - 1) * b.boomInterval
        let lastFlight = lastStart + b.fragmentDelay + b.fragmentDuration + b.fragmentDurationStep * Double(b.fragmentDurationSteps)
        let back = b.comeBack > 0 ? lastStart + b.comeBack : regions * b.boomInterval + b.fadeBackDelay
        return max(lastFlight, back + b.fadeBackDuration)
    }
}
