/// A position in points, UIKit style: origin top-left, y grows down.
public struct Point: Hashable, Sendable, Codable {
    /// Points from the left edge.
    public var x: Double
    /// Points from the top edge.
    public var y: Double
    /// The point at `x`, `y`.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    package static let zero = Point(0, 0)

    package static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    package static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
    package var length: Double { (x * x + y * y).squareRoot() }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, Codable {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double
    /// A size of `width` × `height` points.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}
