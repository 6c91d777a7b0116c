/// One thing to draw, as a plain value. The simulation describes a frame as an
/// array of these; the rasterizer owns every pixel decision. Coordinates are
/// points; the rasterizer multiplies by the output scale.
package indirect enum DrawCommand: Hashable, Sendable {
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
    /// A soft spot of light (a spark, a star) drawn without a picture.
    case glow(Glow)
    /// Commands drawn together, then transformed, clipped and faded as one,
    /// like a `CALayer` with sublayers.
    case layer(Layer)
}

/// Fill and stroke of a shape; either may be absent.
package struct ShapeStyle: Hashable, Sendable {
    package var fill: Color?
    package var stroke: Color?
    package var lineWidth: Double

    package init(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
    package static func fill(_ c: Color) -> ShapeStyle { ShapeStyle(fill: c) }
}

/// A line of text laid out in a frame: aligned horizontally, centred vertically.
package struct TextRun: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable { case left, center, right }
    package enum Weight: Hashable, Sendable { case regular, bold }

    package var string: String
    package var frame: Rect
    package var fontSize: Double
    package var color: Color
    package var weight: Weight
    package var alignment: Alignment

    package init(_ string: String, in frame: Rect, fontSize: Double, color: Color,
                 weight: Weight = .regular, alignment: Alignment = .left) {
        self.string = string; self.frame = frame; self.fontSize = fontSize
        self.color = color; self.weight = weight; self.alignment = alignment
    }
}

/// A picture drawn centred at `center` with a size in points, then rotated
/// (radians, clockwise on screen) and scaled about its centre, with an opacity
/// and an optional multiplying tint (Core Animation's emitter cell `color`).
package struct Sprite: Hashable, Sendable {
    package var picture: String
    package var center: Point
    package var size: Size
    package var rotation: Double
    package var scale: Double
    package var opacity: Double
    package var tint: Color?
    /// How its paint meets the canvas (`.add`: a glowing particle).
    package var blend: BlendMode

    package init(picture: String, center: Point, size: Size, rotation: Double = 0,
                 scale: Double = 1, opacity: Double = 1, tint: Color? = nil, blend: BlendMode = .normal) {
        self.picture = picture; self.center = center; self.size = size
        self.rotation = rotation; self.scale = scale; self.opacity = opacity; self.tint = tint; self.blend = blend
    }
}

/// A picture filling `frame` (aspect fill or stretched), clipped to `clip`,
/// with CRPixellatedView-style blocks and a box blur applied after scaling.
package struct PictureFill: Hashable, Sendable {
    package enum ContentMode: Hashable, Sendable { case aspectFill, stretch }

    package var picture: String
    package var frame: Rect
    package var contentMode: ContentMode
    package var clip: Rect?
    /// Block side in points; below 1 means no pixelation.
    package var pixelBlock: Double
    /// The point a block is centred on; nil: the frame's centre. A region of a
    /// screenshot pixelates about its own centre, as CRPixellatedView does
    /// about its view's, not about the screenshot's.
    package var pixelAnchor: Point?
    /// Blur radius in points; 0 means sharp.
    package var blurRadius: Double

    package init(picture: String, frame: Rect, contentMode: ContentMode = .aspectFill, clip: Rect? = nil,
                 pixelBlock: Double = 0, pixelAnchor: Point? = nil, blurRadius: Double = 0) {
        self.picture = picture; self.frame = frame; self.contentMode = contentMode; self.clip = clip
        self.pixelBlock = pixelBlock; self.pixelAnchor = pixelAnchor; self.blurRadius = blurRadius
    }
}

/// A group of commands composited as one: drawn, then blurred, transformed,
/// clipped (in the parent's coordinates) and blended with `opacity` (and
/// `blend`: a group of shapes that glows as one).
package struct Layer: Hashable, Sendable {
    package var commands: [DrawCommand]
    package var transform: Transform
    package var opacity: Double
    package var clip: Rect?
    /// Blur radius in points (MGSpoty's three box blurs), 0 for none: a bar's
    /// material is the content under it drawn again, blurred, clipped to the bar.
    package var blurRadius: Double
    package var blend: BlendMode
    /// The clip's corners rounded to this radius in points (a device's
    /// screen), for a group drawn straight onto the canvas (no transform,
    /// full opacity, no blur); 0: square.
    package var clipCornerRadius: Double

    package init(_ commands: [DrawCommand], transform: Transform = .identity, opacity: Double = 1, clip: Rect? = nil,
                 blurRadius: Double = 0, blend: BlendMode = .normal, clipCornerRadius: Double = 0) {
        self.commands = commands; self.transform = transform; self.opacity = opacity; self.clip = clip
        self.blurRadius = blurRadius; self.blend = blend; self.clipCornerRadius = clipCornerRadius
    }
}
