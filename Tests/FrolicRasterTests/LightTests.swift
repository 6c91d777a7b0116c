import Testing
import FrolicCore
@testable import FrolicRaster

/// Light in the rasterizer: the blend modes' maths, the glow's soft falloff,
/// and that frames painted where they changed keep both byte for byte.
@Suite struct LightTests {
    @Test func plusAddsEachChannelAndClipsAtWhite() {
        #expect(Blend.plus(0xFFC0_8040, 0xFF80_8080) == 0xFFFF_FFC0)
        #expect(Blend.plus(0x4020_1000, 0x2010_1010) == 0x6030_2010)
        #expect(Blend.plus(0, 0x8040_2010) == 0x8040_2010)
        // A channel never passes its alpha, however much is added.
        let sum = Blend.plus(0x80_80_80_80, 0xFF_FF_FF_FF)
        #expect(sum == 0xFFFF_FFFF)
    }

    @Test func screenBrightensWithoutClipping() {
        // 128 + 128 − 128·128/255 = 191.75.
        #expect(Blend.screen(0xFF80_8080, 0xFF80_8080) == 0xFFC0_C0C0)
        #expect(Blend.screen(0xFF00_0000, 0xFF12_3456) == 0xFF12_3456, "black adds nothing")
        #expect(Blend.screen(0xFFFF_FFFF, 0xFF12_3456) == 0xFFFF_FFFF, "white stays white")
        for (s, d) in [(UInt32(0x8070_6050), UInt32(0xFF10_2030)), (0x4040_0020, 0x8000_8080)] {
            let p = Blend.screen(s, d)
            #expect((p >> 16) & 0xFF <= p >> 24 && (p >> 8) & 0xFF <= p >> 24 && p & 0xFF <= p >> 24)
        }
    }

    /// Two half-strength lights on one spot: source-over gives 3/4, plus gives all of it.
    @Test func overlappingLightAddsUpWhereNormalPaintDoesNot() throws {
        func centre(_ blend: BlendMode) throws -> Int {
            let glow = DrawCommand.glow(Glow(center: Point(20, 15), radius: 8, color: Color(1, 1, 1, 0.5), blend: blend))
            return try render([.fill(.black), glow, glow])[20, 15].red
        }
        #expect(try centre(.add) >= 250)
        #expect(abs(try centre(.normal) - 191) <= 2)
        #expect(abs(try centre(.screen) - 191) <= 2)
    }

    @Test func additiveLightVanishesOnWhite() throws {
        let f = try render([.fill(.white), .glow(Glow(center: Point(20, 15), radius: 8, color: Color(1, 0, 0, 1)))])
        #expect(f.pixels.allSatisfy { $0 == 0xFFFFFF })
    }

