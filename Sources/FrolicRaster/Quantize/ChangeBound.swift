import FrolicCore

extension ColorMapper {
    /// A rectangle outside which `rendered` and its indices as a mapper maps
    /// them are those of the frame before it in the animation, whose display
    /// list is `previous`: the bounds of where the two lists can paint
    /// differently (`Damage`, at `scale` pixels per point), grown by the
    /// pixels a smooth mark reads. Empty when nothing can differ, nil when
    /// anything can.
    ///
    /// A frame's own damage is relative to the frame its worker made before,
    /// which with two workers is seldom the one before it; the GIF end goes
    /// frame by frame (`GIFFrameOrder`), so it is told this instead. Where
    /// the lists paint differently is all it needs: the rectangles are not
    /// grown for painting each one alone (every command counts as painted
    /// on the whole frame), which on snow-globe's hundreds of flakes would
    /// cost more than the comparisons this spares.
    package static func changedWithin(_ rendered: RenderedFrame, since previous: DisplayList, scale: Int) -> ChangedRect? {
        let frame = rendered.frame, list = rendered.list
        let bounds = PixelRect(x0: 0, y0: 0, x1: frame.width, y1: frame.height)
        let damage = Damage.between(previous, list, scale: Double(scale), frame: bounds, painted: list.commands.count)
        if damage.isWhole(bounds) { return nil }
        var box = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        for rect in damage.rects { box = Damage.union(box, rect.insetBy(-SmoothAreas.reach).intersection(bounds)) }
        return box.isEmpty ? .nothing : ChangedRect(x: box.x0, y: box.y0, width: box.width, height: box.height)
    }
}
