import FrolicCore

/// The pixels where a frame can differ from an earlier frame of the same
/// animation, worked out from their display lists, as a compositor tracks
/// damage: an effect over a still screenshot changes a few per cent of the
/// pixels, and only those are painted, mapped and compared again.
///
/// Conservative: the commands the two lists do not share (after their common
/// start and end) damage where they can put paint (`pixelBounds`, with a
/// margin); anything unbounded or in doubt damages the whole frame. The
/// rectangles are then grown until painting each one alone, clipped to it,
/// gives exactly the pixels painting the whole frame gives there
/// (`closed`), so a frame made from its damage is byte-identical to one
/// painted whole.
struct Damage: Equatable {
    /// Rectangles in frame pixels, inside the frame, not overlapping; empty when nothing can differ.
    private(set) var rects: [PixelRect]

    static let none = Damage(rects: [])

    /// Pixels added around a command's bounds, for anti-aliased edges and rounding.
    static let margin = 3
    /// More rectangles than this become their bounding box: each costs a pass over the commands.
    static let maxRects = 128
    /// Damage over more than this share (in 1/8) of the frame paints the whole frame.
    static let wholeEighths = 6

    static func whole(_ frame: PixelRect) -> Damage { Damage(rects: frame.isEmpty ? [] : [frame]) }

    /// Damaged pixels (the rectangles do not overlap).
    var pixelCount: Int { rects.reduce(0) { $0 + $1.pixelCount } }

    func isWhole(_ frame: PixelRect) -> Bool { rects == [frame] }

    /// Where `new` can differ from `old`, on a frame of `frame` pixels at
    /// `scale` pixels per point, when each damaged rectangle starts from the
    /// pixels of `new`'s first `painted` commands, painted on the whole frame
    /// (a backdrop painted once, `BackdropCache`), and the rest are painted
    /// clipped to it.
    static func between(_ old: DisplayList, _ new: DisplayList, scale: Double, frame: PixelRect, painted: Int = 0) -> Damage {
        guard old.size == new.size else { return whole(frame) }
        let b = new.commands
        if sharedStart(old.commands, b) == b.count && b.count == old.commands.count { return .none }
        guard let rects = changed(old.commands[...], b[...], scale: scale) else { return whole(frame) }
        return closed(rects.map { $0.intersection(frame) }.filter { !$0.isEmpty },
                      commands: Array(b[min(painted, b.count)...]), scale: scale, frame: frame)
    }

    /// Rectangles outside which the commands `a` and `b` paint alike; nil
    /// when unbounded. The commands between the shared start and end damage
    /// their bounds, but where both hold as many, two equal ones damage
    /// nothing, and two layers drawn straight onto the canvas alike (same
    /// clip) damage what their commands damage.
    private static func changed(_ a: ArraySlice<DrawCommand>, _ b: ArraySlice<DrawCommand>, scale: Double) -> [PixelRect]? {
        let shorter = min(a.count, b.count)
        var start = 0
        while start < shorter, a[a.startIndex + start] == b[b.startIndex + start] { start += 1 }
        var end = 0
        while end < shorter - start, a[a.endIndex - 1 - end] == b[b.endIndex - 1 - end] { end += 1 }
        let oldPart = a[(a.startIndex + start) ..< (a.endIndex - end)], newPart = b[(b.startIndex + start) ..< (b.endIndex - end)]
        var rects: [PixelRect] = []
        func add(_ command: DrawCommand) -> Bool {
            guard let r = pixelBounds(command, scale: scale) else { return false }
            if !r.isEmpty { rects.append(r) }
            return true
        }
        guard oldPart.count == newPart.count else {
            for command in oldPart + newPart { guard add(command) else { return nil } }
            return rects
        }
        for (x, y) in zip(oldPart, newPart) where x != y {
            if case let .layer(p) = x, case let .layer(q) = y, p.clip == q.clip, p.transform == q.transform,
               p.opacity == q.opacity, p.blurRadius == q.blurRadius, p.blend == q.blend, p.clipCornerRadius == q.clipCornerRadius,
               isDirect(p, scale: scale) {
                guard let inner = changed(p.commands[...], q.commands[...], scale: scale) else {
                    // A fill in a clipped layer damages the clip.
                    guard let clip = p.clip else { return nil }
                    rects.append(pixelRect(clip, scale: scale).insetBy(-margin))
                    continue
                }
                let clip = p.clip.map { pixelRect($0, scale: scale).insetBy(-margin) }
                rects += inner.map { r in clip.map { r.intersection($0) } ?? r }.filter { !$0.isEmpty }
                continue
            }
            guard add(x), add(y) else { return nil }
        }
        return rects
    }

