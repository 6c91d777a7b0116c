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

    /// The default threshold, set by what it must pass and what it must fail:
    /// libm rounding a pixel by a level or two on another machine stays well
    /// below it, while a colour a person sees (navy `#223344` → brown
    /// `#443322`) goes far beyond. pixelmatch's own 0.1 passed that screen.
    public static let defaultThreshold = 0.02

    /// The default threshold, anti-aliasing not counted, no changed pixel allowed.
    public init(threshold: Double = DiffOptions.defaultThreshold, includeAntiAliased: Bool = false,
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
