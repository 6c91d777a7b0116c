import CGD
import Foundation
import FrolicCore

/// Frames as PNG files, through libgd (for `--frames-dir` and snapshots).
package enum PNGFile {
    /// Writes atomically (a temporary file renamed into place), so a reader
    /// never sees half a PNG and a failed write leaves nothing at `path`.
    package static func write(_ frame: Frame, to path: String) throws(PNGFileError) {
        let png = try encode(frame, path: path)
        do {
            try png.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// The PNG file's bytes; `path` is for the error.
    package static func encode(_ frame: Frame, path: String) throws(PNGFileError) -> Data {
        guard frame.width > 0, frame.height > 0,
              let im = gdImageCreateTrueColor(Int32(frame.width), Int32(frame.height)) else {
            throw .cannotMake(path: path, width: frame.width, height: frame.height)
        }
        defer { gdImageDestroy(im) }
        for y in 0 ..< frame.height {
            guard let row = im.pointee.tpixels[y] else { continue }
            for x in 0 ..< frame.width { row[x] = Int32(bitPattern: frame.pixels[y * frame.width + x] & 0x00FF_FFFF) }
        }
        var size: Int32 = 0
        guard let bytes = gdImagePngPtr(im, &size), size > 0 else {
            throw .cannotEncode(path: path)
        }
        defer { gdFree(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    /// An 8-bit palette PNG of `frame` (palette indices into `palette`): a
    /// third the bytes of a truecolor one for the snapshot report's sheets of
    /// thumbnails. `path` is for the error.
    package static func encode(_ frame: IndexedFrame, palette: Palette, path: String) throws(PNGFileError) -> Data {
        guard frame.width > 0, frame.height > 0, !palette.colors.isEmpty,
              let im = gdImageCreate(Int32(frame.width), Int32(frame.height)) else {
            throw .cannotMake(path: path, width: frame.width, height: frame.height)
        }
        defer { gdImageDestroy(im) }
        for c in palette.colors { _ = gdImageColorAllocate(im, Int32(c >> 16 & 0xFF), Int32(c >> 8 & 0xFF), Int32(c & 0xFF)) }
        for y in 0 ..< frame.height {
            guard let row = im.pointee.pixels[y] else { continue }
            for x in 0 ..< frame.width { row[x] = frame.indices[y * frame.width + x] }
        }
        var size: Int32 = 0
        guard let bytes = gdImagePngPtr(im, &size), size > 0 else {
            throw .cannotEncode(path: path)
        }
        defer { gdFree(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    /// Reads any PNG as an opaque frame. Transparent pixels are composited over
    /// black, the same background the rasterizer's canvas starts from, so a
    /// frame written and read back is unchanged.
    package static func read(_ path: String) throws(PNGFileError) -> Frame {
        GD.setUp()
        let unreadable = PNGFileError.unreadable(path: path)
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { throw unreadable }
        let image: gdImagePtr? = data.withUnsafeBytes { raw in
            gdImageCreateFromPngPtr(Int32(clamping: raw.count), UnsafeMutableRawPointer(mutating: raw.baseAddress))
        }
        guard let im = image else { throw unreadable }
        defer { gdImageDestroy(im) }
        if im.pointee.trueColor == 0, gdImagePaletteToTrueColor(im) == 0 { throw unreadable }
        let w = Int(im.pointee.sx), h = Int(im.pointee.sy)
        // Premultiplied over black is exactly the colour channels.
        return Frame(width: w, height: h, pixels: GD.premultipliedPixels(of: im).map { $0 & 0x00FF_FFFF })
    }
}

/// Why a PNG cannot be written, encoded or read; the file at fault. Met
/// inside a `FramesFolderError` when a render's frames (`RenderOptions`'
/// `framesDirectory`) cannot be written, and by a snapshot whose reference
/// frame is not a readable PNG.
public enum PNGFileError: Error, Hashable, Sendable, LocatedError, CustomStringConvertible {
    /// The system's reason.
    case cannotWrite(path: String, reason: String)
    /// libgd has no image of that size (a side of 0, or out of memory).
    case cannotMake(path: String, width: Int, height: Int)
    case cannotEncode(path: String)
    /// Missing, empty, or not a PNG libgd decodes.
    case unreadable(path: String)

    /// The PNG at fault.
    public var file: String {
        switch self {
        case let .cannotWrite(path, _), let .cannotMake(path, _, _), let .cannotEncode(path), let .unreadable(path): return path
        }
    }

    /// Always `file`: the PNG as a whole.
    public var field: String { "file" }

    /// What is wrong, for the error line.
    public var message: String {
        switch self {
        case let .cannotWrite(_, reason): return "cannot write PNG: \(reason)"
        case let .cannotMake(_, width, height): return "cannot make a \(width)×\(height) PNG"
        case .cannotEncode: return "libgd could not encode the PNG"
        case .unreadable: return "not a readable PNG picture"
        }
    }

    /// The same as `message`.
    public var description: String { message }
}
