import Foundation
import FrolicCore
import Synchronization

/// A line of text as 8-bit coverage, positioned relative to its pen point,
/// composed from `GlyphLayout`'s glyphs at their fractional positions.
/// Labels repeat on every frame, so lines are cached (text is placed on whole
/// pixels, so one bitmap serves every position).
struct TextBitmap: Sendable {
    /// The line's advance box relative to the pen, as UIKit aligns it: from
    /// the pen to the pen's end, spaces included.
    var boxMinX: Int, boxMaxX: Int
    /// Top-left of `coverage` relative to the pen.
    var left: Int, top: Int
    var width: Int, height: Int
    var coverage: [UInt8]

    private struct Key: Hashable {
        var string: String
        var em: Double
        var weight: TextRun.Weight
    }

    /// Enough for every label of a scene; the cache is emptied when full, which
    /// changes only speed, never pixels.
    private static let capacity = 4096
    private static let cache = Mutex<[Key: TextBitmap]>([:])

    static func make(_ string: String, em: Double, weight: TextRun.Weight) throws -> TextBitmap? {
        let key = Key(string: string, em: em, weight: weight)
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let bitmap = try render(string, em: em, weight: weight) else { return nil }
        cache.withLock { cache in
            if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = bitmap
        }
        return bitmap
    }

    /// Each glyph at the pen's position rounded to a quarter pixel: the whole
    /// pixel places its bitmap, the quarter picks the bitmap rendered that far
    /// right. Overlapping coverage adds up (kerned pairs touch, never overlap much).
    private static func render(_ string: String, em: Double, weight: TextRun.Weight) throws -> TextBitmap? {
        let line = try GlyphLayout.layout(string, em: em, weight: weight)
        let phases = GlyphLayout.phases
        var placed: [(x: Int, image: GlyphLayout.GlyphImage)] = []
        for g in line.glyphs {
            let q = Int((g.x * Double(phases)).rounded())
            let pixel = q >= 0 ? q / phases : -((-q + phases - 1) / phases)
            let image = try GlyphLayout.image(g.glyph, phase: q - pixel * phases, em: em, weight: weight)
            if image.width > 0, image.height > 0 { placed.append((pixel, image)) }
        }
        guard !placed.isEmpty else { return nil }
        let x0 = placed.map { $0.x + $0.image.left }.min()!, x1 = placed.map { $0.x + $0.image.left + $0.image.width }.max()!
        let y0 = placed.map { $0.image.top }.min()!, y1 = placed.map { $0.image.top + $0.image.height }.max()!
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w * h < 64_000_000 else { return nil }
        var coverage = [UInt8](repeating: 0, count: w * h)
        for (x, image) in placed {
            let ox = x + image.left - x0, oy = image.top - y0
            for y in 0 ..< image.height {
                for i in 0 ..< image.width {
                    let c = Int(image.coverage[y * image.width + i])
                    guard c > 0 else { continue }
                    let k = (oy + y) * w + ox + i
                    coverage[k] = UInt8(min(255, Int(coverage[k]) + c))
                }
            }
        }
        return TextBitmap(boxMinX: 0, boxMaxX: Int(line.advance.rounded()), left: x0, top: y0,
                          width: w, height: h, coverage: coverage)
    }
}
