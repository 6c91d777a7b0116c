import FrolicCore

/// The food-delivery app the snow falls on, as static draw commands: an iOS
/// light-style restaurant list (status bar, navigation bar with a search
/// field, rows with food thumbnails, a tab bar) laid out on 16 pt margins for
/// any window width; rows below the tab bar are hidden behind it, as in a
/// scrolled table. The white background is a rectangle of the screen's size,
/// not a fill, so that the shake wobble shows the black window behind it.
struct DeliveryAppScreen: ScreenModel, Hashable {
    /// Set for each drawing: the screen's own size.
    var size = Size(375, 667)
    var title = "Restaurants"

    init() {}

    init(size: Size, title: String) { self.size = size; self.title = title }

    static let parameters: [Parameter<DeliveryAppScreen>] = [
        .text("title", \.title, "the navigation bar's title"),
    ]

    func commands(size: Size, environment: SceneEnvironment) -> [DrawCommand] {
        DeliveryAppScreen(size: size, title: title).draw()
    }

    private static let accent = Color(hex: 0xFF8000)
    private static let label = Color(hex: 0x1C1C1E)
    private static let secondary = Color(hex: 0x8A8A8E)
    private static let separator = Color(hex: 0xC6C6C8)
    private static let barBackground = Color(hex: 0xF7F7F7)
    private static let fieldBackground = Color(hex: 0xE9E9EB)

    private static let margin = 16.0
    private static let statusHeight = 20.0
    private static let navBottom = 64.0
    private static let searchBottom = 112.0
    private static let rowHeight = 88.0
    private static let tabHeight = 49.0

    /// A restaurant row's content.
    private struct Restaurant {
        var name: String
        var cuisine: String
        var delivery: String
        var rating: String
        var food: Food
        var background: Color
    }
    private enum Food { case pizza, sushi, burger, salad, noodles, taco }

    private static let restaurants = [
        Restaurant(name: "Luigi's Pizzeria", cuisine: "Italian · Pizza", delivery: "20–30 min · Free delivery",
                   rating: "4.7", food: .pizza, background: Color(hex: 0xFFE3C2)),
        Restaurant(name: "Sakura Sushi", cuisine: "Japanese · Sushi", delivery: "30–40 min · €1.99 delivery",
                   rating: "4.8", food: .sushi, background: Color(hex: 0xDCEBFA)),
        Restaurant(name: "Burger Barn", cuisine: "American · Burgers", delivery: "15–25 min · €0.99 delivery",
                   rating: "4.5", food: .burger, background: Color(hex: 0xFFF1C4)),
        Restaurant(name: "Green Bowl", cuisine: "Healthy · Salads", delivery: "20–30 min · Free delivery",
                   rating: "4.6", food: .salad, background: Color(hex: 0xDDF3DA)),
        Restaurant(name: "Golden Wok", cuisine: "Chinese · Noodles", delivery: "25–35 min · €1.49 delivery",
                   rating: "4.4", food: .noodles, background: Color(hex: 0xFBE0DC)),
        Restaurant(name: "Taco Fiesta", cuisine: "Mexican · Tacos", delivery: "30–45 min · €2.49 delivery",
                   rating: "4.3", food: .taco, background: Color(hex: 0xEDE3F7)),
        Restaurant(name: "Bella Pasta", cuisine: "Italian · Pasta", delivery: "25–40 min · Free delivery",
                   rating: "4.6", food: .noodles, background: Color(hex: 0xFFE3C2)),
    ]

    func draw() -> [DrawCommand] {
        var out: [DrawCommand] = [.rect(Rect(origin: .zero, size: size), style: .fill(.white))]
        let tabTop = size.height - Self.tabHeight
        var y = Self.searchBottom
        for r in Self.restaurants where y < tabTop {
            out += row(r, top: y)
            y += Self.rowHeight
        }
        out += navigationBar()
        out += tabBar(top: tabTop)
        return out
    }

