import CGD
import Foundation
import FrolicCore
import Synchronization

/// A line of text set the way Core Text sets it: unhinted outlines, each glyph
/// at the pen's fractional position (to a quarter pixel), the pen advancing by
/// the font's own advance plus its kerning. gd's text (hinted glyphs on whole
/// pixels) opened gaps of a pixel or two inside small labels ("Resta urants",
/// "Катало г"); iOS neither hints nor rounds advances.
///
/// FreeType faces are not thread-safe and frames render in parallel, so every
/// use of a face is under one lock (`freeType`); glyph bitmaps are cached, and
/// lines are cached again by `TextBitmap`, so the lock is rarely contended.
enum GlyphLayout {
    /// Sub-pixel positions per pixel a glyph can be drawn at.
    static let phases = 4

    /// One glyph of a line: its face index and pen position in pixels.
    struct Placed: Equatable {
        var glyph: UInt32
        var x: Double
    }

    /// One glyph's coverage, rendered at one sub-pixel phase.
    struct GlyphImage {
        var left: Int, top: Int, width: Int, height: Int
        var coverage: [UInt8]
    }

    private struct GlyphKey: Hashable {
        var weight: TextRun.Weight
        var em: Double
        var glyph: UInt32
        var phase: Int
    }

    /// FreeType's library, the faces it opened and the glyphs rendered, all under one lock.
    private static let freeType = Mutex(FreeType())
    /// Emptied when full: only speed changes, never pixels.
    private static let glyphCapacity = 8192

    /// The glyphs of `string` at `em` pixels and the pen's total advance.
    static func layout(_ string: String, em: Double, weight: TextRun.Weight) throws -> (glyphs: [Placed], advance: Double) {
        try freeType.withLock { freeType in
            let face = try freeType.sizedFace(weight, em: em)
            var pen = 0.0
            var out: [Placed] = []
            var previous: UInt32 = 0
            for scalar in string.unicodeScalars {
                let index = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
                if previous != 0, index != 0 {
                    var kern = FT_Vector()
                    if FT_Get_Kerning(face, FT_UInt(previous), FT_UInt(index), FT_UInt(FT_KERNING_UNFITTED.rawValue), &kern) == 0 {
                        pen += Double(kern.x) / 64
                    }
                }
                out.append(Placed(glyph: index, x: pen))
                // The unhinted advance, 16.16: no rounding to whole pixels.
                if FT_Load_Glyph(face, FT_UInt(index), FT_Int32(noHinting)) == 0 {
                    pen += Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
                }
                previous = index
            }
            return (out, pen)
        }
    }

    /// The coverage of `glyph` with its origin `phase / phases` pixels right
    /// of a whole pixel.
    static func image(_ glyph: UInt32, phase: Int, em: Double, weight: TextRun.Weight) throws -> GlyphImage {
        let key = GlyphKey(weight: weight, em: em, glyph: glyph, phase: phase)
        return try freeType.withLock { freeType in
            if let hit = freeType.glyphs[key] { return hit }
            let face = try freeType.sizedFace(weight, em: em)
            var image = GlyphImage(left: 0, top: 0, width: 0, height: 0, coverage: [])
            if FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(noHinting)) == 0 {
                let slot = face.pointee.glyph!
                FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 64 / phases), 0)
                if FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 {
                    let b = slot.pointee.bitmap
                    let w = Int(b.width), h = Int(b.rows), pitch = Int(b.pitch)
                    var coverage = [UInt8](repeating: 0, count: w * h)
                    if let buffer = b.buffer, pitch > 0 {
                        for y in 0 ..< h { for x in 0 ..< w { coverage[y * w + x] = buffer[y * pitch + x] } }
                    }
                    image = GlyphImage(left: Int(slot.pointee.bitmap_left), top: -Int(slot.pointee.bitmap_top),
                                       width: w, height: h, coverage: coverage)
                }
            }
            if freeType.glyphs.count >= glyphCapacity { freeType.glyphs.removeAll(keepingCapacity: true) }
            freeType.glyphs[key] = image
            return image
        }
    }

    /// `FT_LOAD_NO_HINTING`: outlines and advances as designed.
    private static let noHinting = 1 << 1

    private struct FreeType {
        var library: FT_Library?
        var faces: [TextRun.Weight: FT_Face] = [:]
        var glyphs: [GlyphKey: GlyphImage] = [:]

        /// The face for `weight`, set to `em` pixels per em (72 dpi: points are pixels).
        mutating func sizedFace(_ weight: TextRun.Weight, em: Double) throws -> FT_Face {
            let path = try Fonts.path(for: weight)
            if library == nil, FT_Init_FreeType(&library) != 0 {
                throw FontError.freeTypeUnavailable(path: path)
            }
            let face: FT_Face
            if let open = faces[weight] {
                face = open
            } else {
                var opened: FT_Face?
                guard FT_New_Face(library, path, 0, &opened) == 0, let new = opened else {
                    throw FontError.unreadable(path: path)
                }
                faces[weight] = new
                face = new
            }
            FT_Set_Char_Size(face, 0, FT_F26Dot6((em * 64).rounded()), 72, 72)
            return face
        }
    }
}
