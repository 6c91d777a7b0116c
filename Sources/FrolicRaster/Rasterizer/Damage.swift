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
    static let maxRects = 32
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
        let a = old.commands, b = new.commands
        let start = sharedStart(a, b)
        if start == a.count && start == b.count { return .none }
        let shorter = min(a.count, b.count)
        var end = 0
        while end < shorter - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        var rects: [PixelRect] = []
        for command in a[start ..< a.count - end] + b[start ..< b.count - end] {
            guard let r = pixelBounds(command, scale: scale) else { return whole(frame) }
            let inside = r.intersection(frame)
            if !inside.isEmpty { rects.append(inside) }
        }
        return closed(rects, commands: Array(b[min(painted, b.count)...]), scale: scale, frame: frame)
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
        // Each round grows rectangles or ends; a few rounds settle any real list.
        for _ in 0 ..< 8 {
            var grown = false
            for i in rects.indices {
                var r = rects[i]
                guard grow(&r, by: commands, scale: scale, frame: frame) else { return whole(frame) }
                if r != rects[i] { rects[i] = r; grown = true }
            }
            if !grown { return Damage(rects: rects) }
            rects = merged(rects, frame: frame)
            if rects == [frame] { return whole(frame) }
        }
        return whole(frame)
    }

    /// Merges rectangles that overlap or touch, in a fixed order; too many,
    /// or too much of the frame, become the whole frame's bounding box.
    private static func merged(_ rects: [PixelRect], frame: PixelRect) -> [PixelRect] {
        var out: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            var r = rect
            var i = 0
            while i < out.count {
                if touches(out[i], r) { r = union(out[i], r); out.remove(at: i); i = 0 } else { i += 1 }
            }
            out.append(r)
        }
        if out.count > maxRects { out = [out.dropFirst().reduce(out[0], union)] }
        let area = out.reduce(0) { $0 + $1.pixelCount }
        if area > frame.pixelCount / 8 * wholeEighths { return [frame] }
        return out
    }

    /// Grows `r` as the commands need (see `closed`); false: the whole frame.
    private static func grow(_ r: inout PixelRect, by commands: [DrawCommand], scale: Double, frame: PixelRect) -> Bool {
        for command in commands {
            switch command {
            case .fill, .rect, .ellipse, .text:
                continue
            case let .sprite(sprite):
                guard let b = pixelBounds(command, scale: scale) else { return false }
                guard touches(b, r) else { continue }
                // The texture's outline reaches a texel past the sprite; a texel is at most the sprite.
                let reach = Int(min(1e9, (sprite.size.width.magnitude + sprite.size.height.magnitude) * sprite.scale.magnitude * scale)) + 1
                r.x0 = min(r.x0, max(frame.x0, b.x0 - reach))
            case let .picture(fill):
                guard let b = pixelBounds(command, scale: scale) else { return false }
                guard touches(b, r) else { continue }
                if fill.pixelBlock * scale >= 1 || BoxBlur.boxSize(radius: max(0, fill.blurRadius * scale)) > 1 {
                    r = union(r, b.intersection(frame))
                } else {
                    r.x0 = min(r.x0, max(frame.x0, b.x0))
                }
            case let .layer(layer):
                guard layer.opacity > 0 else { continue }
                guard let b = pixelBounds(command, scale: scale) else { return false }
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
        layer.transform.isIdentity && layer.opacity >= 1
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
