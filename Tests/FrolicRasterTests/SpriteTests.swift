import Testing
import FrolicCore
@testable import FrolicRaster

@Suite struct SpriteTests {
    let pictures: PictureLibrary = {
        let dir = TestPictures.folder()
        TestPictures.marked(in: dir)
        TestPictures.flake(in: dir)
        return PictureLibrary(searchPaths: [dir])
    }()

    func sprite(rotation: Double = 0, opacity: Double = 1, tint: Color? = nil) throws -> Frame {
        try render([.sprite(Sprite(picture: "marked", center: Point(10, 10), size: Size(8, 8),
                                   rotation: rotation, opacity: opacity, tint: tint))], size: Size(20, 20), pictures: pictures)
    }

    @Test func pixelAlignedSpriteIsAnExactCopy() throws {
        let f = try sprite()
        #expect(f[6, 6] == 0x00FF00 && f[7, 7] == 0x00FF00 && f[8, 8] == 0xFF0000 && f[13, 13] == 0xFF0000)
        #expect(f[5, 10] == 0 && f[14, 10] == 0)
    }

    @Test func quarterTurnMovesTheMarkToTheTopRight() throws {
        // Clockwise on screen (y down): the top-left corner goes to the top right.
        let f = try sprite(rotation: .pi / 2)
        #expect(f[12, 6].green > 200 && f[13, 7].green > 200)
        #expect(f[6, 6].red > 200 && f[6, 6].green < 50)
    }

    @Test func opacityAndTintMultiply() throws {
        #expect(abs(try sprite(opacity: 0.5)[10, 10].red - 128) <= 1)
        let tinted = try sprite(tint: Color(0.5, 1, 1))[10, 10]
        #expect(abs(tinted.red - 128) <= 1 && tinted.green == 0)
    }

    @Test func subPixelMoveShiftsCoverageSmoothly() throws {
        func at(_ x: Double) throws -> Frame {
            try render([.sprite(Sprite(picture: "marked", center: Point(x, 10), size: Size(8, 8)))],
                       size: Size(20, 20), pictures: pictures)
        }
        let a = try at(10), b = try at(10.25)
        // The left edge column loses a quarter, the next column to the right gains it.
        #expect(abs(b[6, 10].red - 191) <= 2 && b[6, 10].green == 0)
        #expect(abs(b[14, 10].red - 64) <= 2 && a[14, 10] == 0)
    }

    @Test func smallSpriteUsesSmoothMip() throws {
        let f = try render([.sprite(Sprite(picture: "flake", center: Point(10, 10), size: Size(6, 6)))],
                           size: Size(20, 20), pictures: pictures)
        #expect(f[10, 10].red > 0)
        #expect(f.pixels.allSatisfy { $0.red == $0.green && $0.green == $0.blue })
    }

    @Test func missingAndCorruptPicturesAreClearErrors() throws {
        let dir = TestPictures.folder()
        let garbage = Array("this is not a png at all, just words".utf8)
        _ = FileManager.default.createFile(atPath: dir + "/broken.png", contents: Data(garbage))
        let lib = PictureLibrary(searchPaths: [dir])
        #expect(throws: PictureError.notFound(name: "nope", searched: [dir])) {
            try lib.pixelSize(of: "nope")
        }
        #expect(throws: PictureError.notAPicture(path: dir + "/broken.png")) {
            try lib.pixelSize(of: "broken")
        }
        #expect(throws: PictureError.notFound(name: dir + "/nope", searched: [])) {
            try lib.pixelSize(of: dir + "/nope")
        }
        TestPictures.write("wide", width: 4, height: 2, in: dir) { _, _ in 0xFFFF0000 }
        #expect(try PictureLibrary(searchPaths: []).pixelSize(of: dir + "/wide") == Size(4, 2))
    }

    @Test func resampledAveragesAreas() throws {
        let dir = TestPictures.folder()
        TestPictures.write("halves", width: 4, height: 2, in: dir) { x, _ in x < 2 ? 0xFFFF0000 : 0xFF0000FF }
        let lib = PictureLibrary(searchPaths: [dir])
        #expect(try lib.pixelSize(of: "halves") == Size(4, 2))
        let one = try lib.resampled("halves", width: 1, height: 1)
        #expect(one.count == 1 && abs(one[0].r - 0.5) < 0.01 && abs(one[0].b - 0.5) < 0.01 && one[0].a == 1)
        #expect(try lib.resampled("halves", width: 2, height: 1).map(\.r) == [1, 0])
    }
}

import Foundation
