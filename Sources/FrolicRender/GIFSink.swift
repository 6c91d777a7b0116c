import Foundation
import FrolicRaster

/// The play's GIF (`GIFFrameOrder`): each frame in order is made lossy and
/// planned, the writes it completes are encoded on any thread and appended
/// in order; `finish` plans the last frame and closes the file. With
/// `measureQuality` it adds up the error of what the GIF shows against the
/// truecolor frames.
final class GIFSink: FrameSink, @unchecked Sendable {  // unchecked: `order` and `finish` run one call at a time, `append` one at a time in hand-out order; the writer's plan and its file are apart
    let gif: GIFFrameOrder
    private let tally: EncodeTally
    private let measureQuality: Bool
    /// Seconds `finish` took (planning and encoding the last frame).
    private(set) var finishing = 0.0

    init(_ gif: GIFFrameOrder, palette: Palette, measureQuality: Bool) {
        self.gif = gif
        tally = EncodeTally(palette: palette)
        self.measureQuality = measureQuality
    }

    func order(_ played: PlayedFrame) throws -> [FrameSinkJob] {
        // `--lossy` in frame order: each frame depends on what the GIF showed
        // before it, and on the truecolor frame after it, so this plans the
        // frame before this one (`finish` the last).
        let (shown, write) = try gif.add(played.indexed, truecolor: played.frame, changedWithin: played.changedWithin)
        var jobs: [FrameSinkJob] = []
        let tally = tally
        if measureQuality, let shown {
            jobs.append { tally.addError(of: shown.frame, against: shown.truecolor); return nil }
        }
        if let write { jobs.append { try tally.timed { try write.encode() } } }
        return jobs
    }

    func append(_ bytes: [UInt8]) throws { try gif.append(bytes) }

    func finish() throws {
        let shown = try timed(&finishing) { try gif.finish() }
        if measureQuality, let shown { tally.addError(of: shown.frame, against: shown.truecolor) }
    }

    func cancel() { gif.cancel() }

    /// Seconds encoding took, summed over threads, with `finish`.
    var encodeSeconds: Double { finishing + tally.seconds }

    /// PSNR of the frames the GIF shows against the truecolor frames, in dB (infinity: lossless).
    func psnr(frames: Int, width: Int, height: Int) -> Double {
        let mse = Double(tally.squaredError) / Double(frames * width * height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
