import CGD
import Foundation
import FrolicCore

/// One line of text through FreeType (`gdImageStringFTEx`), laid out like a
/// UILabel: aligned horizontally in its frame, centred vertically, clipped to
/// the frame. FreeType renders white on a small black gd image, whose red
/// channel is then the glyph coverage; that coverage tints the run's colour
/// (alpha included) onto our premultiplied canvas.
enum TextRenderer {
    /// UILabel puts the baseline at the frame's middle plus half the line
    /// height minus the descender; for the system font that is 0.355 em, which
    /// also centres DejaVu's caps (cap height ≈ 0.73 em) in the frame.
    static let baselineBelowMiddle = 0.355

    static func draw(_ run: TextRun, scale: Double, into canvas: inout Canvas, clip: PixelRect) throws {
        let em = run.fontSize * scale
        let color = Premultiplied.pack(run.color)
        guard !run.string.isEmpty, em.isFinite, em >= 1, em <= 2000, color >> 24 != 0 else { return }
        let font = try Fonts.path(for: run.weight)
        GD.setUp()
        // gd reads "&#…;" as a character reference; escape so text stays literal.
        let text = run.string.replacingOccurrences(of: "&", with: "&#38;")
        var extra = gdFTStringExtra()
        // 72 dpi makes gd's point size equal to the pixel em size.
        extra.flags = gdFTEX_RESOLUTION
        extra.hdpi = 72
        extra.vdpi = 72
        let white = Int32(0x00FF_FFFF)

        var box = [Int32](repeating: 0, count: 8)
        if let err = gdImageStringFTEx(nil, &box, white, font, em, 0, 0, 0, text, &extra) {
            throw FrolicError(file: font, field: "-", "cannot draw text: \(String(cString: err))")
        }
        let x0 = Int(min(box[0], box[6])), x1 = Int(max(box[2], box[4]))
        let y0 = Int(min(box[5], box[7])), y1 = Int(max(box[1], box[3]))

        let ox = Double(canvas.originX), oy = Double(canvas.originY)
        let fx0 = run.frame.minX * scale - ox, fx1 = run.frame.maxX * scale - ox
        let fy0 = run.frame.minY * scale - oy, fy1 = run.frame.maxY * scale - oy
        let penX: Double
        switch run.alignment {
        case .left: penX = fx0
        case .center: penX = (fx0 + fx1) / 2 - Double(x0 + x1) / 2
        case .right: penX = fx1 - Double(x1)
        }
        let baseline = (fy0 + fy1) / 2 + baselineBelowMiddle * em
        guard penX.isFinite, baseline.isFinite, abs(penX) < 1e6, abs(baseline) < 1e6 else { return }
        let pen = (x: Int(penX.rounded()), y: Int(baseline.rounded()))

        // The glyph image, with one spare pixel around the box for AA fringes.
        let imgW = x1 - x0 + 3, imgH = y1 - y0 + 3
        let left = pen.x + x0 - 1, top = pen.y + y0 - 1
        let area = PixelRect(x0: left, y0: top, x1: left + imgW, y1: top + imgH)
            .intersection(PixelRect.covering(minX: fx0, minY: fy0, maxX: fx1, maxY: fy1))
            .intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty, imgW > 0, imgH > 0, imgW * imgH < 64_000_000,
              let im = gdImageCreateTrueColor(Int32(imgW), Int32(imgH)) else { return }
        defer { gdImageDestroy(im) }
        if let err = gdImageStringFTEx(im, &box, white, font, em, 0, Int32(1 - x0), Int32(1 - y0), text, &extra) {
            throw FrolicError(file: font, field: "-", "cannot draw text: \(String(cString: err))")
        }
        let cw = canvas.width
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y0 ..< area.y1 {
                guard let row = im.pointee.tpixels[y - top] else { continue }
                for x in area.x0 ..< area.x1 {
                    let coverage = (UInt32(bitPattern: row[x - left]) >> 16) & 0xFF
                    guard coverage > 0 else { continue }
                    let i = y * cw + x
                    px[i] = Premultiplied.over(Premultiplied.scale(color, coverage), px[i])
                }
            }
        }
    }
}
