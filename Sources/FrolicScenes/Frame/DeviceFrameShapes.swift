import FrolicCore

/// A `DeviceFrame` laid out around a screen: the commands under the screen
/// (margin, shadow, body, buttons), the radius its corners are clipped to,
/// and what goes over it (the island). Sizes are in points with whole-point insets, so the screen lands
/// on whole pixels at every scale.
///
/// The phone is generic, not a model's artwork: a 6.1-inch phone's screen is
/// 393 × 852 points with corners of about 55 points; the bezel, buttons and
/// island keep those proportions on other screens.
package struct DeviceFrameShapes: Sendable {
    let frame: DeviceFrame
    let screenSize: Size

    init(frame: DeviceFrame, screen: Size) {
        self.frame = frame
        screenSize = screen
    }

    /// The bezel around a phone's screen, and a window's border, points.
    static let bezel = 12.0, border = 3.0
    /// A window's title bar, its corner radius and its three buttons' diameter.
    static let bar = 28.0, windowRadius = 10.0, windowButton = 12.0
    /// A 6.1-inch phone's screen width and corner radius, points: other screens scale from them.
    static let phoneWidth = 393.0, phoneCorner = 55.0
    /// The shadow's blur radius, its drop and its darkness: within the default margin it fades out whole.
    static let shadowBlur = 10.0, shadowDrop = 8.0, shadowAlpha = 0.3
    static let body = Color(hex: 0x1B1B1D), rim = Color(hex: 0x4A4A4E), button = Color(hex: 0x2E2E32)
    static let chrome = Color(hex: 0xE6E6E9), chromeLine = Color(hex: 0xC8C8CC)

    var margin: Double { Double(frame.margin) }

    /// The screen's top-left corner in the GIF.
    package var screenOrigin: Point {
        switch frame.device {
        case .phone: Point(margin + Self.bezel, margin + Self.bezel)
        case .window: Point(margin + Self.border, margin + Self.bar)
        case .none: .zero
        }
    }

    package var screenRect: Rect { Rect(origin: screenOrigin, size: screenSize) }

    /// The device's outline.
    var bodyRect: Rect {
        switch frame.device {
        case .phone: screenRect.insetBy(dx: -Self.bezel, dy: -Self.bezel)
        case .window: Rect(x: margin, y: margin, width: screenSize.width + 2 * Self.border,
                           height: screenSize.height + Self.bar + Self.border)
        case .none: screenRect
        }
    }

    /// The GIF's size in points.
    package var size: Size {
        let body = bodyRect
        return Size(body.maxX + margin, body.maxY + margin)
    }

    /// How the phone's screen-relative features scale on this screen.
    var k: Double { screenSize.width > 0 ? screenSize.width / Self.phoneWidth : 1 }

    /// The radius the screen's corners are clipped to.
    package var screenCorner: Double {
        switch frame.device {
        case .phone: min(Self.phoneCorner * k, screenSize.width / 2, screenSize.height / 2)
        case .window: Self.windowRadius - Self.border
        case .none: 0
        }
    }

    var bodyCorner: Double {
        frame.device == .phone ? screenCorner + Self.bezel : Self.windowRadius
    }

    /// Margin, shadow, buttons and body: everything under the screen. They
    /// are the same on every frame, so the rasterizer paints them once.
    package var under: [DrawCommand] {
        guard frame.isVisible else { return [] }
        var list = marginFill
        let body = bodyRect
        if frame.shadow {
            list.append(.layer(Layer([.rect(body, cornerRadius: bodyCorner, style: .fill(Color(0, 0, 0, Self.shadowAlpha)))],
                                     transform: .translation(0, Self.shadowDrop), blurRadius: Self.shadowBlur)))
        }
        if frame.device == .phone { list += buttons }
        list.append(.rect(body, cornerRadius: bodyCorner, style: .fill(frame.device == .phone ? Self.body : Self.chrome)))
        switch frame.device {
        case .phone:
            list.append(.rect(body.insetBy(dx: 1, dy: 1), cornerRadius: bodyCorner - 1, style: ShapeStyle(stroke: Self.rim, lineWidth: 2)))
        case .window:
            list.append(.rect(body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: bodyCorner - 0.5,
                              style: ShapeStyle(stroke: Self.chromeLine, lineWidth: 1)))
            let colors: [UInt32] = [0xFF5F57, 0xFEBC2E, 0x28C840]
            for (i, hex) in colors.enumerated() {
                let d = Self.windowButton
                let x = body.minX + 10 + Double(i) * (d + 8)
                list.append(.ellipse(Rect(x: x, y: body.minY + (Self.bar - d) / 2, width: d, height: d), style: .fill(Color(hex: hex))))
            }
        case .none: break
        }
        return list
    }

    /// The island, drawn over the screen.
    package var over: [DrawCommand] {
        guard frame.device == .phone, frame.island else { return [] }
        let w = 126 * k, h = 37 * k
        return [.rect(Rect(x: screenRect.center.x - w / 2, y: screenRect.minY + 11 * k, width: w, height: h),
                      cornerRadius: h / 2, style: .fill(.black))]
    }

    /// The margin: one colour, or a top-to-bottom gradient in one-point bands.
    var marginFill: [DrawCommand] {
        guard let bottom = frame.gradient, bottom != frame.color else { return [.fill(frame.color)] }
        let h = size.height, bands = max(1, Int(h.rounded(.up)))
        return (0..<bands).map { i in
            let t = bands == 1 ? 0 : Double(i) / Double(bands - 1)
            return .rect(Rect(x: 0, y: Double(i), width: size.width, height: 1), style: .fill(Color.interpolate(frame.color, bottom, t)))
        }
    }

    /// The side buttons, standing out of the body into the margin: the
    /// action button and the volume buttons on the left, the side button on
    /// the right, at a 6.1-inch phone's heights scaled to this screen.
    var buttons: [DrawCommand] {
        let body = bodyRect, out = 3.0, kh = screenSize.height / 852
        func button(left: Bool, from y0: Double, to y1: Double) -> DrawCommand {
            let x = left ? body.minX - out : body.maxX - 2
            return .rect(Rect(x: x, y: body.minY + y0 * kh, width: out + 2, height: (y1 - y0) * kh), cornerRadius: 1.5,
                         style: .fill(Self.button))
        }
        return [button(left: true, from: 120, to: 152), button(left: true, from: 190, to: 252),
                button(left: true, from: 268, to: 330), button(left: false, from: 230, to: 330)]
    }
}
