import Testing
import FrolicCore
@testable import FrolicRaster

@Suite struct PictureFillTests {
    let pictures: PictureLibrary = {
        let dir = TestPictures.folder()
        TestPictures.scene(in: dir)
        return PictureLibrary(searchPaths: [dir])
    }()

    @Test func pixelBlocksAreUniformAndAnchoredAtTheCentre() throws {
        let f = try render([.picture(PictureFill(picture: "scene", frame: Rect(x: 0, y: 0, width: 120, height: 80),
                                                 contentMode: .stretch, pixelBlock: 16))],
                           size: Size(120, 80), pictures: pictures)
        // Block edges at 60 ± 16k: 12, 28, 44, 60, 76 … (and 40 ± 16k vertically).
        for x in 44 ..< 60 { #expect(f[x, 30] == f[44, 30]) }
        for y in 24 ..< 40 { #expect(f[50, y] == f[50, 24]) }
        #expect(f[43, 30] != f[44, 30] && f[59, 30] != f[60, 30])
        #expect(f[47, 30] == f[48, 30], "a corner-anchored grid would break here")
    }

    @Test func aspectFillCropsAndClips() throws {
        let f = try render([.picture(PictureFill(picture: "scene", frame: Rect(x: 10, y: 5, width: 20, height: 20),
                                                 clip: Rect(x: 0, y: 0, width: 40, height: 15)))],
                           pictures: pictures)
        #expect(f[9, 10] == 0 && f[10, 10] != 0 && f[29, 10] != 0 && f[30, 10] == 0)
        #expect(f[20, 14] != 0 && f[20, 15] == 0)
    }

    @Test func blurBoxSizeFollowsMGSpoty() {
        // ⌊r·3·√(2π)/4 + 0.5⌋, forced odd: r = 8 → 15, r = 20 → 38 → 39.
        #expect(BoxBlur.boxSize(radius: 8) == 15)
        #expect(BoxBlur.boxSize(radius: 20) == 39)
        #expect(BoxBlur.boxSize(radius: 0) == 0)
    }

    @Test func blurSoftensButKeepsTheMean() throws {
        let sharp = try render([.picture(PictureFill(picture: "scene", frame: Rect(x: 0, y: 0, width: 40, height: 30)))],
                               pictures: pictures)
        let blurred = try render([.picture(PictureFill(picture: "scene", frame: Rect(x: 0, y: 0, width: 40, height: 30),
                                                       blurRadius: 3))], pictures: pictures)
        func contrast(_ f: Frame) -> Int { (1 ..< f.width).map { abs(f[$0, 15].blue - f[$0 - 1, 15].blue) }.reduce(0, +) }
        #expect(contrast(blurred) < contrast(sharp) / 2)
        let mean = { (f: Frame) in Double(f.pixels.map(\.red).reduce(0, +)) / Double(f.pixels.count) }
        #expect(abs(mean(sharp) - mean(blurred)) < 3)
    }
}

@Suite struct HostileValueTests {
    @Test func absurdValuesDrawNothingAndDoNotTrap() throws {
        let dir = TestPictures.folder()
        TestPictures.scene(in: dir)
        let lib = PictureLibrary(searchPaths: [dir])
        let huge = 1e300
        let f = try render([
            .picture(PictureFill(picture: "scene", frame: Rect(x: -huge, y: 0, width: 2 * huge, height: 30), pixelBlock: huge, blurRadius: huge)),
            .rect(Rect(x: .nan, y: 0, width: 5, height: 5), cornerRadius: .infinity, style: .fill(.white)),
            .ellipse(Rect(x: 0, y: 0, width: huge, height: 5), style: ShapeStyle(stroke: .white, lineWidth: .infinity)),
            .sprite(Sprite(picture: "scene", center: Point(huge, -huge), size: Size(1e-300, huge), rotation: .nan)),
            .text(TextRun("x", in: Rect(x: huge, y: 0, width: 1, height: 1), fontSize: huge, color: .white)),
            .layer(Layer([.fill(.white)], transform: Transform(a: 1e-300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0), opacity: 0.5)),
        ], pictures: lib)
        #expect(f.width == 40)
        let error = #expect(throws: DisplayListSizeError.self) { try render([], size: Size(.infinity, 10)) }
        #expect(error?.problem == .notPositive(side: .width, points: .infinity))
    }
}
