import Foundation
import FrolicRaster
import Synchronization

/// The play's GIF (`GIFFrameOrder`): each frame in order is made lossy and
/// planned, the writes it completes are encoded on any thread and appended
/// in order; `finish` plans the last frame and closes the file. With
/// `measureQuality` it adds up the error of what the GIF shows against the
/// truecolor frames.
///
/// `order` and `finish` plan under one lock; `append` goes straight to the
/// GIF's file, under the file's own, so that appending (which the play does
/// while other threads wait on it) never waits for a frame being planned.
final class GIFSink: FrameSink {
    private let planning: Mutex<Planning>
    /// Where `append` puts the writes `order` handed out.
    let file: GIFFile
    private let tally: EncodeTally
    private let measureQuality: Bool

    private struct Planning {
        let gif: GIFFrameOrder
        /// Seconds `finish` took (planning and encoding the last frame).
        var finishing = 0.0
    }

    init(_ gif: sending GIFFrameOrder, palette: Palette, measureQuality: Bool) {
        file = gif.file
        planning = Mutex(Planning(gif: gif))
        tally = EncodeTally(palette: palette)
        self.measureQuality = measureQuality
    }

    func order(_ played: PlayedFrame) throws -> [FrameSinkJob] {
        // `--lossy` in frame order: each frame depends on what the GIF showed
        // before it, and on the truecolor frame after it, so this plans the
        // frame before this one (`finish` the last).
        let (shown, write) = try planning.withLock {
            try $0.gif.add(played.indexed, truecolor: played.frame, changedWithin: played.changedWithin)
        }
        var jobs: [FrameSinkJob] = []
        let tally = tally
        if measureQuality, let shown {
            jobs.append { tally.addError(of: shown.frame, against: shown.truecolor); return nil }
        }
        if let write { jobs.append { try tally.timed { try write.encode() } } }
        return jobs
    }

    func append(_ bytes: [UInt8]) throws { try file.append(bytes) }

    func finish() throws {
        let shown = try planning.withLock { p in try timed(&p.finishing) { try p.gif.finish() } }
        if measureQuality, let shown { tally.addError(of: shown.frame, against: shown.truecolor) }
    }

    func cancel() { planning.withLock { $0.gif.cancel() } }

    /// Seconds encoding took, summed over threads, with `finish`.
    var encodeSeconds: Double { planning.withLock { $0.finishing } + tally.seconds }

    /// PSNR of the frames the GIF shows against the truecolor frames, in dB (infinity: lossless).
    func psnr(frames: Int, width: Int, height: Int) -> Double {
        let mse = Double(tally.squaredError) / Double(frames * width * height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
