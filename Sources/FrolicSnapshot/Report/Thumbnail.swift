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
                out[y * w + x] = (r + n / 2) / n << 16 | (g + n / 2) / n << 8 | (b + n / 2) / n
            }
        }
        return Frame(width: w, height: h, pixels: out)
    }
}
