/// The histogram of a worker's palette samples, each painted over the one
/// before (`Rasterizer.render(_:over:)`), counted only where it was painted
/// again: the same histogram as counting every sample whole.
///
/// Over a stretch of samples s₀ … sₖ, each painted over the one before,
/// the counts sum to (k + 1) times sₖ's counts less, for each later sample
/// sⱼ, j times what painting it changed (its damaged pixels in, those of
/// sⱼ₋₁ out). So a stretch costs one whole count, at its end, and its
/// damaged pixels twice. A sample damaged over half its pixels ends the
/// stretch before it, as counting it whole costs less. A colour is present
/// if any pixel counted either way has it: a colour painted over was
/// counted on its way out.
struct SampleHistogram {
    private var histogram = ColorHistogram()
    /// The last sample added.
    private(set) var last: RenderedFrame?
    /// Samples in the stretch so far, `last` the latest.
    private var stretch = 0

    /// Adds the next sample, painted over `last` (its damage is relative to it).
    mutating func add(_ sample: RenderedFrame) {
        if let before = last {
            let frame = sample.frame
            if before.frame.width == frame.width, before.frame.height == frame.height,
               sample.damage.pixelCount <= frame.pixels.count / 2 {
                for rect in sample.damage.rects {
                    histogram.add(frame, in: rect, weight: -stretch)
                    histogram.add(before.frame, in: rect, weight: stretch)
                }
            } else {
                histogram.add(before.frame, weight: stretch)
                stretch = 0
            }
        }
        last = sample
        stretch += 1
    }

    /// Every sample added, counted: ends the stretch, so call it once all are added.
    mutating func counted() -> ColorHistogram {
        if let last { histogram.add(last.frame, weight: stretch) }
        stretch = 0
        return histogram
    }
}
