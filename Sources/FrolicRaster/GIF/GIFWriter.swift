import FrolicCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Streams indexed frames into an animated GIF (one global palette, loops
/// forever): Frolic chooses each frame's patch, libgd writes it, and the
/// header and the trailer (`LibgdGIF`). Only the pending frame, what the GIF
/// shows so far (`canvas`) and the writes not yet appended are kept in memory.
///
/// A frame goes in through `plan` (in order: merging and delays), its write
/// is encoded on any thread (`Write.encode`), and `append` puts it in the
/// file (in the order planned). `plan` and `append` may run at once on two
/// threads, each one call at a time: `append` touches only the `file`
/// (`GIFFile`), which a render appends to directly. A render's frames go in
/// through `GIFFrameOrder`, whose `LossyPlanner` reads `canvas` and hands
/// its plan to `plan`.
///
/// Frame differencing is done here, not by libgd's `previm` (which drops
/// identical frames and their delays): each frame after the first is cropped
/// to the rectangle that changed against the canvas as written so far; inside
/// it, unchanged pixels are sent as they are, as transparent, or as either
/// by stretches (`FramePatch`), by what encodes smallest. Once shown, a
/// frame stays, or is taken back so that the next one is drawn over what
/// was under it (`Disposal`), as the next frame's plan says (`LossyPlanner`
/// weighs both). Identical consecutive frames become one frame whose delay
/// is their sum.
///
/// Delays follow `FrameClock`, so the total is exact for any frame rate, and
/// with `totalCentiseconds` (the scene's duration) it is exactly that even when
/// the duration is not a whole number of frames. Above 50 fps, or where the
/// last frame is cut short, some frames would get a delay below 2 cs, which
/// browsers slow down to 10 cs; such a frame is not written and its time goes
/// to the frame after it.
///
/// The GIF grows in a hidden temporary file beside `path` (`GIFFile`)
/// and replaces `path` atomically in `finish()` (with a `claim`, only the
/// placeholder there); `cancel()`, or dropping the writer unfinished, removes
/// it, so a failed render leaves nothing at `path`.
package final class GIFWriter {
    package let path: String
    package let width: Int
    package let height: Int
    package let palette: Palette
    package let fps: Int
    /// Frames actually stored in the GIF, after merging.
    package var writtenFrames: Int { file.writtenFrames }
    /// Size of the finished file; 0 until `finish()` succeeds.
    package var bytesWritten: Int { file.bytesWritten }

    private let clock: FrameClock
    /// Palette entries the frames may use (an empty palette still gets black).
    private let colorCount: Int
    /// The hidden file the GIF grows in until `finish()` renames it to `path`.
    package var tempPath: String { file.tempPath }
    /// What the GIF's images are appended to.
    package let file: GIFFile
    private let encoder: FrameEncoder
    /// What the GIF shows so far: the pending frame (`shown`) and what it
    /// is drawn over (`under`). Changed only here, as frames are planned.
    package private(set) var canvas = GIFCanvas()
    /// The last frame planned, not yet written: its delay is known once the next one comes.
    private var pending: PlannedFrame? {
        didSet { canvas.shown = pending?.frame.indices }
    }
    /// A rectangle outside which `pending` equals `canvas.under` (nil: not known).
    private var pendingChangedWithin: ChangedRect?
    private var pendingStart = 0
    private var framesAdded = 0

    /// `totalCentiseconds` is how long the GIF plays; without it, as long as
    /// the frames added at `fps`.
    package init(path: String, width: Int, height: Int, palette: Palette, fps: Int, totalCentiseconds: Int? = nil,
                 claim: ClaimedFile? = nil) throws {
        self.path = path; self.width = width; self.height = height
        self.palette = palette; self.fps = fps
        clock = FrameClock(fps: max(fps, 1), total: totalCentiseconds)
        colorCount = max(palette.colors.count, 1)
        encoder = FrameEncoder(path: path, width: width, height: height, palette: palette, colorCount: colorCount)
        func fail(_ problem: GIFWriterError.Problem) -> GIFWriterError { GIFWriterError(path: path, problem) }

        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw fail(.frameSize(width: width, height: height))
        }
        guard fps >= 1 else { throw fail(.frameRate(fps)) }
        guard palette.colors.count <= Palette.maxColors else {
            throw fail(.tooManyColours(palette.colors.count))
        }

        guard !path.isEmpty else { throw fail(.noPath) }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw fail(.isFolder)
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw fail(.noFolder(folder))
        }

        // A file a killed render left beside this one goes; a running render's stays.
        let prefix = TemporaryFile.prefix(for: url.lastPathComponent)
        TemporaryFile.removeAbandoned(in: folder) { $0 == prefix }
        // A GIF is meant to be shared: a new one gets the umask's mode (0666
        // less it), a replaced file keeps its own.
        var existing = stat()
        let mode = stat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode : nil
        let made: (fd: Int32, path: String)
        do { made = try TemporaryFile.create(beside: path, mode: mode) } catch { throw fail(.cannotWrite(error.reason)) }
        guard let stream = fdopen(made.fd, "wb") else {
            close(made.fd); unlink(made.path)
            throw fail(.cannotWrite(String(cString: strerror(errno))))
        }
        file = GIFFile(path: path, tempPath: made.path, stream: stream, claim: claim)

        do {
            // One entry past the palette, so a frame that draws with every colour
            // still finds a transparent index inside the global table.
            try file.put(LibgdGIF.header(width: width, height: height, palette: palette, entries: colorCount + 1))
        } catch {
            cancel()
            throw error
        }
    }

    /// A frame the writer has decided to store: the frame, its delay in
    /// centiseconds, and the frame it is drawn over (nil for the first).
    /// Encoding one needs nothing else, so the writes a render plans can be
    /// encoded on any thread, in any order, and appended in order.
    package struct Write: Sendable {
        let frame: PlannedFrame
        let delay: Int
        let under: [UInt8]?
        /// Outside it the frame is `under` (nil: not known).
        let changedWithin: ChangedRect?
        let disposal: Disposal
        let encoder: FrameEncoder

        /// The GIF image to `append`, as libgd writes it.
        package func encode() throws -> [UInt8] {
            try encoder.scratches.lend {
                try encoder.encode(frame, over: under, changedWithin: changedWithin, delay: delay, disposal: disposal, scratch: $0)
            }
        }
    }

    /// The next frame, in order: the write it completes, if any (the frame
    /// held before it, now that its delay is known), else nil (it is held, or
    /// merged into the frame before it). `append` each write's `encode()`,
    /// in the order planned.
    package func plan(_ frame: PlannedFrame) throws -> Write? {
        try checkOpen()
        guard frame.frame.width == width, frame.frame.height == height else {
            throw GIFWriterError(path: path, .frameMismatch(width: frame.frame.width, height: frame.frame.height, gifWidth: width, gifHeight: height))
        }
        let n = framesAdded
        framesAdded += 1
        guard let held = pending else {
            pending = frame; pendingStart = n
            pendingChangedWithin = nil
            return nil
        }
        // Drawn over the held frame, the new one can differ from it only where it may change.
        let overHeld = frame.disposalBefore == .keep
        if Self.sameIndices(frame.frame, held.frame, within: overHeld ? frame.changedWithin : nil) { return nil }
        let delay = clock.delay(from: pendingStart, to: n)
        if delay < FrameClock.minimumDelay {
            // Keeps pendingStart: the new frame takes over the short frame's time, and is
            // written over what the short one would have been.
            pending = frame
            pendingChangedWithin = overHeld ? ChangedRect.union(pendingChangedWithin, frame.changedWithin) : frame.changedWithin
            return nil
        }
        let write = write(held, delay: delay, disposal: frame.disposalBefore)
        pending = frame; pendingStart = n
        // Kept, the held frame is the canvas the new one is planned over; taken back, what was under it stays.
        pendingChangedWithin = frame.changedWithin
        return write
    }

    /// Throws unless frames can still be planned (not finished or cancelled).
    package func checkOpen() throws {
        guard file.isOpen else { throw GIFWriterError(path: path, .finished) }
    }

    /// Appends an encoded write to the file; writes must come in the order planned.
    package func append(_ image: [UInt8]) throws {
        try file.append(image)
    }

    /// Writes the last frame and the trailer, then moves the GIF to `path`.
    package func finish() throws {
        try checkOpen()
        guard let last = pending else {
            cancel()
            throw GIFWriterError(path: path, .noFrames)
        }
        do {
            try append(write(last, delay: clock.finalDelay(from: pendingStart, frames: framesAdded), disposal: .keep).encode())
        } catch {
            cancel()
            throw error
        }
        pending = nil
        do { try file.put(LibgdGIF.trailer()) } catch { cancel(); throw error }
        try file.finish()
    }

    /// Abandons the GIF: nothing is left at `path` or beside it.
    package func cancel() {
        file.cancel()
        pending = nil
    }

    /// A write of `frame` (the pending one) over `canvas.under`, which it then becomes unless it is taken back.
    private func write(_ frame: PlannedFrame, delay: Int, disposal: Disposal) -> Write {
        defer { if disposal == .keep { canvas.under = frame.frame.indices } }
        return Write(frame: frame, delay: delay, under: canvas.under, changedWithin: pendingChangedWithin,
                     disposal: disposal, encoder: encoder)
    }

    /// Equal frames, compared eight bytes at a time (`IndexedFrame`'s `==`
    /// goes byte by byte), only inside `bound` when they are known to be
    /// equal outside it.
    private static func sameIndices(_ a: IndexedFrame, _ b: IndexedFrame, within bound: ChangedRect?) -> Bool {
        guard a.width == b.width, a.height == b.height, a.indices.count == b.indices.count else { return false }
        return a.indices.withUnsafeBufferPointer { x in
            b.indices.withUnsafeBufferPointer { y in
                if x.baseAddress == y.baseAddress || x.isEmpty { return true }
                guard let bound else { return ByteRuns.equal(x.baseAddress!, y.baseAddress!, from: 0, to: x.count) == x.count }
                for row in bound.y ..< bound.y + max(0, bound.height) {
                    let start = row * a.width + bound.x
                    if ByteRuns.equal(x.baseAddress!, y.baseAddress!, from: start, to: start + bound.width) < bound.width { return false }
                }
                return true
            }
        }
    }
}
