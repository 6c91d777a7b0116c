import CGD
import Foundation
import FrolicCore

/// Decodes a picture file through libgd into premultiplied pixels. The format
/// is taken from the file's first bytes, not its name, so a mislabelled file
/// still loads and a garbage file gets a clear error instead of a libpng crash.
enum PictureDecoder {
    static func decode(path: String) throws -> TextureLevel {
        let kind = (path as NSString).pathExtension.lowercased()
        let label = kind == "jpg" || kind == "jpeg" ? "JPEG" : kind == "webp" ? "WebP" : "PNG"
        let unreadable = PictureError.unreadable(path: path, format: label)
        guard let data = FileManager.default.contents(atPath: path), data.count >= 16 else { throw unreadable }
        let bytes = [UInt8](data)
        if let (w, h) = PictureHeader.size(of: bytes) { try checkSize(w, h, path) }
        GD.setUp()
        let image: gdImagePtr? = bytes.withUnsafeBytes { raw in
            let p = UnsafeMutableRawPointer(mutating: raw.baseAddress)
            let n = Int32(clamping: raw.count)
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return gdImageCreateFromPngPtr(n, p) }
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return gdImageCreateFromJpegPtr(n, p) }
            if bytes.starts(with: Array("RIFF".utf8)), bytes[8 ..< 12].elementsEqual("WEBP".utf8) {
                return gdImageCreateFromWebpPtr(n, p)
            }
            return nil
        }
        guard let im = image else { throw unreadable }
        defer { gdImageDestroy(im) }
        let w = Int(im.pointee.sx), h = Int(im.pointee.sy)
        try checkSize(w, h, path)
        if im.pointee.trueColor == 0, gdImagePaletteToTrueColor(im) == 0 { throw unreadable }
        return TextureLevel(width: w, height: h, pixels: GD.premultipliedPixels(of: im))
    }

    static func checkSize(_ w: Int, _ h: Int, _ path: String) throws {
        guard w > 0, h > 0, w <= PictureLimits.maxSide, h <= PictureLimits.maxSide else {
            throw PictureError.badSize(path: path, width: w, height: h)
        }
    }
}
