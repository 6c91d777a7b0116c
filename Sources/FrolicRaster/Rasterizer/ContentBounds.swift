import FrolicCore

/// Where commands can put paint, in points; nil when unbounded (a fill).
enum ContentBounds {
    /// Commands that paint nothing (none, or clipped away entirely).
    private static let nothing = Rect(x: 0, y: 0, width: 0, height: 0)

    static func of(_ commands: [DrawCommand]) -> Rect? {
        var union: Rect?
        for command in commands {
            guard let r = of(command) else { return nil }
            union = union.map { u in
                let x0 = min(u.minX, r.minX), y0 = min(u.minY, r.minY)
                return Rect(x: x0, y: y0, width: max(u.maxX, r.maxX) - x0, height: max(u.maxY, r.maxY) - y0)
            } ?? r
        }
        return union ?? nothing
    }

    static func of(_ command: DrawCommand) -> Rect? {
        switch command {
        case .fill: return nil
        case let .rect(r, _, style), let .ellipse(r, style):
            let g = style.stroke == nil ? 0 : max(0, style.lineWidth) / 2
            return Rect(x: r.minX - g, y: r.minY - g, width: r.width + 2 * g, height: r.height + 2 * g)
        case let .text(run): return run.frame
        case let .glow(g):
            // A light too small for a pixel is drawn a pixel wide (`GlowRasterizer.minRadius`).
            let r = max(g.reach, 1)
            return Rect(center: g.center, size: Size(2 * r, 2 * r))
        case let .sprite(sp):
            let radius = (sp.size.width * sp.size.width + sp.size.height * sp.size.height).squareRoot() / 2 * abs(sp.scale)
            return Rect(center: sp.center, size: Size(2 * radius, 2 * radius))
        case let .picture(p): return p.clip.map { $0.intersection(p.frame) ?? nothing } ?? p.frame
        case let .layer(l):
            guard let inner = of(l.commands) else { return l.clip }
            let pts = [Point(inner.minX, inner.minY), Point(inner.maxX, inner.minY),
                       Point(inner.minX, inner.maxY), Point(inner.maxX, inner.maxY)].map(l.transform.apply)
            let x0 = pts.map(\.x).min()!, y0 = pts.map(\.y).min()!
            // Three box blurs reach about 2.8 radii.
            let g = 3 * max(0, l.blurRadius)
            let moved = Rect(x: x0 - g, y: y0 - g, width: pts.map(\.x).max()! - x0 + 2 * g, height: pts.map(\.y).max()! - y0 + 2 * g)
            return l.clip.map { $0.intersection(moved) ?? nothing } ?? moved
        }
    }
}
