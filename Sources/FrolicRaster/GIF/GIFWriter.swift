import FrolicCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Streams indexed frames into an animated GIF (one global palette, loops
/// forever) through libgd, keeping only the last frame planned, one pending
/// frame (and, for a render, the frame held until the next is known) and the
/// writes not yet appended in memory.
///
/// A frame goes in through `plan` (in order: merging and delays), its write
/// is encoded on any thread (`Write.encode`), and `append` puts it in the
/// file (in the order planned); `add` does all three. `plan` and `append`
/// may run at once on two threads (they touch different state), but each
/// one call at a time.
///
/// Frame differencing is done here, not by libgd's `previm` (which drops
/// identical frames and their delays): each frame after the first is cropped
/// to the rectangle that changed against the canvas as written so far; inside
/// it, unchanged pixels are sent as they are, as transparent, or as either
/// by stretches (`UnchangedStretches`), by what encodes smallest. Once
/// shown, a frame stays, or is taken back so that the next one is drawn over
/// what was under it (`Disposal`), as the next frame's plan says
/// (`LossyFrames` weighs both). Identical consecutive frames become one
/// frame whose delay is their sum.
///
/// Delays follow `FrameClock`, so the total is exact for any frame rate, and
/// with `totalCentiseconds` (the scene's duration) it is exactly that even when
/// the duration is not a whole number of frames. Above 50 fps, or where the
/// last frame is cut short, some frames would get a delay below 2 cs, which
/// browsers slow down to 10 cs; such a frame is not written and its time goes
/// to the frame after it.
///
/// The GIF grows in a hidden temporary file beside `path` (`TemporaryFile`)
/// and replaces `path` atomically in `finish()`; `cancel()`, or dropping the
/// writer unfinished, removes it, so a failed render leaves nothing at `path`.
public final class GIFWriter {
    public let path: String
    public let width: Int
    public let height: Int
    public let palette: Palette
    public let fps: Int
    /// Frames actually stored in the GIF, after merging.
    public private(set) var writtenFrames = 0
    /// Size of the finished file; 0 until `finish()` succeeds.
    public private(set) var bytesWritten = 0

    private let clock: FrameClock
    /// Palette entries the frames may use (an empty palette still gets black).
    private let colorCount: Int
    /// The hidden file the GIF grows in until `finish()` renames it to `path`.
    public let tempPath: String
    private var file: UnsafeMutablePointer<FILE>?
    private let encoder: FrameEncoder
    /// What the pending frame is drawn over: the frame written before it,
    /// or, when that one is taken back, what was under it. The frame after
    /// the pending one is drawn over this too if the pending one is taken
    /// back (nil until a frame is written: the first is sent whole).
    package private(set) var canvas: [UInt8]?
    private var pending: PlannedFrame?
    /// The frame `plan(_:truecolor:lossy:)` holds until the one after it comes.
    private var late: (IndexedFrame, Frame)?
    private var pendingStart = 0
    private var framesAdded = 0

    /// `totalCentiseconds` is how long the GIF plays; without it, as long as
    /// the frames added at `fps`.
    public init(path: String, width: Int, height: Int, palette: Palette, fps: Int, totalCentiseconds: Int? = nil) throws {
        self.path = path; self.width = width; self.height = height
        self.palette = palette; self.fps = fps
        clock = FrameClock(fps: max(fps, 1), total: totalCentiseconds)
        colorCount = max(palette.colors.count, 1)
        encoder = FrameEncoder(path: path, width: width, height: height, palette: palette, colorCount: colorCount)
        func fail(_ message: String) -> FrolicError { FrolicError(file: path, field: "-o", message) }

        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw fail("frame size \(width)×\(height) is outside what a GIF holds (1…65535)")
        }
        guard fps >= 1 else { throw fail("frame rate \(fps) must be at least 1") }
        guard palette.colors.count <= Palette.maxColors else {
            throw fail("palette has \(palette.colors.count) colours, a GIF frame with transparency holds at most \(Palette.maxColors)")
        }

        guard !path.isEmpty else { throw fail("no output file given") }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw fail("is a folder")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw fail("folder \(folder) does not exist")
        }

        // A file a killed render left beside this one goes; a running render's stays.
        let prefix = TemporaryFile.prefix(for: url.lastPathComponent)
        TemporaryFile.removeAbandoned(in: folder) { $0 == prefix }
        // A GIF is meant to be shared: a new one gets the umask's mode (0666
        // less it), a replaced file keeps its own.
        var existing = stat()
        let mode = stat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode : nil
        let made: (fd: Int32, path: String)
        do { made = try TemporaryFile.create(beside: path, mode: mode) } catch { throw fail("cannot write: \(error.reason)") }
        tempPath = made.path
        guard let stream = fdopen(made.fd, "wb") else {
            close(made.fd); unlink(tempPath)
            throw fail("cannot write: \(String(cString: strerror(errno)))")
        }
        file = stream

        do {
            // One entry past the palette, so a frame that draws with every colour
            // still finds a transparent index inside the global table.
            try put(PaletteImage.header(width: width, height: height, palette: palette, entries: colorCount + 1))
        } catch {
            cancel()
            throw error
        }
    }

    deinit {
        if file != nil { cancel() }
    }

    /// A frame the writer has decided to store: the frame, its delay in
    /// centiseconds, and the frame it is drawn over (nil for the first).
    /// Encoding one needs nothing else, so the writes a render plans can be
    /// encoded on any thread, in any order, and appended in order.
    package struct Write: Sendable {
        let frame: PlannedFrame
        let delay: Int
        let under: [UInt8]?
        let disposal: Disposal
        let encoder: FrameEncoder

        /// The GIF image to `append`.
        package func encode() throws -> [UInt8] {
            try encoder.scratches.withScratch {
                try encoder.encode(frame, over: under, delay: delay, disposal: disposal, scratch: $0)
            }
        }
    }

    /// Adds the next frame; it is shown for 1/fps s (more once merged).
    public func add(_ frame: IndexedFrame) throws {
        try add([frame])
    }

    /// Adds the next frames in order, as if one by one, but encodes the ones
    /// this completes in parallel; they reach the file in order, so the bytes
    /// do not depend on batching or threads.
    public func add(_ frames: [IndexedFrame]) throws {
        var planned: [Write] = []
        var failure: Error?
        for frame in frames {
            do {
                if let write = try plan(PlannedFrame(frame)) { planned.append(write) }
            } catch { failure = error; break }
        }
        let writes = planned
        var encoded = [Result<[UInt8], Error>](repeating: .success([]), count: writes.count)
        encoded.withUnsafeMutableBufferPointer { encoded in
            // Unsafe: each iteration writes only its own element, and all are done before it is read.
            nonisolated(unsafe) let out = encoded
            DispatchQueue.concurrentPerform(iterations: writes.count) { i in out[i] = Result { try writes[i].encode() } }
        }
        for bytes in encoded { try append(bytes.get()) }
        if let failure { throw failure }
    }

    /// The next frame, in order: the write it completes, if any (the frame
    /// held before it, now that its delay is known), else nil (it is held, or
    /// merged into the frame before it). `append` each write's `encode()`,
    /// in the order planned.
    package func plan(_ frame: PlannedFrame) throws -> Write? {
        guard file != nil else { throw FrolicError(file: path, field: "-o", "GIF is already finished or cancelled") }
        guard frame.frame.width == width, frame.frame.height == height else {
            throw FrolicError(file: path, field: "-o", "frame is \(frame.frame.width)×\(frame.frame.height), the GIF is \(width)×\(height)")
        }
        let n = framesAdded
        framesAdded += 1
        guard let held = pending else {
            pending = frame; pendingStart = n
            return nil
        }
        if Self.sameIndices(frame.frame, held.frame) { return nil }
        let delay = clock.delay(from: pendingStart, to: n)
        if delay < FrameClock.minimumDelay {
            pending = frame  // keeps pendingStart: the new frame takes over the short frame's time
            return nil
        }
        pending = frame; pendingStart = n
        return write(held, delay: delay, disposal: frame.disposalBefore)
    }

    /// A frame of a render as the GIF shows it, with its truecolor frame.
    package typealias Shown = (frame: IndexedFrame, truecolor: Frame)

    /// The next frame of a render, in order. Each frame is made lossy by
    /// `lossy` (which may draw it over `canvas`, taking back the frame planned
    /// before it) once the frame after it is known, so this plans the frame
    /// before `frame`: it returns that one as the GIF shows it and the write
    /// it completes, if any. `planLast` plans the last frame.
    package func plan(_ frame: IndexedFrame, truecolor: Frame, lossy: LossyFrames) throws -> (shown: Shown?, write: Write?) {
        guard file != nil else { throw FrolicError(file: path, field: "-o", "GIF is already finished or cancelled") }
        guard let (held, heldTruecolor) = late else { late = (frame, truecolor); return (nil, nil) }
        let planned = try planLate(held, truecolor: heldTruecolor, next: truecolor, lossy: lossy)
        late = (frame, truecolor)
        return planned
    }

    /// The last frame `plan` was given, planned: call it once all are given, before `finish`.
    package func planLast(lossy: LossyFrames) throws -> (shown: Shown?, write: Write?) {
        defer { late = nil }
        guard let (held, truecolor) = late else { return (nil, nil) }
        return try planLate(held, truecolor: truecolor, next: nil, lossy: lossy)
    }

    private func planLate(_ frame: IndexedFrame, truecolor: Frame, next: Frame?, lossy: LossyFrames) throws -> (shown: Shown?, write: Write?) {
        let planned = lossy.simplify(frame, truecolor: truecolor, next: next, restorable: canvas)
        return ((planned.frame, truecolor), try plan(planned))
    }

    /// Appends an encoded write to the file; writes must come in the order planned.
    package func append(_ image: [UInt8]) throws {
        try put(image)
        writtenFrames += 1
    }

    /// Writes the last frame and the trailer, then moves the GIF to `path`.
    public func finish() throws {
        guard let stream = file else { throw FrolicError(file: path, field: "-o", "GIF is already finished or cancelled") }
        guard late == nil else {
            cancel()
            throw FrolicError(file: path, field: "-o", "a frame given to plan(_:truecolor:lossy:) was never planned: planLast(lossy:) comes first")
        }
        guard let last = pending else {
            cancel()
            throw FrolicError(file: path, field: "-o", "no frames to write")
        }
        do {
            try append(write(last, delay: clock.finalDelay(from: pendingStart, frames: framesAdded), disposal: .keep).encode())
        } catch {
            cancel()
            throw error
        }
        pending = nil
        do { try put(PaletteImage.trailer()) } catch { cancel(); throw error }
        let failed = fflush(stream) != 0 || ferror(stream) != 0 || fsync(fileno(stream)) != 0
        let reason = String(cString: strerror(errno))
        file = nil
        if fclose(stream) != 0 || failed {
            unlink(tempPath)
            throw FrolicError(file: path, field: "-o", "cannot write: \(reason)")
        }
        guard rename(tempPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tempPath)
            throw FrolicError(file: path, field: "-o", "cannot write: \(reason)")
        }
        syncFolder()
        var info = stat()
        bytesWritten = stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// Abandons the GIF: nothing is left at `path` or beside it.
    public func cancel() {
        if let stream = file {
            fclose(stream)
            file = nil
            unlink(tempPath)
        }
        pending = nil
        late = nil
    }

    /// A write of `frame` over the canvas, which it then becomes unless it is taken back.
    private func write(_ frame: PlannedFrame, delay: Int, disposal: Disposal) -> Write {
        defer { if disposal == .keep { canvas = frame.frame.indices } }
        return Write(frame: frame, delay: delay, under: canvas, disposal: disposal, encoder: encoder)
    }

    /// Equal frames, compared eight bytes at a time (`IndexedFrame`'s `==` goes byte by byte).
    private static func sameIndices(_ a: IndexedFrame, _ b: IndexedFrame) -> Bool {
        guard a.width == b.width, a.height == b.height, a.indices.count == b.indices.count else { return false }
        return a.indices.withUnsafeBufferPointer { x in
            b.indices.withUnsafeBufferPointer { y in
                x.baseAddress == y.baseAddress || x.isEmpty
                    || ByteRuns.equal(x.baseAddress!, y.baseAddress!, from: 0, to: x.count) == x.count
            }
        }
    }

    /// Takes the encoder's call rather than its bytes so that libgd running out
    /// of memory surfaces as a `FrolicError` line like every other write failure.
    private func put(_ encoded: @autoclosure () throws -> [UInt8]) throws {
        guard let stream = file else { throw FrolicError(file: path, field: "-o", "GIF is already finished or cancelled") }
        let bytes: [UInt8]
        do { bytes = try encoded() } catch is PaletteImageError {
            throw FrolicError(file: path, field: "-o", "cannot write: out of memory")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
        guard written == bytes.count else {
            throw FrolicError(file: path, field: "-o", "cannot write: \(String(cString: strerror(errno)))")
        }
    }

    /// Makes the rename itself durable.
    private func syncFolder() {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fd = open(folder, O_RDONLY)
        if fd >= 0 { _ = fsync(fd); close(fd) }
    }
}
