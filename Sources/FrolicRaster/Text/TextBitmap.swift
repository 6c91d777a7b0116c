import CGD
import Foundation
import FrolicCore

/// A line of text rendered once by FreeType as 8-bit coverage, positioned
/// relative to its pen point. FreeType's hinting interpreter dominated frame
/// time when every frame re-rendered the same labels, so bitmaps are cached
/// (text is placed on whole pixels, so one bitmap serves every position).
struct TextBitmap: Sendable {
    /// Ink box relative to the pen (gd's bounding box), inclusive.
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

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Key: TextBitmap] = [:]  // unsafe: read and written only under `lock`
    /// Enough for every label of a scene; the cache is emptied when full, which
    /// changes only speed, never pixels.
    private static let capacity = 4096

    static func make(_ string: String, em: Double, weight: TextRun.Weight) throws -> TextBitmap? {
        let key = Key(string: string, em: em, weight: weight)
        lock.lock()
        let hit = cache[key]
        lock.unlock()
        if let hit { return hit }
        guard let bitmap = try render(string, em: em, weight: weight) else { return nil }
        lock.lock()
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = bitmap
        lock.unlock()
        return bitmap
    }

    private static func render(_ string: String, em: Double, weight: TextRun.Weight) throws -> TextBitmap? {
        let font = try Fonts.path(for: weight)
        GD.setUp()
        // gd reads "&#…;" as a character reference; escape so text stays literal.
        let text = string.replacingOccurrences(of: "&", with: "&#38;")
        var extra = gdFTStringExtra()
        // 72 dpi makes gd's point size equal to the pixel em size.
        extra.flags = gdFTEX_RESOLUTION
        extra.hdpi = 72
        extra.vdpi = 72
        let white = Int32(0x00FF_FFFF)

        var box = [Int32](repeating: 0, count: 8)
        if let err = gdImageStringFTEx(nil, &box, white, font, em, 0, 0, 0, text, &extra) {
            throw FrolicError(file: font, field: "file", "cannot draw text: \(String(cString: err))")
        }
        let x0 = Int(min(box[0], box[6])), x1 = Int(max(box[2], box[4]))
        let y0 = Int(min(box[5], box[7])), y1 = Int(max(box[1], box[3]))
        // One spare pixel around the box for anti-aliasing fringes.
        let w = x1 - x0 + 3, h = y1 - y0 + 3
        guard w > 0, h > 0, w * h < 64_000_000, let im = gdImageCreateTrueColor(Int32(w), Int32(h)) else { return nil }
        defer { gdImageDestroy(im) }
        if let err = gdImageStringFTEx(im, &box, white, font, em, 0, Int32(1 - x0), Int32(1 - y0), text, &extra) {
            throw FrolicError(file: font, field: "file", "cannot draw text: \(String(cString: err))")
        }
        var coverage = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            guard let row = im.pointee.tpixels[y] else { continue }
            for x in 0..<w { coverage[y * w + x] = UInt8((UInt32(bitPattern: row[x]) >> 16) & 0xFF) }
        }
        return TextBitmap(boxMinX: x0, boxMaxX: x1, left: x0 - 1, top: y0 - 1, width: w, height: h, coverage: coverage)
    }
}