    /// The body falls from the centre to nothing at its radius with no step
    /// a hard disc would have, and a halo reaches further, faintly.
    @Test func aGlowFallsOffSmoothlyToNothing() throws {
        let f = try render([.glow(Glow(center: Point(40, 15), radius: 12, color: .white))], size: Size(80, 30))
        let row = (40 ..< 80).map { f[$0, 15].red }
        #expect(row[0] >= 250)
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 >= $1 }, "\(row)")
        #expect(zip(row, row.dropFirst()).map { $0 - $1 }.max()! <= 45, "no hard edge: \(row)")
        #expect(row[12...].allSatisfy { $0 == 0 })
        let haloed = try render([.glow(Glow(center: Point(40, 15), radius: 12, color: .white, halo: 2, haloStrength: 0.3))],
                                size: Size(80, 30))
        #expect(haloed[40 + 18, 15].red > 0 && haloed[40 + 18, 15].red < 40)
        #expect(haloed[40 + 25, 15].red == 0)
    }

    @Test func aHotCoreIsWhiteAndTheRimKeepsItsColour() throws {
        let f = try render([.glow(Glow(center: Point(20, 15), radius: 10, color: Color(1, 0, 0, 1), core: 0.5))])
        #expect(f[20, 15].green >= 240 && f[20, 15].blue >= 240)
        #expect(f[27, 15].red > 0 && f[27, 15].green == 0)
    }

    @Test func raysReachAlongTheirAxesOnly() throws {
        let star = Glow(center: Point(40, 40), radius: 3, color: .white, rays: 4, rayLength: 10, rayWidth: 1.5)
        let f = try render([.glow(star)], size: Size(80, 80))
        #expect(f[40 + 20, 40].red > 20 && f[40, 40 - 20].red > 20)
        #expect(f[40 + 14, 40 + 14].red == 0)
        #expect(f[40 + 31, 40].red == 0)
    }

    /// A light narrower than a pixel is drawn a pixel wide, as bright in
    /// total as it would be: it fades as it shrinks instead of flickering.
    @Test func aTinyLightKeepsItsShareOfLight() throws {
        func total(_ r: Double) throws -> Double {
            let f = try render([.glow(Glow(center: Point(20.3, 15.6), radius: r, color: .white))])
            return f.pixels.reduce(0.0) { $0 + Double($1.red) }
        }
        let big = try total(1), small = try total(0.4)
        #expect(abs(small / big - 0.16) < 0.03, "\(small) / \(big)")
    }

    /// A folder with one opaque 4×4 picture of `pixel` named `name`.
    func pictures(_ name: String, _ pixel: UInt32) -> PictureLibrary {
        let dir = TestPictures.folder()
        TestPictures.write(name, width: 4, height: 4, in: dir) { _, _ in pixel }
        return PictureLibrary(searchPaths: [dir])
    }

    @Test func anAdditiveSpriteBrightensWhatIsUnderIt() throws {
        let pictures = pictures("dot", 0xFF40_4040)
        let sprite = Sprite(picture: "dot", center: Point(20, 15), size: Size(10, 10), blend: .add)
        let f = try render([.fill(Color(0.5, 0.5, 0.5, 1)), .sprite(sprite)], pictures: pictures)
        #expect(abs(f[20, 15].red - (128 + 64)) <= 1)
        #expect(f[2, 2].red == 128)
    }

    @Test func anAdditiveLayerGlowsAsOne() throws {
        let dot = DrawCommand.ellipse(Rect(center: Point(20, 15), size: Size(10, 10)), style: .fill(Color(0.25, 0.25, 0.25, 1)))
        let f = try render([.fill(Color(0.5, 0.5, 0.5, 1)), .layer(Layer([dot], blend: .add))])
        #expect(abs(f[20, 15].red - (128 + 64)) <= 1)
    }

    /// A frame painted only where it changed is the frame painted whole, with lights moving over a picture.
    @Test func damageKeepsLightsByteForByte() throws {
        let pictures = pictures("bg", 0xFF30_5070)
        let r = Rasterizer(scale: 2, pictures: pictures)
        func list(_ t: Double) -> DisplayList {
            DisplayList(size: Size(60, 40), commands: [
                .picture(PictureFill(picture: "bg", frame: Rect(x: 0, y: 0, width: 60, height: 40))),
                .fill(Color(0, 0, 0.1, 0.8)),
                .glow(Glow(center: Point(10 + 20 * t, 20), radius: 2, color: Color(1, 0.4, 0.2, 1), core: 0.5, halo: 3,
                           rotation: 0.3, stretch: 2.5)),
                .glow(Glow(center: Point(40, 10 + 5 * t), radius: 1.5, color: .white, rays: 4, rayLength: 4, rayWidth: 0.5, blend: .normal)),
            ])
        }
        var previous = try r.render(list(0), over: nil)
        for step in 1 ... 4 {
            let l = list(Double(step) / 4)
            let painted = try r.render(l, over: previous)
            #expect(painted.frame.pixels == (try r.render(l)).pixels, "step \(step)")
            previous = painted
        }
    }
}