    /// How many leading commands two lists share.
    static func sharedStart(_ a: [DrawCommand], _ b: [DrawCommand]) -> Int {
        let shorter = min(a.count, b.count)
        var start = 0
        while start < shorter, a[start] == b[start] { start += 1 }
        return start
    }

    /// `rects`, grown until each paints alone as the whole frame paints it
    /// there, merged where they touch; the whole frame when in doubt.
    ///
    /// Painting clipped to a rectangle R gives the whole frame's pixels in R
    /// for fills, shapes and text (each pixel is worked out on its own). A
    /// texture (sprite, plain picture) walks each row from the left of the
    /// area it draws, so R must not cut it on the left: R reaches left to
    /// where the texture starts. A picture that is pixelated or blurred, and
    /// a layer drawn offscreen, depend on the part that shows: R takes in all
    /// of them (an offscreen layer not wholly inside the frame and its clip
    /// makes the whole frame damaged).
    static func closed(_ rects: [PixelRect], commands: [DrawCommand], scale: Double, frame: PixelRect) -> Damage {
        var rects = merged(rects, frame: frame)
        let bounds = commands.map { pixelBounds($0, scale: scale) }
        // Each round grows rectangles or ends; a few rounds settle any real list.
        for _ in 0 ..< 8 {
            var grown = false
            for i in rects.indices {
                var r = rects[i]
                guard grow(&r, by: commands, bounds: bounds, scale: scale, frame: frame) else { return whole(frame) }
                if r != rects[i] { rects[i] = r; grown = true }
            }
            if !grown { return Damage(rects: rects) }
            rects = merged(rects, frame: frame)
            if rects == [frame] { return whole(frame) }
        }
        return whole(frame)
    }

