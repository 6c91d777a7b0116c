import FrolicCore

/// One line of text laid out like a UILabel: aligned horizontally in its
/// frame, centred vertically, clipped to the frame. The glyph coverage comes
/// from FreeType (`TextBitmap`) and tints the run's colour (alpha included)
/// onto our premultiplied canvas.
enum TextRenderer {
    /// UILabel puts the baseline at the frame's middle plus half the line
    /// height minus the descender; for the system font that is 0.355 em, which
    /// also centres DejaVu's caps (cap height ≈ 0.73 em) in the frame.
    static let baselineBelowMiddle = 0.355

    static func draw(_ run: TextRun, scale: Double, into canvas: inout Canvas, clip: PixelRect) throws {
        let em = run.fontSize * scale
        let color = Premultiplied.pack(run.color)
        guard !run.string.isEmpty, em.isFinite, em >= 1, em <= 2000, color >> 24 != 0 else { return }
        guard let bitmap = try TextBitmap.make(run.string, em: em, weight: run.weight) else { return }
        let x0 = bitmap.boxMinX, x1 = bitmap.boxMaxX

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

        let left = pen.x + bitmap.left, top = pen.y + bitmap.top
        let area = PixelRect(x0: left, y0: top, x1: left + bitmap.width, y1: top + bitmap.height)
            .intersection(PixelRect.covering(minX: fx0, minY: fy0, maxX: fx1, maxY: fy1))
            .intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        let cw = canvas.width, bw = bitmap.width
        bitmap.coverage.withUnsafeBufferPointer { cov in
            canvas.pixels.withUnsafeMutableBufferPointer { px in
                for y in area.y0 ..< area.y1 {
                    let row = (y - top) * bw - left
                    for x in area.x0 ..< area.x1 {
                        let coverage = UInt32(cov[row + x])
                        guard coverage > 0 else { continue }
                        let i = y * cw + x
                        px[i] = Premultiplied.over(Premultiplied.scale(color, coverage), px[i])
                    }
                }
            }
        }
    }
}
