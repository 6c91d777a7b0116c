import FrolicCore

/// A frame with the display list it was painted from and the pixels that
/// may differ from the frame it was painted over (`Rasterizer.render(_:over:)`),
/// to paint the next frame over it and map only what changed.
package struct RenderedFrame: Sendable {
    package let list: DisplayList
    package let frame: Frame
    let damage: Damage

    /// Pixels painted again (all of them for a frame painted whole).
    package var damagedPixels: Int { damage.pixelCount }
}
