/// Nearest colour (squared RGB distance) among a fixed set, found without
/// scanning all of them: candidates are kept sorted by green, the search starts
/// at the query's green and walks outwards until the green gap alone exceeds the
/// best distance so far. Ties go to the lowest original index, so the answer
/// never depends on search order.
struct NearestColor: Sendable {
    private let green: [Int]
    private let red: [Int]
    private let blue: [Int]
    private let index: [Int]

    init(_ colors: [(Int, Int, Int)]) {
        let order = colors.indices.sorted { (colors[$0].1, $0) < (colors[$1].1, $1) }
        red = order.map { colors[$0].0 }
        green = order.map { colors[$0].1 }
        blue = order.map { colors[$0].2 }
        index = order
    }

    func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        var lo = 0, hi = green.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if green[mid] < g { lo = mid + 1 } else { hi = mid }
        }
        var best = Int.max, bestIndex = Int.max
        func consider(_ k: Int) {
            let dr = red[k] - r, dg = green[k] - g, db = blue[k] - b
            let d = dr * dr + dg * dg + db * db
            if d < best || (d == best && index[k] < bestIndex) { best = d; bestIndex = index[k] }
        }
        var up = lo, down = lo - 1
        while up < green.count || down >= 0 {
            if up < green.count {
                let gap = green[up] - g
                if gap * gap > best { up = green.count } else { consider(up); up += 1 }
            }
            if down >= 0 {
                let gap = g - green[down]
                if gap * gap > best { down = -1 } else { consider(down); down -= 1 }
            }
        }
        return bestIndex
    }
}
