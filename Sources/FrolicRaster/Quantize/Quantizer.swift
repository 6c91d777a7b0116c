import Dispatch
import Foundation

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
    /// would give them, made by `frame(i)` on up to `threads` workers, each
    /// frame counted and dropped as soon as it is made: a render samples
    /// dozens of frames, which held at once would be most of its memory.
    /// Rethrows the failure of the lowest sample that fails.
    package static func palette(sampling count: Int, threads: Int, maxColors: Int = Palette.maxColors,
                                _ frame: @Sendable (Int) throws -> Frame) throws -> Palette {
        let workers = max(1, min(threads, count))
        let parts = WorkerHistograms(count: workers)
        withoutActuallyEscaping(frame) { frame in
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var histogram = ColorHistogram()
                for i in stride(from: worker, to: count, by: workers) {
                    do { histogram.add(try frame(i)) } catch { parts.fail(i, error); return }
                }
                parts.set(worker, histogram)
            }
        }
        return palette(of: try parts.merged(), maxColors: maxColors)
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
private final class WorkerHistograms: @unchecked Sendable {  // unchecked: state is touched only under `lock`
    private var histograms: [ColorHistogram?]
    private var failure: (sample: Int, error: Error)?
    private let lock = NSLock()

    init(count: Int) { histograms = Array(repeating: nil, count: count) }

    func set(_ worker: Int, _ histogram: ColorHistogram) { lock.lock(); histograms[worker] = histogram; lock.unlock() }

    func fail(_ sample: Int, _ error: Error) {
        lock.lock()
        if failure.map({ sample < $0.sample }) ?? true { failure = (sample, error) }
        lock.unlock()
    }

    /// All the workers' pixels in one histogram, once they are done.
    func merged() throws -> ColorHistogram {
        if let failure { throw failure.error }
        var all = histograms[0]!
        for part in histograms.dropFirst() { all.merge(part!) }
        return all
    }
}
