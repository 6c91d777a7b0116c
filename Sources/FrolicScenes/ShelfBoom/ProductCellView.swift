import FrolicCore

/// A product cell as a layer: the card, the picture and the two labels, then
/// the boom's transform and opacity applied to all of it, as Core Animation
/// applies a layer's `transform` and `opacity` to its sublayers.
enum ProductCellView {
    static func draw(_ product: ShelfProduct, frame: Rect, state: Boom.CellState) -> [DrawCommand] {
        guard state.opacity > 0 else { return [] }
        let cell = CellLayout(size: frame.size)
        func place(_ r: Rect) -> Rect { r.offsetBy(dx: frame.minX, dy: frame.minY) }
        var content: [DrawCommand] = [
            .rect(frame, cornerRadius: CellLayout.cornerRadius, style: .fill(CellLayout.background)),
        ]
        let picture = place(cell.picture)
        if picture.width > 0, picture.height > 0 {
            content.append(.sprite(Sprite(picture: product.picture, center: picture.center, size: picture.size)))
        }
        if !product.name.isEmpty {
            content.append(.text(TextRun(product.name, in: place(cell.name), fontSize: CellLayout.nameFontSize,
                                         color: CellLayout.nameColor)))
        }
        if !product.price.isEmpty {
            content.append(.text(TextRun(product.price, in: place(cell.price), fontSize: CellLayout.priceFontSize,
                                         color: CellLayout.priceColor, weight: .bold)))
        }
        // A resting cell needs no layer of its own (cheaper to rasterize).
        guard state != .resting else { return content }
        let transform = Transform.scale(state.scale, about: frame.center)
            .then(.translation(state.offset.x, state.offset.y))
        return [.layer(Layer(content, transform: transform, opacity: state.opacity))]
    }
}
