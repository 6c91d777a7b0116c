import FrolicRaster

extension Frame {
    /// The frame `factor` times smaller each way, each pixel the average of a
    /// `factor`×`factor` block: the report's flip-book shows the animation's
    /// key frames this size, so six failing scenes stay a few megabytes.
    func shrunk(by factor: Int) -> Frame {
        let w = max(1, width / factor), h = max(1, height / factor)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = pixels[(y * factor + dy) * width + x * factor + dx]
                        r += p >> 16 & 0xFF; g += p >> 8 & 0xFF; b += p & 0xFF
                    }
                }
                let n = UInt32(factor * factor)
                // Parenthesised: in Swift `<<` binds tighter than `/`.
                out[y * w + x] = ((r + n / 2) / n) << 16 | ((g + n / 2) / n) << 8 | (b + n / 2) / n
            }
        }
        return Frame(width: w, height: h, pixels: out)
    }
}

extension Frame {
    /// A diff image `factor` times smaller, where a block showing any mark
    /// keeps the most serious one (changed, anti-aliasing, below the
    /// threshold, masked) instead of averaging it away: a one-pixel change
    /// stays visible in the report's animation.
    func shrunkKeepingMarks(by factor: Int) -> Frame {
        let marks = [PixelMatch.changedColor, PixelMatch.antiAliasedColor, PixelMatch.belowThresholdColor, SnapshotMask.color]
        var out = shrunk(by: factor)
        for y in 0..<out.height {
            for x in 0..<out.width {
                var best = marks.count
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = pixels[(y * factor + dy) * width + x * factor + dx] & 0xFF_FFFF
                        if let k = marks.firstIndex(of: p), k < best { best = k }
                    }
                }
                if best < marks.count { out.pixels[y * out.width + x] = marks[best] }
            }
        }
        return out
    }
}
