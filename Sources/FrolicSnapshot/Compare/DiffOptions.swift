/// How two frames are compared: pixelmatch's threshold, whether anti-aliased
/// pixels count, and how many changed pixels a frame may have and still pass
/// (Playwright's `maxDiffPixels` / `maxDiffPixelRatio`).
public struct DiffOptions: Hashable, Sendable, Codable {
    /// Largest YIQ distance (0…1) that still counts as "the same colour".
    public var threshold: Double
    /// Count anti-aliased pixels as changes too (pixelmatch's `includeAA`).
    public var includeAntiAliased: Bool
    /// Changed pixels a frame may have and still pass.
    public var maxDiffPixels: Int
    /// Changed pixels a frame may have as a share of its pixels (0…1).
    public var maxDiffPixelRatio: Double

    /// pixelmatch's default threshold, anti-aliasing not counted, no changed pixel allowed.
    public init(threshold: Double = 0.1, includeAntiAliased: Bool = false,
                maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0) {
        self.threshold = threshold; self.includeAntiAliased = includeAntiAliased
        self.maxDiffPixels = maxDiffPixels; self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Changed pixels allowed in a frame of `pixelCount` pixels: the larger of
    /// the two budgets, as Playwright does when both are given.
    package func allowedChanges(pixelCount: Int) -> Int {
        max(maxDiffPixels, Int((maxDiffPixelRatio * Double(pixelCount)).rounded(.down)))
    }
}
