import Dispatch
import Foundation
import Synchronization

/// Chooses the one palette of a GIF from sample frames.
package enum Quantizer {
    /// Scenes with few colours (flat UI) keep them exactly, so their GIF is
    /// lossless; richer scenes get a median-cut palette refined by k-means over
    /// a 6-6-6 histogram of all sample pixels. The result is sorted, except that a
    /// median-cut palette puts its rarest colour first (see `MedianCut`), and it
    /// depends only on the multiset of sample pixels, never on their order.
    package static func palette(from samples: [Frame], maxColors: Int = Palette.maxColors) -> Palette {
        palette(of: ColorHistogram(samples), maxColors: maxColors)
    }

    /// The palette of `count` sample frames, the same as `palette(from:)`
    /// would give them, with each worker's last sample: a render samples
    /// dozens of frames, which held at once would be most of its memory, and
    /// its first frames are painted over the last samples.
    ///
    /// Up to `threads` workers paint the samples: worker w samples w, w +
    /// workers, …, each over the one it painted before (`paint(i, before)`,
    /// nil for its first; the sample's damage is relative to `before`), and
    /// counts only what was painted again (`SampleHistogram`). Rethrows the
    /// failure of the lowest sample that fails.
    package static func palette(sampling count: Int, threads: Int, maxColors: Int = Palette.maxColors,
                                _ paint: @Sendable (Int, RenderedFrame?) throws -> RenderedFrame) throws
        -> (palette: Palette, last: [RenderedFrame]) {
        let workers = max(1, min(threads, count))
        let parts = WorkerHistograms(count: workers)
        withoutActuallyEscaping(paint) { paint in
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var samples = SampleHistogram()
                for i in stride(from: worker, to: count, by: workers) {
                    do { samples.add(try paint(i, samples.last)) } catch { parts.fail(i, error); return }
                }
                parts.set(worker, samples.counted(), last: samples.last)
            }
        }
        let (histogram, last) = try parts.merged()
        return (palette(of: histogram, maxColors: maxColors), last)
    }

    private static func palette(of histogram: ColorHistogram, maxColors: Int) -> Palette {
        let limit = min(max(maxColors, 1), Palette.maxColors)
        if let exact = histogram.distinctColors(limit: limit) {
            return Palette(colors: exact)
        }
        return Palette(colors: MedianCut.colors(histogram.binMeans(), count: limit))
    }
}

/// The histograms `Quantizer.palette(sampling:…)`'s workers fill, one each.
private final class WorkerHistograms: Sendable {
    private struct State {
        var histograms: [ColorHistogram?]
        var last: [RenderedFrame?]
        var failure: (sample: Int, error: any Error)?
    }

    private let state: Mutex<State>

    init(count: Int) {
        state = Mutex(State(histograms: Array(repeating: nil, count: count), last: Array(repeating: nil, count: count)))
    }

    func set(_ worker: Int, _ histogram: ColorHistogram, last sample: RenderedFrame?) {
        state.withLock { $0.histograms[worker] = histogram; $0.last[worker] = sample }
    }

    func fail(_ sample: Int, _ error: any Error) {
        state.withLock { state in
            if state.failure.map({ sample < $0.sample }) ?? true { state.failure = (sample, error) }
        }
    }

    /// All the workers' pixels in one histogram, and their last samples, once they are done.
    func merged() throws -> (ColorHistogram, [RenderedFrame]) {
        let (histograms, last, failure) = state.withLock { ($0.histograms, $0.last, $0.failure) }
        if let failure { throw failure.error }
        var all = histograms[0]!
        for part in histograms.dropFirst() { all.merge(part!) }
        return (all, last.compactMap { $0 })
    }
}
