/// A frame mapped onto a `Palette`: one palette index per pixel, row-major.
/// Indices are below the palette's size, so never the reserved 255.
package struct IndexedFrame: Hashable, Sendable {
    package var width: Int
    package var height: Int
    package var indices: [UInt8]

    package init(width: Int, height: Int, indices: [UInt8]) {
        precondition(indices.count == width * height, "index count does not match \(width)×\(height)")
        self.width = width; self.height = height; self.indices = indices
    }
}
