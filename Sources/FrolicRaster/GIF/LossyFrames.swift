/// Lossy GIF frames (`--lossy N`): turns each mapped frame into what the GIF
/// will show, letting a pixel take any palette colour within `tolerance` (RGB
/// distance) of its truecolor pixel for fewer bytes, in two ways:
///
/// - Temporal: a pixel whose shown colour is still within tolerance keeps it,
///   so an area that barely changes stays exactly as it is (transparent in
///   the next GIF frame, nearly free) and never shimmers; the error never
///   builds up, since it is measured against each frame's truecolor pixel.
/// - Spatial (from a tolerance of `searchFrom` on): inside the rectangle that
///   still changes, `StringSearch` picks each pixel's colour (or
///   transparency) within tolerance so that the encoder's strings run long —
///   the idea of gifsicle's `--lossy`, but over the frame difference and
///   against the truecolor pixels.
///
/// Pixels whose palette colour is exactly their truecolor (flat UI, text on
/// it) are never changed, and the first frame is sent as mapped: an error
/// there would stay on screen for as long as the picture does, while it
/// saves bytes only once.
///
/// Frames go through one at a time, in order (each depends on what the one
/// before it showed), deterministically; the GIF writer then encodes the
/// shown frames losslessly, so its bytes and choices stay its own.
public final class LossyFrames {
    let tolerance: Int
    private let width: Int
    /// `close[a << 8 | b]`: palette colours a and b are within twice the
    /// tolerance, as two colours within tolerance of one pixel are; a quick
    /// test before the exact one against the truecolor pixel.
    private let close: [Bool]
    /// For each palette index, the others it is `close` to, nearest first (at most `maxNeighbours`).
    private let neighbours: [[UInt8]]
    private let distance: PaletteDistance
    /// Made for the first frame's size.
    private var search: StringSearch?
    private var shown: [UInt8]?
    /// The truecolor frame before, to tell still pixels from moving ones.
    private var previous: [UInt32] = []

    /// Candidates tried as a string's first pixel besides its own colour.
    static let maxNeighbours = 64
    /// The least tolerance the spatial step runs at. Below it the temporal
    /// step alone runs, at about the speed of an exact GIF: the search would
    /// save 1–5 % more there (pixel-header, snow-globe at 6) but take 2–2.5×
    /// the render's time, which the default (`--lossy 6`) should not.
    public static let searchFrom = 8

    public init(palette: Palette, width: Int, tolerance: Int) {
        self.tolerance = tolerance
        self.width = width
        let colors = palette.colors
        let distance = PaletteDistance(palette)
        self.distance = distance
        // A colour within tolerance of the truecolor pixel is within twice it of the pixel's own colour.
        let limit = 4 * tolerance * tolerance
        var close = [Bool](repeating: false, count: 1 << 16)
        var neighbours: [[UInt8]] = []
        for a in colors.indices {
            close[a << 8 | a] = true
            var near: [(Int, Int)] = []
            for b in colors.indices where b != a {
                let d = distance.squared(a, colors[b])
                if d <= limit { close[a << 8 | b] = true; near.append((d, b)) }
            }
            neighbours.append(near.sorted { $0 < $1 }.prefix(Self.maxNeighbours).map { UInt8($0.1) })
        }
        self.close = close
        self.neighbours = neighbours
    }

    /// What the GIF shows for `frame`, the next frame of the animation, and how the spatial step plans to send it.
    public func simplify(_ frame: IndexedFrame, truecolor: Frame) -> PlannedFrame {
        var out = frame.indices
        var unchangedAsColour: [Bool]?
        if let shown {
            close.withUnsafeBufferPointer { close in
            shown.withUnsafeBufferPointer { shown in
            truecolor.pixels.withUnsafeBufferPointer { truth in
            out.withUnsafeMutableBufferPointer { out in
                let (s, o, end) = (shown.baseAddress!, out.baseAddress!, out.count)
                var p = ByteRuns.equal(s, o, from: 0, to: end)
                while p < end {
                    if close[Int(s[p]) << 8 | Int(o[p])] && !exact(o[p], truth[p]) && allowed(s[p], for: truth[p]) { o[p] = s[p] }
                    p += 1
                    p += ByteRuns.equal(s, o, from: p, to: end)
                }
            }}}}
            if tolerance >= Self.searchFrom,
               let changed = ChangedRect(from: shown, to: out, width: frame.width, height: frame.height) {
                var plan = [Bool](repeating: false, count: out.count)
                sendCheaply(&out, unchangedAsColour: &plan, over: shown, truecolor: truecolor.pixels, in: changed)
                unchangedAsColour = plan
            }
        }
        shown = out
        if tolerance >= Self.searchFrom { previous = truecolor.pixels }
        return PlannedFrame(IndexedFrame(width: frame.width, height: frame.height, indices: out),
                            unchangedAsColour: unchangedAsColour)
    }

    /// Whether palette colour `index` is within tolerance of the truecolor `pixel`.
    @inline(__always)
    private func allowed(_ index: UInt8, for pixel: UInt32) -> Bool {
        distance.squared(Int(index), pixel) <= tolerance * tolerance
    }

    /// Whether palette colour `index` is the truecolor `pixel` itself: such
    /// pixels (flat UI, text on it) are never changed, or every passing
    /// object would leave a trail of slightly wrong pixels that stays.
    @inline(__always)
    private func exact(_ index: UInt8, _ pixel: UInt32) -> Bool {
        distance.squared(Int(index), pixel) == 0
    }

    /// The spatial step over `rect` (see `StringSearch`).
    private func sendCheaply(_ pixels: inout [UInt8], unchangedAsColour: inout [Bool], over shown: [UInt8],
                             truecolor: [UInt32], in rect: ChangedRect) {
        if search == nil || search!.capacity < pixels.count {
            search = StringSearch(distance: distance, neighbours: neighbours, tolerance: tolerance, capacity: pixels.count)
        }
        let search = search!
        pixels.withUnsafeMutableBufferPointer { pixels in
        unchangedAsColour.withUnsafeMutableBufferPointer { plan in
        shown.withUnsafeBufferPointer { shown in
        truecolor.withUnsafeBufferPointer { truth in
        previous.withUnsafeBufferPointer { previous in
            search.send(pixels.baseAddress!, unchangedAsColour: plan.baseAddress!, over: shown.baseAddress!,
                        truecolor: truth.baseAddress!, previous: previous.baseAddress!, width: width, in: rect)
        }}}}}
    }
}
