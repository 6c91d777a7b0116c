/// One thing to draw, as a plain value. The simulation describes a frame as an
/// array of these; the rasterizer owns every pixel decision. Coordinates are
/// points; the rasterizer multiplies by the output scale.
public indirect enum DrawCommand: Hashable, Sendable {
    /// Paint the whole canvas (or the enclosing layer's area).
    case fill(Color)
    /// A rectangle, optionally with rounded corners, filled and/or stroked.
    case rect(Rect, cornerRadius: Double = 0, style: ShapeStyle)
    /// An ellipse inscribed in a rectangle, filled and/or stroked.
    case ellipse(Rect, style: ShapeStyle)
    /// A line of text.
    case text(TextRun)
    /// A picture with position, rotation, scale and opacity.
    case sprite(Sprite)
    /// A picture filling a frame, with pixelation and blur.
    case picture(PictureFill)
    /// Commands drawn together, then transformed, clipped and faded as one,
    /// like a `CALayer` with sublayers.
    case layer(Layer)
}

/// Fill and stroke of a shape; either may be absent.
public struct ShapeStyle: Hashable, Sendable {
    public var fill: Color?
    public var stroke: Color?
    public var lineWidth: Double

    public init(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
    public static func fill(_ c: Color) -> ShapeStyle { ShapeStyle(fill: c) }
}

/// A line of text laid out in a frame: aligned horizontally, centred vertically.
public struct TextRun: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case left, center, right }
    public enum Weight: Hashable, Sendable { case regular, bold }

    public var string: String
    public var frame: Rect
    public var fontSize: Double
    public var color: Color
    public var weight: Weight
    public var alignment: Alignment

    public init(_ string: String, in frame: Rect, fontSize: Double, color: Color,
                weight: Weight = .regular, alignment: Alignment = .left) {
        self.string = string; self.frame = frame; self.fontSize = fontSize
        self.color = color; self.weight = weight; self.alignment = alignment
    }
}

/// A picture drawn centred at `center` with a size in points, then rotated
/// (radians, clockwise on screen) and scaled about its centre, with an opacity
/// and an optional multiplying tint (Core Animation's emitter cell `color`).
public struct Sprite: Hashable, Sendable {
    public var picture: String
    public var center: Point
    public var size: Size
    public var rotation: Double
    public var scale: Double
    public var opacity: Double
    public var tint: Color?

    public init(picture: String, center: Point, size: Size, rotation: Double = 0,
                scale: Double = 1, opacity: Double = 1, tint: Color? = nil) {
        self.picture = picture; self.center = center; self.size = size
        self.rotation = rotation; self.scale = scale; self.opacity = opacity; self.tint = tint
    }
}

/// A picture filling `frame` (aspect fill or stretched), clipped to `clip`,
/// with CRPixellatedView-style blocks and a box blur applied after scaling.
public struct PictureFill: Hashable, Sendable {
    public enum ContentMode: Hashable, Sendable { case aspectFill, stretch }

    public var picture: String
    public var frame: Rect
    public var contentMode: ContentMode
    public var clip: Rect?
    /// Block side in points; below 1 means no pixelation.
    public var pixelBlock: Double
    /// The point a block is centred on; nil: the frame's centre. A region of a
    /// screenshot pixelates about its own centre, as CRPixellatedView does
    /// about its view's, not about the screenshot's.
    public var pixelAnchor: Point?
    /// Blur radius in points; 0 means sharp.
    public var blurRadius: Double

    public init(picture: String, frame: Rect, contentMode: ContentMode = .aspectFill, clip: Rect? = nil,
                pixelBlock: Double = 0, pixelAnchor: Point? = nil, blurRadius: Double = 0) {
        self.picture = picture; self.frame = frame; self.contentMode = contentMode; self.clip = clip
        self.pixelBlock = pixelBlock; self.pixelAnchor = pixelAnchor; self.blurRadius = blurRadius
    }
}

/// A group of commands composited as one: drawn, then blurred, transformed,
/// clipped (in the parent's coordinates) and blended with `opacity`.
public struct Layer: Hashable, Sendable {
    public var commands: [DrawCommand]
    public var transform: Transform
    public var opacity: Double
    public var clip: Rect?
    /// Blur radius in points (MGSpoty's three box blurs), 0 for none: a bar's
    /// material is the content under it drawn again, blurred, clipped to the bar.
    public var blurRadius: Double

    public init(_ commands: [DrawCommand], transform: Transform = .identity, opacity: Double = 1, clip: Rect? = nil,
                blurRadius: Double = 0) {
        self.commands = commands; self.transform = transform; self.opacity = opacity; self.clip = clip
        self.blurRadius = blurRadius
    }
}
