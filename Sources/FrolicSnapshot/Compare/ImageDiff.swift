import FrolicRaster

/// What comparing two frames found. A value: the diff image comes with it, so
/// a caller may show, save or drop it.
package struct ImageDiff: Sendable {
    /// Pixels whose colour moved beyond the threshold and are not anti-aliasing.
    package var changedPixels: Int
    /// Pixels beyond the threshold that were taken for anti-aliasing and not counted.
    package var antiAliasedPixels: Int
    /// The largest distance (0…1, same scale as the threshold) among changed pixels; 0 when none.
    package var worstDistance: Double
    /// Pixels whose colour moved, but not beyond the threshold: not counted as
    /// changes, yet reported, so a faint colour change does not vanish.
    package var belowThresholdPixels: Int
    /// The largest distance among those pixels (0…1).
    package var worstBelowThreshold: Double
    /// Smallest rectangle holding every changed pixel, as (x, y, width, height).
    package var changedBounds: (x: Int, y: Int, width: Int, height: Int)?
    /// Changed pixels red, anti-aliased ones yellow and those below the
    /// threshold pale blue, over a faded grey copy of the expected frame.
    package var image: Frame
    package var pixelCount: Int { image.width * image.height }

    package var changedRatio: Double { pixelCount == 0 ? 0 : Double(changedPixels) / Double(pixelCount) }

    /// Whether any pixel differs at all, counted or not.
    package var anyDifference: Bool { changedPixels + antiAliasedPixels + belowThresholdPixels > 0 }

    /// Whether the changes fit the budget in `options`.
    package func passes(_ options: DiffOptions) -> Bool {
        changedPixels <= options.allowedChanges(pixelCount: pixelCount)
    }
}
