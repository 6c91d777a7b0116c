/// A colour with straight (not premultiplied) alpha, every channel in 0…1,
/// as UIKit's `UIColor(red:green:blue:alpha:)` takes it.
public struct Color: Hashable, Sendable, Codable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// `0xRRGGBB`, opaque.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    public func withAlpha(_ a: Double) -> Color { Color(r, g, b, a) }

    public static let white = Color(1, 1, 1)
    public static let black = Color(0, 0, 0)
    public static let clear = Color(0, 0, 0, 0)
}
