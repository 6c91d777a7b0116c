/// Pixel access for the few simulations whose behaviour depends on a picture's
/// colours (the shelf explosion colours its fragments from the cell's picture).
/// The rasterizer implements it; the core sees only plain colours.
public protocol PictureSource {
    /// The picture's size in pixels.
    func pixelSize(of picture: String) throws -> Size
    /// The picture resized (aspect ignored) to `width × height`, row-major.
    func resampled(_ picture: String, width: Int, height: Int) throws -> [Color]
}
