import CGD
import Foundation
import FrolicTestSupport
import Testing
@testable import FrolicRaster

/// A photo stored turned, with an EXIF orientation saying how to show it,
/// decodes as every viewer shows it, from a JPEG's APP1 or a PNG's eXIf, and
/// its header size (counted against the budget before decoding) agrees.
@Suite struct ExifOrientationTests {
    /// A picture of 4×2 blocks of 8×8 pixels (whole JPEG blocks, so their
    /// colours stay apart), each its own colour: block (x, y) is red x·60, green y·120.
    static func stored(_ format: String) -> [UInt8] {
        let im = gdImageCreateTrueColor(32, 16)!
        defer { gdImageDestroy(im) }
        for y in 0 ..< 16 { for x in 0 ..< 32 { im.pointee.tpixels[y]![x] = Int32(x / 8 * 60) << 16 | Int32(y / 8 * 120) << 8 } }
        var size: Int32 = 0
        let bytes = format == "jpg" ? gdImageJpegPtr(im, &size, 100)! : gdImagePngPtr(im, &size)!
        defer { gdFree(bytes) }
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: Int(size)))
    }

    /// The stored block a decoded pixel came from, read off its colour.
    static func origin(_ pixel: UInt32) -> (Int, Int) {
        (Int((Double((pixel >> 16) & 0xFF) / 60).rounded()), Int((Double((pixel >> 8) & 0xFF) / 120).rounded()))
    }

    static func decode(_ bytes: [UInt8], as name: String) throws -> TextureLevel {
        let dir = TestPictures.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes))
        return try PictureDecoder.decode(path: dir + "/" + name)
    }

    /// Where each orientation shows stored block (0, 0), (3, 0) and (0, 1), and its size in blocks.
    static let expected: [Int: (size: (Int, Int), corners: [(Int, Int)])] = [
        1: ((4, 2), [(0, 0), (3, 0), (0, 1)]),
        2: ((4, 2), [(3, 0), (0, 0), (3, 1)]),
        3: ((4, 2), [(3, 1), (0, 1), (3, 0)]),
        4: ((4, 2), [(0, 1), (3, 1), (0, 0)]),
        5: ((2, 4), [(0, 0), (0, 3), (1, 0)]),
        6: ((2, 4), [(1, 0), (1, 3), (0, 0)]),   // turned a quarter clockwise: the top row becomes the right column
        7: ((2, 4), [(1, 3), (1, 0), (0, 3)]),
        8: ((2, 4), [(0, 3), (0, 0), (1, 3)]),
    ]

    @Test(arguments: ["png", "jpg"], [false, true])
    func everyOrientationTurnsThePixels(format: String, littleEndian: Bool) throws {
        let plain = Self.stored(format)
        for (orientation, want) in Self.expected.sorted(by: { $0.key < $1.key }) {
            let tiff = exifOrientation(orientation, littleEndian: littleEndian)
            let bytes = format == "jpg" ? jpegWithExif(plain, tiff) : pngWithExif(plain, tiff)
            let level = try Self.decode(bytes, as: "turned.\(format)")
            #expect(level.width == 8 * want.size.0 && level.height == 8 * want.size.1, "\(format) \(orientation)")
            let blocks: [(Int, Int)] = [(0, 0), (3, 0), (0, 1)]
            for (stored, shown) in zip(blocks, want.corners) {
                let from = Self.origin(level.pixels[(shown.1 * 8 + 4) * level.width + shown.0 * 8 + 4])
                let got: [Int] = [from.0, from.1], wanted: [Int] = [stored.0, stored.1]
                #expect(got == wanted, "\(format) orientation \(orientation): at \(shown) \(from), want \(stored)")
            }
            let header = bytes.withUnsafeBytes { PictureHeader.shownSize(of: $0) }
            let sides: [Int]? = header.map { [$0.width, $0.height] }, wantedSides: [Int] = [8 * want.size.0, 8 * want.size.1]
            #expect(sides == wantedSides, "\(format) \(orientation)")
        }
    }

    @Test func aPictureWithoutOrientationOrWithABrokenOneIsAsStored() throws {
        for bytes in [Self.stored("jpg"), jpegWithExif(Self.stored("jpg"), Array(exifOrientation(6).prefix(12))),
                      jpegWithExif(Self.stored("jpg"), exifOrientation(9))] {
            let level = try Self.decode(bytes, as: "plain.jpg")
            #expect(level.width == 32 && level.height == 16)
            let corner = Self.origin(level.pixels[4 * 32 + 28])
            let got: [Int] = [corner.0, corner.1]
            #expect(got == [3, 0])
        }
    }
}
