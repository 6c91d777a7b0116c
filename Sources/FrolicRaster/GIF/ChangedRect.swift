/// The smallest rectangle holding every pixel where two equal-sized indexed
/// images differ, or nil when they are identical.
struct ChangedRect: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    init?(from old: [UInt8], to new: [UInt8], width: Int, height: Int) {
        var minX = width, maxX = -1, minY = height, maxY = -1
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let a = old.baseAddress!, b = new.baseAddress!
                for row in 0..<height {
                    let base = row * width
                    let first = ByteRuns.equal(a, b, from: base, to: base + width)
                    if first == width { continue }
                    let last = width - 1 - ByteRuns.equalBefore(a, b, end: base + width, start: base + first)
                    minX = min(minX, first); maxX = max(maxX, last)
                    if minY == height { minY = row }
                    maxY = row
                }
            }
        }
        guard maxY >= 0 else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