    // MARK: bars

    private func navigationBar() -> [DrawCommand] {
        let w = size.width, m = Self.margin
        var out: [DrawCommand] = [
            .rect(Rect(x: 0, y: 0, width: w, height: Self.searchBottom), style: .fill(Self.barBackground)),
            .text(TextRun(title, in: Rect(x: 0, y: Self.statusHeight, width: w, height: 44), fontSize: 17,
                          color: Self.label, weight: .bold, alignment: .center)),
            .text(TextRun("Filter", in: Rect(x: w - m - 60, y: Self.statusHeight, width: 60, height: 44), fontSize: 17,
                          color: Self.accent, alignment: .right)),
        ]
        out += StatusBar(ink: Self.label).draw(width: w)
        // Location pin on the left, the Takeaway orange.
        out.append(.ellipse(Rect(x: m, y: 33, width: 14, height: 14), style: .fill(Self.accent)))
        out.append(.ellipse(Rect(x: m + 4.5, y: 37.5, width: 5, height: 5), style: .fill(.white)))
        out.append(.text(TextRun("Home", in: Rect(x: m + 19, y: Self.statusHeight, width: 60, height: 44), fontSize: 15, color: Self.accent)))
        // Search field.
        let field = Rect(x: m, y: Self.navBottom + 6, width: w - 2 * m, height: 36)
        out.append(.rect(field, cornerRadius: 10, style: .fill(Self.fieldBackground)))
        out.append(.ellipse(Rect(x: field.minX + 10, y: field.minY + 11, width: 11, height: 11),
                            style: ShapeStyle(stroke: Self.secondary, lineWidth: 1.8)))
        out.append(.layer(Layer([.rect(Rect(x: field.minX + 19.5, y: field.minY + 20, width: 6, height: 2), cornerRadius: 1,
                                       style: .fill(Self.secondary))],
                                transform: .rotation(Double.pi / 4, about: Point(field.minX + 20, field.minY + 21)))))
        out.append(.text(TextRun("Search restaurants or dishes", in: field.offsetBy(dx: 32, dy: 0), fontSize: 16, color: Self.secondary)))
        out.append(.rect(Rect(x: 0, y: Self.searchBottom - 0.5, width: w, height: 0.5), style: .fill(Self.separator)))
        return out
    }

    private func tabBar(top: Double) -> [DrawCommand] {
        let w = size.width
        var out: [DrawCommand] = [
            .rect(Rect(x: 0, y: top, width: w, height: Self.tabHeight), style: .fill(Self.barBackground)),
            .rect(Rect(x: 0, y: top, width: w, height: 0.5), style: .fill(Self.separator)),
        ]
        let labels = ["Restaurants", "Search", "Orders", "Account"]
        let slot = w / Double(labels.count)
        for (i, text) in labels.enumerated() {
            let color = i == 0 ? Self.accent : Self.secondary
            let c = Point(slot * (Double(i) + 0.5), top + 17)
            out += tabIcon(i, center: c, color: color)
            out.append(.text(TextRun(text, in: Rect(x: slot * Double(i), y: top + 31, width: slot, height: 14), fontSize: 10,
                                     color: color, alignment: .center)))
        }
        return out
    }

