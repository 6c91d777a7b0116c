import FrolicCore
import FrolicRaster

/// Screens captured with the render's own rasterizer and kept in its picture
/// library, so a built-in screen's pixels are exactly what its frames show.
struct RasterCapture: ScreenCapture {
    let rasterizer: Rasterizer

    func capture(_ list: DisplayList, as name: String) throws -> Size {
        let frame = try rasterizer.render(list)
        rasterizer.pictures.insert(name, frame: frame)
        return Size(Double(frame.width), Double(frame.height))
    }
}
