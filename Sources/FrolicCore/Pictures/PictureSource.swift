/// Pixel access for the few simulations whose behaviour depends on a picture's
/// colours (the shelf explosion colours its fragments from the cell's picture, a boom
/// over a screenshot from the screenshot).
/// The rasterizer implements it; the core sees only plain colours.
package protocol PictureSource: Sendable {
    /// The picture's size in pixels.
    func pixelSize(of picture: String) throws -> Size
    /// The picture resized (aspect ignored) to `width × height`, row-major.
    func resampled(_ picture: String, width: Int, height: Int) throws -> [Color]
    /// The part of the picture inside `region` (in its pixels, whole pixels
    /// outward, clipped to the picture) resized to `width × height`: how a
    /// layer over a screenshot reads the colours under it.
    func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color]
}