    private func tabIcon(_ i: Int, center c: Point, color: Color) -> [DrawCommand] {
        switch i {
        case 0:   // a plate with a dish on it
            return [.ellipse(Rect(center: c, size: Size(24, 24)), style: .fill(color)),
                    .ellipse(Rect(center: c, size: Size(15, 15)), style: .fill(.white)),
                    .ellipse(Rect(center: c, size: Size(9, 9)), style: .fill(color))]
        case 1:   // magnifier
            return [.ellipse(Rect(center: Point(c.x - 2, c.y - 2), size: Size(16, 16)), style: ShapeStyle(stroke: color, lineWidth: 2.2)),
                    .layer(Layer([.rect(Rect(x: c.x + 3, y: c.y + 3.5, width: 9, height: 2.6), cornerRadius: 1.3, style: .fill(color))],
                                 transform: .rotation(Double.pi / 4, about: Point(c.x + 4.5, c.y + 4.8))))]
        case 2:   // a receipt
            var out: [DrawCommand] = [.rect(Rect(center: c, size: Size(18, 23)), cornerRadius: 3, style: ShapeStyle(stroke: color, lineWidth: 2))]
            for k in 0..<3 {
                out.append(.rect(Rect(x: c.x - 5, y: c.y - 6 + 5 * Double(k), width: k == 2 ? 6 : 10, height: 2), cornerRadius: 1, style: .fill(color)))
            }
            return out
        default:  // a person
            return [.ellipse(Rect(center: Point(c.x, c.y - 5), size: Size(10, 10)), style: .fill(color)),
                    .layer(Layer([.ellipse(Rect(center: Point(c.x, c.y + 11), size: Size(22, 20)), style: .fill(color))],
                                 clip: Rect(x: c.x - 12, y: c.y + 1, width: 24, height: 11)))]
        }
    }

    // MARK: rows

    private func row(_ r: Restaurant, top: Double) -> [DrawCommand] {
        let m = Self.margin, w = size.width
        let thumb = Rect(x: m, y: top + 12, width: 64, height: 64)
        let textX = thumb.maxX + 12
        var out: [DrawCommand] = [.rect(thumb, cornerRadius: 12, style: .fill(r.background))]
        out += food(r.food, in: thumb)
        out.append(.text(TextRun(r.name, in: Rect(x: textX, y: top + 14, width: w - textX - 60, height: 22), fontSize: 17,
                                 color: Self.label, weight: .bold)))
        out.append(.text(TextRun(r.cuisine, in: Rect(x: textX, y: top + 38, width: w - textX - m, height: 18), fontSize: 14,
                                 color: Self.secondary)))
        out.append(.text(TextRun(r.delivery, in: Rect(x: textX, y: top + 57, width: w - textX - m, height: 18), fontSize: 13,
                                 color: Self.secondary)))
        // Rating pill on the right of the name.
        let pill = Rect(x: w - m - 44, y: top + 15, width: 44, height: 20)
        out.append(.rect(pill, cornerRadius: 10, style: .fill(Self.accent.withAlpha(0.14))))
        out.append(.ellipse(Rect(x: pill.minX + 7, y: pill.minY + 6.5, width: 7, height: 7), style: .fill(Self.accent)))
        out.append(.text(TextRun(r.rating, in: Rect(x: pill.minX + 16, y: pill.minY, width: 26, height: 20), fontSize: 12,
                                 color: Self.accent, weight: .bold)))
        out.append(.rect(Rect(x: textX, y: top + Self.rowHeight - 0.5, width: w - textX, height: 0.5), style: .fill(Self.separator)))
        return out
    }

