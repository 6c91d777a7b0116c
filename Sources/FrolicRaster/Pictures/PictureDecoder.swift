import CGD
import Foundation
import FrolicCore

/// Decodes a picture file through libgd into premultiplied pixels. The format
/// is taken from the file's first bytes, not its name, so a mislabelled file
/// still loads and a garbage file gets a clear error instead of a libpng crash.
/// A picture that decodes only with damage (a truncated JPEG, which libjpeg
/// completes in grey) is refused, as a truncated PNG or WebP is. The pixels
/// are turned as the file's EXIF orientation says (`ExifOrientation`).
enum PictureDecoder {
    static func decode(path: String) throws -> TextureLevel {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PictureError.unreadable(path: path, format: "PNG, JPEG or WebP")
        }
        guard let label = PictureHeader.format(of: data) else { throw PictureError.notAPicture(path: path) }
        let unreadable = PictureError.unreadable(path: path, format: label)
        guard data.count >= 16 else { throw unreadable }
        var bytes = [UInt8](data)
        if let (w, h) = PictureHeader.size(of: bytes) { try checkSize(w, h, path) }
        let orientation = ExifOrientation.of(bytes)
        if bytes.starts(with: PNGChunks.signature) {
            switch PNGChunks.essential(bytes) {
            case .pixels(let essential): bytes = essential
            case .damaged(let reason): throw PictureError.damaged(path: path, format: "PNG", reason: reason)
            }
        }
        let isPNG = bytes.starts(with: PNGChunks.signature), isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        let isWebP = bytes.starts(with: Array("RIFF".utf8)) && bytes[8 ..< 12].elementsEqual("WEBP".utf8)
        let (image, messages) = GD.collectingMessages { () -> gdImagePtr? in
            bytes.withUnsafeMutableBytes { raw in
                let p = raw.baseAddress
                let n = Int32(clamping: raw.count)
                if isPNG { return gdImageCreateFromPngPtr(n, p) }
                // With its warnings: libjpeg completes a truncated file in grey and says so only there.
                if isJPEG { return gdImageCreateFromJpegPtrEx(n, p, 0) }
                if isWebP { return gdImageCreateFromWebpPtr(n, p) }
                return nil
            }
        }
        guard let im = image else { throw unreadable }
        defer { gdImageDestroy(im) }
        if let damage = messages.lazy.compactMap(JPEGWarning.damage).first {
            throw PictureError.damaged(path: path, format: "JPEG", reason: damage)
        }
        let w = Int(im.pointee.sx), h = Int(im.pointee.sy)
        try checkSize(w, h, path)
        if im.pointee.trueColor == 0, gdImagePaletteToTrueColor(im) == 0 { throw unreadable }
        return ExifOrientation.apply(orientation, to: TextureLevel(width: w, height: h, pixels: GD.premultipliedPixels(of: im)))
    }

    static func checkSize(_ w: Int, _ h: Int, _ path: String) throws {
        guard w > 0, h > 0, w <= PictureLimits.maxSide, h <= PictureLimits.maxSide else {
            throw PictureError.badSize(path: path, width: w, height: h)
        }
    }
}

/// libjpeg's recoverable errors, as libgd passes them on (`gd-jpeg, libjpeg:
/// recoverable error: Premature end of JPEG file`): the ones that mean lost
/// or wrong pixels, in plain words; nil for the few that change nothing drawn.
enum JPEGWarning {
    static let prefix = "libjpeg: recoverable error: "

    /// Said of files whose pixels are whole: a newer JFIF revision, an
    /// unusual Adobe transform code, scan parameters a baseline file may carry.
    static let harmless = ["unknown JFIF revision", "Unknown Adobe color transform", "Invalid SOS parameters for sequential JPEG"]

    static func damage(_ message: String) -> String? {
        guard let start = message.range(of: prefix) else { return nil }
        let reason = String(message[start.upperBound...])
        guard !harmless.contains(where: { reason.contains($0) }) else { return nil }
        if reason.hasPrefix("Premature end of JPEG file") { return "the file ends before the picture does (truncated)" }
        return reason
    }
}
