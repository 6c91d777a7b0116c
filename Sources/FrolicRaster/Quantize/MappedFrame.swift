/// A frame mapped onto the palette, with the truecolor frame and smooth
/// marks it was mapped from (`ColorMapper.map(_:over:)`), so the next frame
/// can be mapped only where it changed.
package struct MappedFrame: Sendable {
    package let indexed: IndexedFrame
    let frame: Frame
    /// `SmoothAreas` marks, one per pixel; empty unless the mapper dithers `.gradients`.
    let smooth: [UInt8]
}