    /// Merges rectangles that overlap, in a fixed order; too many are
    /// gathered into tiles (`tiled`), and too much of the frame is the whole frame.
    private static func merged(_ rects: [PixelRect], frame: PixelRect) -> [PixelRect] {
        var out: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var r = rect
            var i = 0
            while i < out.count {
                if !out[i].intersection(r).isEmpty { r = union(out[i], r); out.remove(at: i); i = 0 } else { i += 1 }
            }
            out.append(r)
        }
        // Coarser tiles until few enough.
        for tile in [32, 64, 128] where out.count > maxRects { out = tiled(out, tile: tile, frame: frame) }
        if out.count > maxRects { out = [out.dropFirst().reduce(out[0], union)] }
        let area = out.reduce(0) { $0 + $1.pixelCount }
        if area > frame.pixelCount / 8 * wholeEighths { return [frame] }
        return out
    }

    /// The tiles `rects` touch, as rectangles: runs of tiles along each row
    /// of tiles, a run joined to the one below when they span the same
    /// columns. Covers every rectangle, in fewer pieces than scattered
    /// changes (snowflakes all over the frame) would make.
    private static func tiled(_ rects: [PixelRect], tile: Int, frame: PixelRect) -> [PixelRect] {
        let columns = (frame.width + tile - 1) / tile, rows = (frame.height + tile - 1) / tile
        guard columns > 0, rows > 0 else { return [] }
        var hit = [Bool](repeating: false, count: columns * rows)
        for r in rects {
            let c = r.intersection(frame)
            guard !c.isEmpty else { continue }
            for ty in (c.y0 - frame.y0) / tile ... (c.y1 - 1 - frame.y0) / tile {
                for tx in (c.x0 - frame.x0) / tile ... (c.x1 - 1 - frame.x0) / tile { hit[ty * columns + tx] = true }
            }
        }
        var out: [PixelRect] = []
        var above: [Int: Int] = [:]  // a run's first column → its rectangle in `out`, for the row above
        for ty in 0 ..< rows {
            var here: [Int: Int] = [:]
            var tx = 0
            while tx < columns {
                guard hit[ty * columns + tx] else { tx += 1; continue }
                let first = tx
                while tx < columns && hit[ty * columns + tx] { tx += 1 }
                let piece = PixelRect(x0: frame.x0 + first * tile, y0: frame.y0 + ty * tile,
                                      x1: min(frame.x1, frame.x0 + tx * tile), y1: min(frame.y1, frame.y0 + (ty + 1) * tile))
                if let i = above[first], out[i].x1 == piece.x1, out[i].y1 == piece.y0 {
                    out[i].y1 = piece.y1
                    here[first] = i
                } else {
                    here[first] = out.count
                    out.append(piece)
                }
            }
            above = here
        }
        return out
    }

    /// Grows `r` as the commands need (see `closed`); false: the whole frame.
    private static func grow(_ r: inout PixelRect, by commands: [DrawCommand], bounds: [PixelRect?]? = nil,
                             scale: Double, frame: PixelRect) -> Bool {
        for (i, command) in commands.enumerated() {
            let b: PixelRect?
            switch command {
            case .fill, .rect, .ellipse, .text, .glow: continue
            default: b = bounds.map { $0[i] } ?? pixelBounds(command, scale: scale)
            }
            switch command {
            case .fill, .rect, .ellipse, .text, .glow:
                continue
            case let .sprite(sprite):
                guard let b else { return false }
                guard touches(b, r) else { continue }
                // The texture's outline reaches a texel past the sprite; a texel is at most the sprite.
                let reach = Int(min(1e9, (sprite.size.width.magnitude + sprite.size.height.magnitude) * sprite.scale.magnitude * scale)) + 1
                r.x0 = min(r.x0, max(frame.x0, b.x0 - reach))
            case let .picture(fill):
                guard let b else { return false }
                guard touches(b, r) else { continue }
                if fill.pixelBlock * scale >= 1 || BoxBlur.boxSize(radius: max(0, fill.blurRadius * scale)) > 1 {
                    r = union(r, b.intersection(frame))
                } else {
                    r.x0 = min(r.x0, max(frame.x0, b.x0))
                }
            case let .layer(layer):
                guard layer.opacity > 0 else { continue }
                guard let b else { return false }
                guard touches(b, r) else { continue }
                if isDirect(layer, scale: scale) {
                    guard grow(&r, by: layer.commands, scale: scale, frame: frame) else { return false }
                } else {
                    let clip = layer.clip.map { pixelRect($0, scale: scale) } ?? frame
                    guard contains(frame, b), contains(clip, b) else { return false }
                    r = union(r, b)
                }
            }
        }
        return true
    }

    /// A layer `LayerDrawer` draws straight onto the canvas, clipped.
    static func isDirect(_ layer: Layer, scale: Double) -> Bool {
        layer.transform.isIdentity && layer.opacity >= 1 && layer.blend == .normal
            && BoxBlur.boxSize(radius: min(max(0, layer.blurRadius * scale), 1e6)) <= 1
    }

    /// The pixels a command can paint, with `margin`, in the pixels of the
    /// canvas it is drawn on; nil when unbounded (a fill) or not finite.
    static func pixelBounds(_ command: DrawCommand, scale: Double) -> PixelRect? {
        switch command {
        case .fill:
            return nil
        case let .layer(layer):
            let clip = layer.clip.map { pixelRect($0, scale: scale).insetBy(-margin) }
            var content = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
            for child in layer.commands {
                // A fill paints all the layer shows.
                guard let b = pixelBounds(child, scale: scale) else { return clip }
                content = union(content, b)
            }
            guard !content.isEmpty else { return content }
            var bounds = content
            if !isDirect(layer, scale: scale) {
                // The offscreen reaches the blur's margin and a pixel past the
                // content, and its outline a texel past that, through the transform.
                let reach = BoxBlur.margin(radius: min(max(0, layer.blurRadius * scale), 1e6)) + 2
                let t = layer.transform
                let tPx = Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx * scale, ty: t.ty * scale)
                let box = content.insetBy(-reach)
                let corners = [(box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)]
                    .map { tPx.apply(Point(Double($0.0), Double($0.1))) }
                guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
                bounds = PixelRect.touching(corners: corners).insetBy(-margin)
                // And where `ContentBounds` puts it, which `LayerDrawer` goes by.
                guard let b = ContentBounds.of(command), [b.minX, b.minY, b.maxX, b.maxY].allSatisfy(\.isFinite) else { return nil }
                bounds = union(bounds, PixelRect.touching(minX: b.minX * scale, minY: b.minY * scale,
                                                          maxX: b.maxX * scale, maxY: b.maxY * scale).insetBy(-margin))
            }
            return clip.map { bounds.intersection($0) } ?? bounds
        default:
            guard let b = ContentBounds.of(command),
                  [b.minX, b.minY, b.maxX, b.maxY].allSatisfy(\.isFinite) else { return nil }
            return PixelRect.touching(minX: b.minX * scale, minY: b.minY * scale,
                                      maxX: b.maxX * scale, maxY: b.maxY * scale).insetBy(-margin)
        }
    }

    private static func pixelRect(_ r: Rect, scale: Double) -> PixelRect {
        PixelRect.covering(minX: r.minX * scale, minY: r.minY * scale, maxX: r.maxX * scale, maxY: r.maxY * scale)
    }

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return PixelRect(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
    }

    /// Overlapping or sharing an edge.
    static func touches(_ a: PixelRect, _ b: PixelRect) -> Bool {
        !a.isEmpty && !b.isEmpty && a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1
    }

    static func contains(_ outer: PixelRect, _ inner: PixelRect) -> Bool {
        inner.isEmpty || (outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1)
    }
}
