import CGD
import Foundation
import Testing
@testable import FrolicRaster

/// The sizes a picture's header states, read without decoding, are the sizes
/// libgd decodes, for every format the decoder reads.
@Suite struct PictureHeaderTests {
    /// A 37 × 21 picture encoded by libgd as PNG, JPEG, lossy and lossless WebP.
    static func encoded() -> [(String, [UInt8])] {
        let im = gdImageCreateTrueColor(37, 21)!
        defer { gdImageDestroy(im) }
        gdImageFilledRectangle(im, 3, 3, 20, 10, 0x00FF_8040)
        func bytes(_ encode: (UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer?) -> [UInt8] {
            var size: Int32 = 0
            let p = encode(&size)!
            defer { gdFree(p) }
            return [UInt8](UnsafeRawBufferPointer(start: p, count: Int(size)))
        }
        return [
            ("PNG", bytes { gdImagePngPtr(im, $0) }),
            ("JPEG", bytes { gdImageJpegPtr(im, $0, 80) }),
            ("WebP VP8", bytes { gdImageWebpPtrEx(im, $0, 80) }),
            ("WebP VP8L", bytes { gdImageWebpPtrEx(im, $0, Int32(gdWebpLossless)) }),
        ]
    }

    @Test func everyFormatsHeaderGivesItsSize() throws {
        for (format, bytes) in Self.encoded() {
            let size = try #require(PictureHeader.size(of: bytes), "\(format)")
            #expect(size.width == 37 && size.height == 21, "\(format): \(size)")
        }
    }

    /// An EXIF-sized segment before JPEG's frame header is stepped over.
    @Test func aJPEGFrameAfterALargeSegmentIsFound() throws {
        let jpeg = try #require(Self.encoded().first { $0.0 == "JPEG" }?.1)
        let app1: [UInt8] = [0xFF, 0xE1, 0xEA, 0x62] + [UInt8](repeating: 0x45, count: 0xEA62 - 2)
        let withExif = Array(jpeg[0 ..< 2]) + app1 + Array(jpeg[2...])
        let size = try #require(PictureHeader.size(of: withExif))
        #expect(size.width == 37 && size.height == 21)
    }

    /// WebP's extended header states the canvas in 24 bits a side.
    @Test func anExtendedWebPStatesItsCanvas() throws {
        var vp8x = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        vp8x += [0xFF, 0x1F, 0x00, 0x00, 0x10, 0x00]   // 8191 + 1 wide, 4096 + 1 high
        let size = try #require(PictureHeader.size(of: vp8x))
        #expect(size.width == 8192 && size.height == 4097)
    }

    @Test func somethingElseHasNoSize() {
        #expect(PictureHeader.size(of: Array("GIF89a".utf8) + [1, 0, 1, 0]) == nil)
        #expect(PictureHeader.size(of: [0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(PictureHeader.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0x00]) == nil)
        #expect(PictureHeader.size(of: [UInt8]()) == nil)
    }

    /// A header stating more than the budget is refused before decoding:
    /// the third distinct 8192² picture passes 512 MiB, a repeated one does not.
    @Test func theBudgetCountsDistinctPicturesFromTheirHeaders() throws {
        let dir = TestPictures.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Only the first bytes are read: a PNG signature and IHDR claiming 8192 × 8192.
        let ihdr: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x20, 0, 0, 0, 0x20, 0, 8, 6, 0, 0, 0]
        for name in ["a", "b", "c"] {
            #expect(FileManager.default.createFile(atPath: "\(dir)/\(name).png", contents: Data(ihdr)))
        }
        let library = PictureLibrary(searchPaths: [dir])
        #expect(library.firstPastBudget(["a", "b", "a", "b"]) == nil)
        let past = try #require(library.firstPastBudget(["a", "a", "b", "missing", "c"]))
        #expect(past.index == 4 && past.bytes == 3 * 8192 * 8192 * 4 && past.width == 8192)
    }
}
