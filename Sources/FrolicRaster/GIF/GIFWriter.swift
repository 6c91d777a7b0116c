import FrolicCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Streams indexed frames into an animated GIF (one global palette, loops
/// forever) through libgd, keeping only the previously written canvas and one
/// pending frame in memory.
///
/// Frame differencing is done here, not by libgd's `previm` (which drops
/// identical frames and their delays): each frame after the first is cropped
/// to the rectangle that changed against the canvas as written so far; inside
/// it, unchanged pixels are sent as they are, as transparent, or each as
/// whichever helps LZW (`DontCarePixels`), by what encodes smallest; the frame
/// is drawn over the previous one (disposal 1, "do not dispose"). Identical
/// consecutive frames become one frame whose delay is their sum.
///
/// Delays follow `FrameClock`, so the total is exact for any frame rate. Above
/// 50 fps some frames would get a delay below 2 cs, which browsers slow down
/// to 10 cs; such a frame is not written and its time goes to the frame after
/// it (only the last frame is then written with 2 cs, which may end the loop
/// up to 1 cs late).
///
/// The GIF grows in a hidden temporary file beside `path` and replaces `path`
/// atomically in `finish()`; `cancel()`, or dropping the writer unfinished,
/// removes it, so a failed render leaves nothing at `path`.
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
    private let tempPath: String
    private var file: UnsafeMutablePointer<FILE>?
    private var canvas: [UInt8] = []
    private var pending: IndexedFrame?
    private var pendingStart = 0
    private var framesAdded = 0

    public init(path: String, width: Int, height: Int, palette: Palette, fps: Int) throws {
        self.path = path; self.width = width; self.height = height
        self.palette = palette; self.fps = fps
        clock = FrameClock(fps: max(fps, 1))
        colorCount = max(palette.colors.count, 1)
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

        var template = Array("\(folder)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw fail("cannot write: \(String(cString: strerror(errno)))") }
        tempPath = String(cString: template)
        // mkstemp makes the file private (0600); a GIF is meant to be shared.
        _ = fchmod(fd, 0o644)
        guard let stream = fdopen(fd, "wb") else {
            close(fd); unlink(tempPath)
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

    /// Adds the next frame; it is shown for 1/fps s (more once merged).
    public func add(_ frame: IndexedFrame) throws {
        guard file != nil else { throw FrolicError(file: path, field: "-o", "GIF is already finished or cancelled") }
        guard frame.width == width, frame.height == height else {
            throw FrolicError(file: path, field: "-o", "frame is \(frame.width)×\(frame.height), the GIF is \(width)×\(height)")
        }
        let n = framesAdded
        framesAdded += 1
        guard let held = pending else {
            pending = frame; pendingStart = n
            return
        }
        if frame == held { return }
        let delay = clock.delay(from: pendingStart, to: n)
        if delay < FrameClock.minimumDelay {
            pending = frame  // keeps pendingStart: the new frame takes over the short frame's time
            return
        }
        try write(held, delay: delay)
        pending = frame; pendingStart = n
    }

    /// Writes the last frame and the trailer, then moves the GIF to `path`.
    public func finish() throws {
        guard let stream = file else { throw FrolicError(file: path, field: "-o", "GIF is already finished or cancelled") }
        guard let last = pending else {
            cancel()
            throw FrolicError(file: path, field: "-o", "no frames to write")
        }
        do {
            try write(last, delay: max(FrameClock.minimumDelay, clock.delay(from: pendingStart, to: framesAdded)))
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
    }

    private func write(_ frame: IndexedFrame, delay: Int) throws {
        if let bad = frame.indices.first(where: { Int($0) >= colorCount }) {
            throw FrolicError(file: path, field: "-o", "frame uses colour index \(bad), the palette has \(palette.colors.count) colours")
        }
        if writtenFrames == 0 {
            let whole = PaletteImage.Placement(left: 0, top: 0, width: width, height: height)
            try put(PaletteImage.encode(frame.indices, at: whole, palette: palette, entries: Int(frame.indices.max() ?? 0) + 1,
                                        transparent: nil, delay: delay))
            canvas = frame.indices
        } else {
            // A frame equal to the canvas can only follow a merged-away short frame;
            // it still needs writing to carry its delay, as one unchanged pixel.
            let rect = ChangedRect(from: canvas, to: frame.indices, width: width, height: height)
                ?? ChangedRect(x: 0, y: 0, width: 1, height: 1)
            // The transparent index is the lowest one this image does not draw with
            // (there is one: a palette has at most 255 colours), and each image
            // carries only the entries up to its highest index: both keep LZW codes
            // as short as the image allows.
            let (opaque, holey, clear) = Self.patches(of: frame.indices, over: &canvas, width: width, rect: rect)

            // Transparency wins where unchanged pixels are scattered among changed
            // ones (gradients, anti-aliased motion); plain cropped pixels win where
            // holes would only break long runs of flat colour; choosing per pixel
            // with LZW in mind beats both on most frames, but not all. Rank the
            // three by their exact LZW size and let libgd encode only the smallest
            // (ties: the earlier).
            let place = PaletteImage.Placement(left: rect.x, top: rect.y, width: rect.width, height: rect.height)
            let plainEntries = Int(opaque.max() ?? 0) + 1
            let holeEntries = max(plainEntries, Int(clear) + 1)
            let holeBits = LZWSize.codeBits(entries: holeEntries)
            let mixed = DontCarePixels.choose(opaque: opaque, holey: holey, clear: clear, codeBits: holeBits)
            let candidates: [(pixels: [UInt8], entries: Int, transparent: UInt8?)] = [
                (opaque, plainEntries, nil), (holey, holeEntries, clear), (mixed, holeEntries, clear),
            ]
            let sizes = candidates.map { LZWSize.bits(of: $0.pixels, codeBits: LZWSize.codeBits(entries: $0.entries)) }
            let best = candidates[sizes.indices.min { sizes[$0] < sizes[$1] } ?? 0]
            try put(PaletteImage.encode(best.pixels, at: place, palette: palette, entries: best.entries,
                                        transparent: best.transparent, delay: delay))
        }
        writtenFrames += 1
    }

    /// The changed rectangle of `indices` twice: as it is (`opaque`) and with
    /// the pixels that equal `canvas` set to `clear`, the lowest index no changed
    /// pixel uses. Brings `canvas` up to date.
    private static func patches(of indices: [UInt8], over canvas: inout [UInt8], width: Int,
                                rect: ChangedRect) -> (opaque: [UInt8], holey: [UInt8], clear: UInt8) {
        let count = rect.width * rect.height
        var opaque = [UInt8](repeating: 0, count: count)
        var changed = [Bool](repeating: false, count: count)
        var drawn = [Bool](repeating: false, count: 256)
        indices.withUnsafeBufferPointer { source in
        canvas.withUnsafeMutableBufferPointer { canvas in
        opaque.withUnsafeMutableBufferPointer { opaque in
        changed.withUnsafeMutableBufferPointer { changed in
            for row in 0..<rect.height {
                let base = (rect.y + row) * width + rect.x, out = row * rect.width
                for col in 0..<rect.width {
                    let new = source[base + col]
                    opaque[out + col] = new
                    if canvas[base + col] != new {
                        changed[out + col] = true
                        drawn[Int(new)] = true
                        canvas[base + col] = new
                    }
                }
            }
        }}}}
        let clear = UInt8(drawn.firstIndex(of: false) ?? Palette.maxColors)
        var holey = opaque
        holey.withUnsafeMutableBufferPointer { holey in
            changed.withUnsafeBufferPointer { changed in
                for i in 0..<count where !changed[i] { holey[i] = clear }
            }
        }
        return (opaque, holey, clear)
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
