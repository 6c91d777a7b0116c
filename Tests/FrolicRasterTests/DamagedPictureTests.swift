import CGD
import Foundation
import FrolicTestSupport
import FrolicCore
import Testing
@testable import FrolicRaster

/// A picture that decodes only with damage is refused in every format, and
/// the chunks libpng warns about (on stderr, past libgd) never reach it.
@Suite struct DamagedPictureTests {
    /// A 96×64 gradient with a disc, encoded by libgd as `format` ("png", "jpg" or "webp").
    static func encoded(_ format: String) -> [UInt8] {
        let im = gdImageCreateTrueColor(96, 64)!
        defer { gdImageDestroy(im) }
        for y in 0 ..< 64 {
            for x in 0 ..< 96 {
                let inside = (x - 48) * (x - 48) + (y - 32) * (y - 32) < 400
                im.pointee.tpixels[y]![x] = inside ? 0xF0C020 : Int32(x * 2) << 16 | Int32(y * 3) << 8 | 0x80
            }
        }
        var size: Int32 = 0
        let bytes: UnsafeMutableRawPointer
        switch format {
        case "jpg": bytes = gdImageJpegPtr(im, &size, 90)
        case "webp": bytes = gdImageWebpPtr(im, &size)
        default: bytes = gdImagePngPtr(im, &size)
        }
        defer { gdFree(bytes) }
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: Int(size)))
    }

    static func decode(_ bytes: [UInt8], as name: String) throws -> TextureLevel {
        let dir = TestPictures.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return try PictureDecoder.decode(path: path)
    }

    @Test func wholePicturesDecodeInEveryFormat() throws {
        for format in ["png", "jpg", "webp"] {
            let level = try Self.decode(Self.encoded(format), as: "whole.\(format)")
            #expect(level.width == 96 && level.height == 64, "\(format)")
        }
    }

    /// libjpeg completes half a JPEG in grey and says so only in a warning: refused, naming the file.
    @Test func aTruncatedPictureIsRefusedInEveryFormat() throws {
        for format in ["png", "jpg", "webp"] {
            let whole = Self.encoded(format)
            for keep in [whole.count / 2, whole.count - 2] {
                do {
                    _ = try Self.decode(Array(whole.prefix(keep)), as: "cut.\(format)")
                    Issue.record("\(format) cut to \(keep) of \(whole.count) bytes decoded")
                } catch let error as PictureError {
                    switch error {
                    case .damaged(let path, _, let reason):
                        #expect(path.hasSuffix("/cut.\(format)"))
                        #expect(reason.contains("truncated"), "\(reason)")
                    case .unreadable(let path, _):
                        #expect(path.hasSuffix("/cut.\(format)"))
                    default:
                        Issue.record("\(format): \(error)")
                    }
                }
            }
        }
        let jpeg = Self.encoded("jpg")
        do {
            _ = try Self.decode(Array(jpeg.prefix(jpeg.count / 2)), as: "half.jpg")
            Issue.record("half a JPEG decoded")
        } catch let PictureError.damaged(path, format, reason) {
            #expect(format == "JPEG" && reason == "the file ends before the picture does (truncated)")
            #expect(PictureError.damaged(path: path, format: format, reason: reason).description
                    == "\(path): damaged JPEG picture: the file ends before the picture does (truncated); export or capture it again")
        }
    }

    @Test func corruptJPEGDataIsRefused() throws {
        var jpeg = Self.encoded("jpg")
        // Scribble over the middle of the entropy-coded data with markers libjpeg must resync after.
        for i in stride(from: jpeg.count / 2, to: jpeg.count / 2 + 40, by: 2) { jpeg[i] = 0xFF; jpeg[i + 1] = 0xD3 }
        #expect(throws: PictureError.self) { try Self.decode(jpeg, as: "scribbled.jpg") }
    }

    /// An ICC profile libpng finds fault with (it would print `libpng warning: iCCP: …`), text
    /// and gamma are left out before libgd decodes: the same pixels as the PNG without them.
    @Test func ancillaryChunksLibgdDoesNotUseAreLeftOut() throws {
        let plain = Self.encoded("png")
        let afterHeader = 8 + 12 + 13
        let extra = pngChunk("iCCP", Array("bogus".utf8) + [0, 0, 0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF, 0, 0, 0, 0, 0x00, 0x04, 0x00, 0x01])
            + pngChunk("gAMA", [0, 0, 0xB1, 0x8F]) + pngChunk("tEXt", Array("Comment\0made by a test".utf8))
        let decorated = Array(plain.prefix(afterHeader)) + extra + Array(plain.dropFirst(afterHeader))
        guard case .pixels(let kept) = PNGChunks.essential(decorated), case .pixels(let essential) = PNGChunks.essential(plain) else {
            Issue.record("refused"); return
        }
        #expect(kept == essential && kept.count < plain.count)   // libgd writes a pHYs, left out too
        #expect(try Self.decode(decorated, as: "decorated.png").pixels == (try Self.decode(plain, as: "plain.png").pixels))
        // A chunk that ends past the file, and no IEND: truncated, said at the chunk.
        #expect(PNGChunks.essential(Array(plain.dropLast(12))) == .damaged("the file ends before its IEND chunk (truncated)"))
        #expect(PNGChunks.essential(Array(plain.dropLast(14))) == .damaged("the file ends inside its IDAT chunk (truncated)"))
    }

    @Test func harmlessJPEGWarningsAreNotDamage() {
        #expect(JPEGWarning.damage("gd-jpeg, libjpeg: recoverable error: Warning: unknown JFIF revision number 3.01") == nil)
        #expect(JPEGWarning.damage("gd-jpeg, libjpeg: recoverable error: Corrupt JPEG data: bad Huffman code") == "Corrupt JPEG data: bad Huffman code")
        #expect(JPEGWarning.damage("gd-jpeg: JPEG library reports unrecoverable error: x") == nil)
    }
}
