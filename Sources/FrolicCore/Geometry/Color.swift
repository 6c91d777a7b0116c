/// A colour with straight (not premultiplied) alpha, every channel in 0…1,
/// as UIKit's `UIColor(red:green:blue:alpha:)` takes it.
package struct Color: Hashable, Sendable, Codable {
    package var r: Double
    package var g: Double
    package var b: Double
    package var a: Double

    package init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `0xRRGGBB`, opaque.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    package func withAlpha(_ a: Double) -> Color { Color(r, g, b, a) }

    package static let white = Color(1, 1, 1)
    package static let black = Color(0, 0, 0)
    package static let clear = Color(0, 0, 0, 0)
}
