import FrolicCore

/// Rounded corners for a rectangle of content, drawn over it: each corner
/// outside the arc painted in the colour around it. A rounded rectangle's
/// stroke is the exact band between two concentric arcs, so a stroke as
/// wide as the radius, clipped to the corner's square, covers just what lies
/// outside the arc there, and the content needs no mask.
enum RoundCorners {
    struct Corners: OptionSet, Sendable {
        let rawValue: Int
        static let topLeft = Corners(rawValue: 1), topRight = Corners(rawValue: 2)
        static let bottomLeft = Corners(rawValue: 4), bottomRight = Corners(rawValue: 8)
        static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        static let bottom: Corners = [.bottomLeft, .bottomRight]
    }

    static func covers(of rect: Rect, radius: Double, color: Color, corners: Corners = .all) -> [DrawCommand] {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0.01 else { return [] }
        let band = r
        let ring = DrawCommand.rect(rect.insetBy(dx: -band / 2, dy: -band / 2), cornerRadius: r + band / 2,
                                    style: ShapeStyle(stroke: color, lineWidth: band))
        let squares: [(Corners, Rect)] = [
            (.topLeft, Rect(x: rect.minX, y: rect.minY, width: r, height: r)),
            (.topRight, Rect(x: rect.maxX - r, y: rect.minY, width: r, height: r)),
            (.bottomLeft, Rect(x: rect.minX, y: rect.maxY - r, width: r, height: r)),
            (.bottomRight, Rect(x: rect.maxX - r, y: rect.maxY - r, width: r, height: r)),
        ]
        return squares.filter { corners.contains($0.0) }.map { .layer(Layer([ring], clip: $0.1)) }
    }
}
