/// The one colour table of a GIF, `0x00RRGGBB` each.
///
/// At most 255 colours: index 255 is kept free as the transparent index the GIF
/// writer uses for pixels that did not change since the previous frame.
public struct Palette: Hashable, Sendable {
    /// Largest palette a GIF frame may use beside the reserved transparent index.
    public static let maxColors = 255
    /// The index the GIF writer marks unchanged pixels with; no colour lives there.
    public static let transparentIndex: UInt8 = 255

    public var colors: [UInt32]

    public init(colors: [UInt32]) {
        self.colors = colors
    }
}
