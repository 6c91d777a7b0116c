/// Draws a display list offscreen and keeps its pixels as a picture, as
/// `UIGraphicsImageRenderer` does for a view: how a layer reads the colours
/// of a screen that is drawn rather than loaded (a built-in screen), through
/// the same `PictureSource` calls it uses for a screenshot.
package protocol ScreenCapture: Sendable {
    /// Renders `list` at the render's scale and stores it as the picture
    /// `name`; returns its size in pixels.
    func capture(_ list: DisplayList, as name: String) throws -> Size
}
