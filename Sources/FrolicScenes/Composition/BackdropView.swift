import FrolicCore

/// The backdrop as the layers above it see it: its draw commands (to show a
/// part of it moved, faded or pixelated), its colour, and where its picture
/// lies on screen (to read the colours under a region).
package struct BackdropView: Sendable {
    package var commands: [DrawCommand]
    package var color: Color
    /// The picture's name, its size in pixels and the rectangle it covers on
    /// screen, in points (larger than the screen for `fill`).
    package var picture: (name: String, pixels: Size, frame: Rect)?
    /// The built-in screen laid out, for a layer that drives it.
    var live: (any LiveScreen)?

    /// The colours under `region` (points), resized to `width × height` and
    /// laid over the backdrop colour: what UIKit's `layer.render(in:)` of that
    /// part of the screen would give. A region reaching past the picture
    /// takes the part on it, stretched; one wholly off it, the colour.
    func colors(in region: Rect, width: Int, height: Int, pictures: PictureSource) throws -> [Color] {
        guard let picture, picture.frame.width > 0, picture.frame.height > 0 else {
            return Array(repeating: color, count: width * height)
        }
        let kx = picture.pixels.width / picture.frame.width, ky = picture.pixels.height / picture.frame.height
        let inPicture = Rect(x: (region.minX - picture.frame.minX) * kx, y: (region.minY - picture.frame.minY) * ky,
                             width: region.width * kx, height: region.height * ky)
        // A region off the picture (a screen larger than a `fit` picture) is the colour.
        guard inPicture.intersection(Rect(origin: .zero, size: picture.pixels)) != nil else {
            return Array(repeating: color, count: width * height)
        }
        return try pictures.resampled(picture.name, region: inPicture, width: width, height: height)
            .map { Color.interpolate(color, $0.withAlpha(1), $0.a) }
    }

    /// The part of the backdrop inside `region`, as one group to move or fade.
    func part(_ region: Rect) -> DrawCommand {
        .layer(Layer(commands, clip: region))
    }
}
