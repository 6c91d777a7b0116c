import FrolicCore

/// The grocery app's bars, drawn over the collection. They are iOS's bar
/// material: what lies under them, blurred, behind a milky tint, so cells (and
/// fragments) under them show as soft colour, never as sharp ghost text.
enum ShelfChrome {
    /// The collection view behind the cells (iOS grouped background).
    static let background = Color(hex: 0xF2F2F7)
    static let tint = Color(hex: 0x2BA84A)
    /// The material's tint over the blurred content, and the blur.
    static let barColor = Color(0.975, 0.975, 0.98, 0.80)
    static let materialBlur = 15.0
    static let hairline = Color(0, 0, 0, 0.18)
    static let inactive = Color(hex: 0x8E8E93)
    static let ink = Color(hex: 0x1C1C1E)

    /// `content` blurred inside `bar`, under the bar's tint.
    static func material(_ bar: Rect, over content: [DrawCommand]) -> [DrawCommand] {
        [.layer(Layer(content, clip: bar, blurRadius: materialBlur)), .rect(bar, style: .fill(barColor))]
    }

    static func navigationBar(_ layout: ShelfLayout, title: String, over content: [DrawCommand]) -> [DrawCommand] {
        let bar = layout.navigationBar, w = bar.width
        return material(bar, over: content) + [
            .rect(Rect(x: 0, y: bar.maxY - 0.5, width: w, height: 0.5), style: .fill(hairline)),
            .text(TextRun("‹ Каталог", in: Rect(x: 8, y: 20, width: 100, height: 44), fontSize: 16, color: tint)),
            .text(TextRun(title, in: Rect(x: 0, y: 20, width: w, height: 44), fontSize: 17, color: ink,
                          weight: .bold, alignment: .center)),
        ] + StatusBar(ink: ink).draw(width: w)
    }

    static func tabBar(_ layout: ShelfLayout, over content: [DrawCommand]) -> [DrawCommand] {
        let bar = layout.tabBar
        var out = material(bar, over: content)
        out.append(.rect(Rect(x: 0, y: bar.minY, width: bar.width, height: 0.5), style: .fill(hairline)))
        let items = ["Главная", "Каталог", "Корзина", "Профиль"]
        let slot = bar.width / Double(items.count)
        for (k, label) in items.enumerated() {
            let color = k == 1 ? tint : inactive
            let icon = Point(slot * (Double(k) + 0.5), bar.minY + 17)
            out += self.icon(k, at: icon, color: color)
            out.append(.text(TextRun(label, in: Rect(x: slot * Double(k), y: bar.minY + 31, width: slot, height: 14),
                                     fontSize: 10, color: color, alignment: .center)))
        }
        return out
    }

    /// Home, catalogue, cart and profile glyphs, drawn from plain shapes.
    private static func icon(_ k: Int, at c: Point, color: Color) -> [DrawCommand] {
        let stroke = ShapeStyle(stroke: color, lineWidth: 1.6)
        switch k {
        case 0:
            return [.rect(Rect(center: Point(c.x, c.y + 2), size: Size(16, 12)), cornerRadius: 2, style: stroke),
                    .rect(Rect(center: Point(c.x, c.y - 6), size: Size(20, 2)), cornerRadius: 1, style: .fill(color))]
        case 1:
            return [(-5.0, -5.0), (5, -5), (-5, 5), (5, 5)].map { dx, dy in
                .rect(Rect(center: Point(c.x + dx, c.y + dy), size: Size(8, 8)), cornerRadius: 2, style: .fill(color))
            }
        case 2:
            return [.rect(Rect(center: Point(c.x, c.y - 2), size: Size(18, 11)), cornerRadius: 2, style: stroke),
                    .ellipse(Rect(center: Point(c.x - 5, c.y + 7), size: Size(4, 4)), style: .fill(color)),
                    .ellipse(Rect(center: Point(c.x + 5, c.y + 7), size: Size(4, 4)), style: .fill(color))]
        default:
            return [.ellipse(Rect(center: Point(c.x, c.y - 4), size: Size(9, 9)), style: stroke),
                    .ellipse(Rect(center: Point(c.x, c.y + 9), size: Size(18, 12)), style: stroke)]
        }
    }
}
