/// Frame numbers as ranges: [3, 4, 5, 9] → "3–5, 9"; long lists end in "…".
enum FrameRanges {
    static func ranges(_ frames: [Int]) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for f in frames {
            if let last = out.last, last.upperBound + 1 == f { out[out.count - 1] = last.lowerBound...f } else { out.append(f...f) }
        }
        return out
    }

    static func text(_ frames: [Int], limit: Int = 4) -> String {
        let r = ranges(frames)
        let shown = r.prefix(limit).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        return shown.joined(separator: ", ") + (r.count > limit ? ", … (\(frames.count) frames in \(r.count) runs)" : "")
    }
}
