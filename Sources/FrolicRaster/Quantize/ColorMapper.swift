/// Maps truecolor frames onto a palette.
///
/// A pixel whose colour is in the palette maps to it exactly (a small
/// open-addressing table, probed first), so few-colour scenes are lossless.
/// Any other pixel goes through a 6-6-6-bit table of the nearest palette colour
/// to each cell's centre — never libgd's per-pixel linear search. The table is
/// filled lazily and kept between frames (`MappingMemory`): a frame touches a
/// few thousand cells, while filling all 262,144 up front costs more than
/// mapping many frames. A pixel equal to the one at its place in the frame
/// mapped before (and as smooth there, with `.gradients`) takes that frame's
/// index, eight bytes compared at a time. The mapper is otherwise immutable
/// after `init`, and one may serve several threads at once.
package struct ColorMapper: Sendable {
    /// Where ordered dithering nudges a colour before it is looked up.
    package enum Dithering: Sendable {
        /// Nearest colour everywhere: smooth gradients show contour bands.
        case none
        /// Only pixels in smooth gradients (`SmoothAreas`), with a pattern of
        /// dashes along the rows (`dashOffset`): the bands dissolve into short
        /// runs that an LZW string table still codes cheaply, while flat areas,
        /// pixelated blocks, text and anything in the palette keep their exact
        /// colour. The renderer's default.
        case gradients
        /// Bayer 8×8 on every pixel not in the palette (`--dither`): smoothest,
        /// at far more bytes.
        case everywhere
    }

    package let palette: Palette
    package let dithering: Dithering

    private let exactKeys: [UInt32]
    private let exactValues: [UInt8]
    private let search: NearestColor
    private let memory = MappingMemory()
    /// How far ordered dithering nudges a channel: the typical gap between palette colours.
    private let ditherAmplitude: Int

    private static let exactBits = 10
    private static let emptyKey: UInt32 = 0xFFFF_FFFF

    package init(palette: Palette, dithering: Dithering = .none) {
        self.palette = palette
        self.dithering = dithering
        let colors = palette.colors.isEmpty ? [0] : Array(palette.colors.prefix(Palette.maxColors))

        var keys = [UInt32](repeating: Self.emptyKey, count: 1 << Self.exactBits)
        var values = [UInt8](repeating: 0, count: 1 << Self.exactBits)
        for (i, color) in colors.enumerated() {
            var slot = Self.slot(color & 0xFF_FFFF)
            while keys[slot] != Self.emptyKey && keys[slot] != color & 0xFF_FFFF {
                slot = (slot + 1) & ((1 << Self.exactBits) - 1)
            }
            if keys[slot] == Self.emptyKey {  // a repeated colour keeps its first index
                keys[slot] = color & 0xFF_FFFF
                values[slot] = UInt8(i)
            }
        }
        exactKeys = keys
        exactValues = values

        let rgb = colors.map { (Int($0 >> 16 & 0xFF), Int($0 >> 8 & 0xFF), Int($0 & 0xFF)) }
        search = NearestColor(rgb)
        ditherAmplitude = Self.typicalGap(rgb)
    }

    package func map(_ frame: Frame) -> IndexedFrame {
        memory.withLease { lease in
            let (indices, smooth) = mapWhole(frame, reference: lease.previous, lease: lease)
            lease.previous = (frame, indices, smooth)
            return IndexedFrame(width: frame.width, height: frame.height, indices: indices)
        }
    }

    /// `rendered`'s frame mapped, only where it was painted again
    /// (`RenderedFrame.damage`, with the two pixels around that a smooth mark
    /// reads) when `reference` is the frame it was painted over, mapped:
    /// the same indices `map(_:)` gives.
    package func map(_ rendered: RenderedFrame, over reference: MappedFrame?) -> MappedFrame {
        let frame = rendered.frame
        let bounds = PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height)
        return memory.withLease { lease in
            guard let reference, reference.frame.width == frame.width, reference.frame.height == frame.height,
                  !rendered.damage.isWhole(bounds) else {
                let old = reference.map { ($0.frame, $0.indexed.indices, $0.smooth) }
                let (indices, smooth) = mapWhole(frame, reference: old, lease: lease)
                return MappedFrame(indexed: IndexedFrame(width: frame.width, height: frame.height, indices: indices), frame: frame, smooth: smooth)
            }
            var indices = reference.indexed.indices, smooth = reference.smooth
            let areas = rendered.damage.rects.map { $0.insetBy(-SmoothAreas.reach).intersection(bounds) }
            if dithering == .gradients {
                for area in areas { SmoothAreas.mark(frame, in: area, into: &smooth) }
            }
            for area in areas {
                mapArea(frame, area, smooth: smooth, over: (reference.frame.pixels, reference.smooth), into: &indices, cells: lease.cells)
            }
            return MappedFrame(indexed: IndexedFrame(width: frame.width, height: frame.height, indices: indices), frame: frame, smooth: smooth)
        }
    }

    /// Maps the pixels of `area` into `indices`, each as `mapWhole` maps
    /// it; `indices` holds the reference's, which a pixel keeps where it and
    /// its smooth mark are as they were there.
    private func mapArea(_ frame: Frame, _ area: PixelRect, smooth: [UInt8], over reference: (pixels: [UInt32], smooth: [UInt8]),
                         into indices: inout [UInt8], cells nearest: UnsafeMutablePointer<UInt8>) {
        guard !area.isEmpty else { return }
        let width = frame.width
        let everywhere = dithering == .everywhere, gradients = dithering == .gradients
        exactKeys.withUnsafeBufferPointer { keys in
        exactValues.withUnsafeBufferPointer { values in
        frame.pixels.withUnsafeBufferPointer { pixels in
        smooth.withUnsafeBufferPointer { smooth in
        reference.pixels.withUnsafeBufferPointer { referencePixels in
        reference.smooth.withUnsafeBufferPointer { referenceSmooth in
        indices.withUnsafeMutableBufferPointer { out in
            for y in area.y0 ..< area.y1 {
                var lastColor = Self.emptyKey, lastIndex: UInt8 = 0
                let rowEnd = y * width + area.x1
                var i = y * width + area.x0
                while i < rowEnd {
                    defer { i &+= 1 }
                    if pixels[i] == referencePixels[i] && (!gradients || smooth[i] == referenceSmooth[i]) {
                        var run = ByteRuns.equal(pixels.baseAddress!, referencePixels.baseAddress!, from: i, to: rowEnd)
                        if gradients { run = ByteRuns.equal(smooth.baseAddress!, referenceSmooth.baseAddress!, from: i, to: i &+ run) }
                        i &+= run &- 1
                        lastColor = Self.emptyKey
                        continue
                    }
                    let color = pixels[i] & 0xFF_FFFF
                    let nudged = everywhere || (gradients && smooth[i] != 0)
                    if color == lastColor && !nudged { out[i] = lastIndex; continue }
                    var slot = Self.slot(color), found = false
                    while keys[slot] != Self.emptyKey {
                        if keys[slot] == color { out[i] = values[slot]; found = true; break }
                        slot = (slot + 1) & ((1 << Self.exactBits) - 1)
                    }
                    if !found {
                        var r = Int(color >> 16), g = Int(color >> 8 & 0xFF), b = Int(color & 0xFF)
                        if nudged {
                            let t = everywhere ? (Self.bayer[(i / width & 7) << 3 | (i % width & 7)] * 2 - 63) * ditherAmplitude / 128
                                : Self.dashOffset(x: i % width, y: i / width) * ditherAmplitude / 8
                            r = min(255, max(0, r + t)); g = min(255, max(0, g + t)); b = min(255, max(0, b + t))
                        }
                        let cell = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
                        if nearest[cell] == MappingMemory.Lease.notLookedUp {
                            nearest[cell] = UInt8(search.nearest(r & ~3 | 2, g & ~3 | 2, b & ~3 | 2))
                        }
                        out[i] = nearest[cell]
                    }
                    lastColor = nudged ? Self.emptyKey : color; lastIndex = out[i]
                }
            }
        }}}}}}}
    }

    /// Every pixel of `frame` mapped, taking `reference`'s index where a
    /// pixel (and its smooth mark) is as it was there; with the smooth marks.
    private func mapWhole(_ frame: Frame, reference: (frame: Frame, indices: [UInt8], smooth: [UInt8])?,
                          lease: MappingMemory.Lease) -> (indices: [UInt8], smooth: [UInt8]) {
        var indices = [UInt8](repeating: 0, count: frame.pixels.count)
        let width = frame.width
        let everywhere = dithering == .everywhere
        // Only a frame of the same size is a reference (dithering depends on the place).
        let reference = reference.flatMap { $0.frame.width == width && $0.frame.height == frame.height ? $0 : nil }
        let smooth = dithering == .gradients ? SmoothAreas.marks(frame, reference: reference.map { ($0.frame, $0.smooth) }) : []
        let (referencePixels, referenceIndices) = (reference?.frame.pixels ?? [], reference?.indices ?? [])
        let referenceSmooth = reference?.smooth ?? []
        exactKeys.withUnsafeBufferPointer { keys in
        exactValues.withUnsafeBufferPointer { values in
        frame.pixels.withUnsafeBufferPointer { pixels in
        referencePixels.withUnsafeBufferPointer { referencePixels in
        referenceIndices.withUnsafeBufferPointer { referenceIndices in
        smooth.withUnsafeBufferPointer { smooth in
        referenceSmooth.withUnsafeBufferPointer { referenceSmooth in
        indices.withUnsafeMutableBufferPointer { out in
            let nearest = lease.cells
            let gradients = !smooth.isEmpty
            let count = pixels.count
            let same = reference == nil ? 0 : count
            var lastColor = Self.emptyKey, lastIndex: UInt8 = 0
            var i = 0
            while i < count {
                if i < same && pixels[i] == referencePixels[i] && (!gradients || smooth[i] == referenceSmooth[i]) {
                    var run = ByteRuns.equal(pixels.baseAddress!, referencePixels.baseAddress!, from: i, to: count)
                    if gradients {  // an index depends on the smooth mark too
                        run = ByteRuns.equal(smooth.baseAddress!, referenceSmooth.baseAddress!, from: i, to: i &+ run)
                    }
                    (out.baseAddress! + i).update(from: referenceIndices.baseAddress! + i, count: run)
                    i &+= run
                    lastColor = everywhere || (gradients && smooth[i &- 1] != 0) ? Self.emptyKey : pixels[i &- 1] & 0xFF_FFFF
                    lastIndex = out[i &- 1]
                    continue
                }
                let color = pixels[i] & 0xFF_FFFF
                let nudged = everywhere || (gradients && smooth[i] != 0)
                if color == lastColor && !nudged { out[i] = lastIndex; i &+= 1; continue }
                var slot = Self.slot(color), found = false
                while keys[slot] != Self.emptyKey {
                    if keys[slot] == color { out[i] = values[slot]; found = true; break }
                    slot = (slot + 1) & ((1 << Self.exactBits) - 1)
                }
                if !found {
                    var r = Int(color >> 16), g = Int(color >> 8 & 0xFF), b = Int(color & 0xFF)
                    if nudged {
                        let t = everywhere ? (Self.bayer[(i / width & 7) << 3 | (i % width & 7)] * 2 - 63) * ditherAmplitude / 128
                            : Self.dashOffset(x: i % width, y: i / width) * ditherAmplitude / 8
                        r = min(255, max(0, r + t)); g = min(255, max(0, g + t)); b = min(255, max(0, b + t))
                    }
                    let cell = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
                    if nearest[cell] == MappingMemory.Lease.notLookedUp {
                        nearest[cell] = UInt8(search.nearest(r & ~3 | 2, g & ~3 | 2, b & ~3 | 2))
                    }
                    out[i] = nearest[cell]
                }
                // A nudged pixel's index depends on its place, so it is no shortcut for the next.
                lastColor = nudged ? Self.emptyKey : color; lastIndex = out[i]
                i &+= 1
            }
        }}}}}}}}
        return (indices, smooth)
    }

    @inline(__always) private static func slot(_ color: UInt32) -> Int {
        Int((color &* 0x9E37_79B1) >> (32 - UInt32(exactBits)))
    }

    /// The median distance from a palette colour to its nearest neighbour: dithering
    /// by about that much mixes neighbouring colours without adding visible noise.
    /// Rounded down, because the nudges are whole eighths of it (`dashOffset`):
    /// from 8 on, the ±1 eighths become ±1 steps, a stronger pattern that costs
    /// pixel-header's sharp frames 0.8 dB (its gap lies between 7 and 8, so
    /// rounding to nearest would tip it over with a small change of palette).
    private static func typicalGap(_ rgb: [(Int, Int, Int)]) -> Int {
        guard rgb.count > 1 else { return 0 }
        var gaps: [Double] = []
        for (i, c) in rgb.enumerated() {
            var best = Int.max
            for (j, o) in rgb.enumerated() where j != i {
                best = min(best, (o.0 - c.0) * (o.0 - c.0) + (o.1 - c.1) * (o.1 - c.1) + (o.2 - c.2) * (o.2 - c.2))
            }
            gaps.append(Double(best).squareRoot())
        }
        gaps.sort()
        return min(32, max(4, Int(gaps[gaps.count / 2])))
    }

    /// `.gradients`' nudge at (x, y), in eighths of the typical gap: the 4-level
    /// ordered threshold 0, 2, 1, 3 centred (2v − 3), one level for a dash of
    /// `dashLength` pixels along a row, the next dash of the row shifted by
    /// `dashPhase` levels. A band edge then becomes dashes of one colour or
    /// the other, runs an LZW table learns. On the pixel-header example
    /// (`--lossy 0`) this costs 3.9 % more bytes, about a third of what a 4×4
    /// Bayer matrix of the same strength costs; whole rows or 16-pixel dashes
    /// cost less, but both show as horizontal streaks.
    @inline(__always)
    static func dashOffset(x: Int, y: Int) -> Int {
        levels[(y &+ dashPhase[x / dashLength & 3]) & 3]
    }

    private static let levels = [-3, 1, -1, 3]
    private static let dashLength = 8
    private static let dashPhase = [0, 2, 1, 3]

    /// The 8×8 Bayer threshold matrix, values 0…63.
    private static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]
}
