import FrolicCore
import FrolicScenes

/// What the command line says about a picture besides its effects, as
/// `frolic render` takes it: more pictures after it (a flow), where the tap
/// that pushes each lands, the device around the screen, and how a screen of
/// another size meets the first. Kept so the preview builds the scene again,
/// with `PictureSceneFile` as `render` does, at every render.
package struct PictureOptions: Sendable {
    /// The pictures after the first, in order; none: the picture alone.
    package var more: [String] = []
    package var tap: Point?
    package var frame: DeviceFrame.Device?
    package var fit: Backdrop.Fit?

    package init(more: [String] = [], tap: Point? = nil, frame: DeviceFrame.Device? = nil, fit: Backdrop.Fit? = nil) {
        self.more = more
        self.tap = tap
        self.frame = frame
        self.fit = fit
    }
}
