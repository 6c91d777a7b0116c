/// One resolution of a picture: premultiplied ARGB pixels, row-major.
struct TextureLevel: Sendable {
    let width: Int
    let height: Int
    let pixels: [UInt32]
}

/// A decoded picture with its mip chain (each level half the previous, area
/// averaged), built once at load so that small sprites of a big picture sample
/// a level near their drawn size instead of skipping texels and shimmering.
struct Texture: Sendable {
    let levels: [TextureLevel]

    init(_ base: TextureLevel) {
        var levels = [base]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            let w = max(1, (last.width + 1) / 2), h = max(1, (last.height + 1) / 2)
            levels.append(TextureLevel(width: w, height: h,
                                       pixels: AreaResample.resample(last.pixels, last.width, last.height, to: w, h)))
        }
        self.levels = levels
    }

    /// `base` alone: a picture decoded at the size it is drawn, which no level would serve better.
    init(unmipped base: TextureLevel) { levels = [base] }

    var base: TextureLevel { levels[0] }

    /// The smallest level that is still drawn at no less than about one texel
    /// per pixel. `pixelsPerTexel` is measured against the base level. Letting
    /// the chosen level be magnified up to 1.3× trades a touch of softness for
    /// no shimmer on moving sprites.
    func level(pixelsPerTexel: Double) -> TextureLevel {
        guard pixelsPerTexel.isFinite, pixelsPerTexel > 0 else { return levels[0] }
        var i = 0
        while i + 1 < levels.count {
            let next = levels[i + 1]
            let nextPPT = pixelsPerTexel * Double(base.width) / Double(next.width)
            guard nextPPT <= 1.3 else { break }
            i += 1
        }
        return levels[i]
    }
}