    /// A simple food drawing centred in a 64 pt thumbnail: a plate with a dish.
    private func food(_ f: Food, in t: Rect) -> [DrawCommand] {
        let c = t.center
        func disc(_ dx: Double, _ dy: Double, _ d: Double, _ color: UInt32) -> DrawCommand {
            .ellipse(Rect(center: Point(c.x + dx, c.y + dy), size: Size(d, d)), style: .fill(Color(hex: color)))
        }
        let plate: [DrawCommand] = [disc(0, 1.5, 50, 0xD9D2C5), disc(0, 0, 50, 0xFFFFFF), disc(0, 0, 38, 0xF4F1EC)]
        switch f {
        case .pizza:
            return [disc(0, 1.5, 48, 0xC77B30), disc(0, 0, 48, 0xE8A54B), disc(0, 0, 40, 0xE04A2F),
                    disc(0, 0, 36, 0xF6D36B), disc(-8, -7, 8, 0xB5301E), disc(9, -4, 8, 0xB5301E),
                    disc(-3, 9, 8, 0xB5301E), disc(5, 4, 4, 0x4E9A3A), disc(-9, 3, 4, 0x4E9A3A)]
        case .sushi:
            var out = plate
            for dx in [-12.0, 12.0] {
                out += [disc(dx, 0, 20, 0x22302A), disc(dx, 0, 15, 0xFAFAF5), disc(dx, 0, 7, 0xF26B4F)]
            }
            out.append(.rect(Rect(x: c.x - 10, y: c.y + 12, width: 20, height: 5), cornerRadius: 2.5, style: .fill(Color(hex: 0x8BC34A))))
            return out
        case .burger:
            let bun = Color(hex: 0xE0A04A)
            return [.layer(Layer([.ellipse(Rect(x: c.x - 20, y: c.y - 20, width: 40, height: 30), style: .fill(bun))],
                                 clip: Rect(x: c.x - 21, y: c.y - 21, width: 42, height: 16))),
                    disc(-6, -12, 2.5, 0xFFF3D6), disc(4, -14, 2.5, 0xFFF3D6), disc(9, -9, 2.5, 0xFFF3D6),
                    .rect(Rect(x: c.x - 22, y: c.y - 5, width: 44, height: 5), cornerRadius: 2.5, style: .fill(Color(hex: 0x6CBF4A))),
                    .rect(Rect(x: c.x - 20, y: c.y - 1, width: 40, height: 4), cornerRadius: 1, style: .fill(Color(hex: 0xF7C531))),
                    .rect(Rect(x: c.x - 20, y: c.y + 2, width: 40, height: 8), cornerRadius: 4, style: .fill(Color(hex: 0x7A3E1D))),
                    .rect(Rect(x: c.x - 20, y: c.y + 10, width: 40, height: 10), cornerRadius: 5, style: .fill(bun))]
        case .salad:
            return [disc(0, 2, 50, 0xCBC3B3), disc(0, 0, 50, 0xFFFFFF), disc(0, 0, 42, 0x8CCB5E),
                    disc(-8, -6, 16, 0x5FAE3E), disc(8, 6, 16, 0x6FBE48), disc(8, -8, 10, 0xE5493A),
                    disc(-9, 8, 10, 0xE5493A), disc(0, 0, 8, 0xF3E6A0), disc(12, 0, 5, 0x2E2E2E)]
        case .noodles:
            var out: [DrawCommand] = [disc(0, 2, 50, 0xA8322A), disc(0, 0, 50, 0xD9473B), disc(0, 0, 40, 0xF2D27A)]
            for k in 0..<4 {
                out.append(.ellipse(Rect(center: Point(c.x - 3 + Double(k) * 2, c.y - 1 + Double(k)), size: Size(30 - Double(k) * 6, 22 - Double(k) * 4)),
                                    style: ShapeStyle(stroke: Color(hex: 0xE2B24E), lineWidth: 1.6)))
            }
            out += [disc(9, -9, 7, 0xE86F4F), disc(-10, 8, 6, 0x4E9A3A)]
            return out
        case .taco:
            // Side view: the filling bulges above a half-moon shell.
            let shell = Rect(x: c.x - 24, y: c.y - 20, width: 48, height: 44)
            let shellColor = Color(hex: 0xF2C25B)
            return [disc(-10, -2, 14, 0x6CBF4A), disc(0, -5, 15, 0x5FAE3E), disc(10, -2, 14, 0x6CBF4A),
                    disc(-5, -2, 8, 0xE5493A), disc(6, -3, 8, 0xE5493A), disc(1, 0, 7, 0xFFF0B5),
                    .layer(Layer([.ellipse(shell, style: .fill(shellColor)),
                                  .ellipse(shell.insetBy(dx: 5, dy: 5), style: ShapeStyle(stroke: Color(hex: 0xD9A441), lineWidth: 1.5))],
                                 clip: Rect(x: shell.minX, y: c.y + 2, width: shell.width, height: 22)))]
        }
    }
}
