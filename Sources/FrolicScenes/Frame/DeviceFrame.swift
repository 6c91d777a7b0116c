import FrolicCore

/// What a scene's screen is shown in: a generic phone, a plain window or
/// nothing, on a margin with a soft drop shadow. Drawn from vector shapes
/// (no vendor artwork), sized in points, so it is sharp at every `--scale`;
/// the GIF grows by the frame and the margin.
///
///     "frame": { "device": "phone", "margin": 40, "color": "#E9ECF1", "gradient": "#C9D3E6" }
package struct DeviceFrame: ParameterModel, Sendable {
    package enum Device: String, Sendable, CaseIterable {
        /// A phone: the screen's corners rounded at the device's radius, a
        /// bezel, side buttons, an island.
        case phone
        /// A rounded window with a title bar.
        case window
        /// The screen alone, the GIF its size.
        case none
    }

    package var device = Device.none
    package var margin = 40
    package var color = Color(hex: 0xE9ECF1)
    /// The margin's colour at the bottom, for a top-to-bottom gradient; nil: `color` throughout.
    package var gradient: Color?
    package var island = true
    package var shadow = true

    package init() {}

    package init(device: Device) { self.device = device }

    package static let margins = 0...200

    package static let parameters: [Parameter<DeviceFrame>] = [
        .choice("device", \.device, "`phone` (rounded screen, bezel, side buttons, island), `window` (rounded, with a title bar) or `none`"),
        .integer("margin", \.margin, margins, "points of margin around the device (its shadow falls there); the GIF grows by it"),
        .color("color", \.color, "the margin's colour (its top, with `gradient`)"),
        .optional("gradient", \.gradient, absent: "`color` throughout", accepts: ParameterSchema.colorWords,
                  schema: ParameterSchema.color, json: JSONValue.color,
                  decode: { c, k in try c.decodeIfPresent(ColorValue.self, forKey: k)?.color },
                  "the margin's colour at the bottom: a top-to-bottom gradient from `color`"),
        .flag("island", \.island, "a phone shows an island at the top of its screen"),
        .flag("shadow", \.shadow, "a soft drop shadow under the device, on the margin"),
    ]

    /// Whether anything is drawn around the screen.
    package var isVisible: Bool { device != .none }

    /// The shapes around a screen of `screen` points.
    package func shapes(screen: Size) -> DeviceFrameShapes { DeviceFrameShapes(frame: self, screen: screen) }

    /// The GIF's size for a screen of `screen` points.
    package func outerSize(screen: Size) -> Size { isVisible ? shapes(screen: screen).size : screen }

    /// The screen's size for a GIF of `outer` points.
    package func screenSize(outer: Size) -> Size {
        guard isVisible else { return outer }
        let grow = shapes(screen: Size(0, 0)).size
        return Size(outer.width - grow.width, outer.height - grow.height)
    }
}
