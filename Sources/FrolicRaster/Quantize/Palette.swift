/// The one colour table of a GIF, `0x00RRGGBB` each.
///
/// At most 255 colours, so at least one index (255 at worst) stays free for the
/// transparent index the GIF writer marks unchanged pixels with.
package struct Palette: Hashable, Sendable {
    /// Largest palette a GIF frame may use beside the reserved transparent index.
    package static let maxColors = 255

    package var colors: [UInt32]

    package init(colors: [UInt32]) {
        self.colors = colors
    }
}
