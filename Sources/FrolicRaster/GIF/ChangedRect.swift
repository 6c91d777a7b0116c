/// The smallest rectangle holding every pixel where two equal-sized indexed
/// images differ, or nil when they are identical.
///
/// Also a bound (`PlannedFrame.changedWithin`): a rectangle outside which a
/// frame is known to equal the one before, so that finding its changed
/// rectangle reads only inside it. An empty bound says nothing changed.
package struct ChangedRect: Hashable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// A bound saying nothing changed.
    static let nothing = ChangedRect(x: 0, y: 0, width: 0, height: 0)

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle holding both bounds; nil (anywhere) when either is.
    static func union(_ a: ChangedRect?, _ b: ChangedRect?) -> ChangedRect? {
        guard let a, let b else { return nil }
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        return ChangedRect(x: x0, y: y0, width: max(a.x + a.width, b.x + b.width) - x0,
                           height: max(a.y + a.height, b.y + b.height) - y0)
    }

    /// Where `new` differs from `old`, read only inside `bound` (nil: the
    /// whole image), outside which the two must be equal: the rectangle a
    /// whole scan finds, for a fraction of the reading where little changed.
    init?(from old: [UInt8], to new: [UInt8], width: Int, height: Int, within bound: ChangedRect? = nil) {
        let area = bound ?? ChangedRect(x: 0, y: 0, width: width, height: height)
        guard !area.isEmpty else { return nil }
        precondition(area.x >= 0 && area.y >= 0 && area.x + area.width <= width && area.y + area.height <= height,
                     "a bound outside the image")
        var minX = width, maxX = -1, minY = height, maxY = -1
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let a = old.baseAddress!, b = new.baseAddress!
                for row in area.y ..< area.y + area.height {
                    let start = row * width + area.x, end = start + area.width
                    let first = ByteRuns.equal(a, b, from: start, to: end)
                    if first == area.width { continue }
                    let last = area.width - 1 - ByteRuns.equalBefore(a, b, end: end, start: start + first)
                    minX = min(minX, area.x + first); maxX = max(maxX, area.x + last)
                    if minY == height { minY = row }
                    maxY = row
                }
            }
        }
        guard maxY >= 0 else { return nil }
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
