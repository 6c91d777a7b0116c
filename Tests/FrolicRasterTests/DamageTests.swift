import Testing
import FrolicCore
@testable import FrolicRaster

/// Damage between display lists, and frames painted over an earlier frame
/// only where damaged, which must be the frames painted whole, pixel for pixel.
@Suite struct DamageTests {
    static let size = Size(120, 90)
    let frame = PixelRect(x0: 0, y0: 0, x1: 120, y1: 90)

    let pictures: PictureLibrary = {
        let dir = TestPictures.folder()
        TestPictures.marked(in: dir)
        TestPictures.flake(in: dir)
        // A picture with detail everywhere, as a screenshot backdrop.
        TestPictures.write("noise", width: 97, height: 71, in: dir) { x, y in
            0xFF00_0000 | UInt32((x * 37 + y * 11) & 0xFF) << 16 | UInt32((x * y * 7) & 0xFF) << 8 | UInt32((x + 3 * y) & 0xFF)
        }
        return PictureLibrary(searchPaths: [dir])
    }()

    func damage(_ old: [DrawCommand], _ new: [DrawCommand], scale: Double = 1) -> Damage {
        let bounds = PixelRect(x0: 0, y0: 0, x1: Int(Self.size.width * scale), y1: Int(Self.size.height * scale))
        return Damage.between(DisplayList(size: Self.size, commands: old), DisplayList(size: Self.size, commands: new),
                              scale: scale, frame: bounds)
    }

    func inside(_ damage: Damage, _ x: Int, _ y: Int) -> Bool {
        damage.rects.contains { $0.x0 <= x && x < $0.x1 && $0.y0 <= y && y < $0.y1 }
    }

    static let backdrop: [DrawCommand] = [
        .fill(Color(0.95, 0.95, 0.97)),
        .rect(Rect(x: 4, y: 4, width: 50, height: 20), cornerRadius: 6, style: ShapeStyle(fill: Color(0.2, 0.4, 0.9))),
        .text(TextRun("Hello", in: Rect(x: 60, y: 4, width: 50, height: 20), fontSize: 12, color: Color(0, 0, 0))),
    ]

    func dot(_ x: Double, _ y: Double) -> DrawCommand {
        .ellipse(Rect(x: x, y: y, width: 6, height: 6), style: .fill(Color(1, 0, 0)))
    }

    @Test func equalListsDamageNothing() {
        let list = Self.backdrop + [dot(30, 40)]
        #expect(damage(list, list) == .none)
    }

    @Test func movedCommandDamagesWhereItWasAndWhereItIs() {
        let d = damage(Self.backdrop + [dot(20, 40)], Self.backdrop + [dot(80, 60)])
        #expect(inside(d, 23, 43) && inside(d, 83, 63))
        #expect(!inside(d, 60, 10) && !inside(d, 5, 85))
        #expect(d.pixelCount < frame.pixelCount / 4)
    }

    @Test func addedAndRemovedCommandsDamageTheirBounds() {
        let added = damage(Self.backdrop, Self.backdrop + [dot(50, 50)])
        #expect(inside(added, 53, 53) && !inside(added, 10, 10))
        let removed = damage(Self.backdrop + [dot(50, 50)], Self.backdrop)
        #expect(removed == added)
    }

    @Test func changedColourDamagesTheCommand() {
        let a: DrawCommand = .rect(Rect(x: 70, y: 50, width: 10, height: 10), style: .fill(Color(0, 1, 0)))
        let b: DrawCommand = .rect(Rect(x: 70, y: 50, width: 10, height: 10), style: .fill(Color(0, 0, 1)))
        let d = damage(Self.backdrop + [a], Self.backdrop + [b])
        #expect(inside(d, 75, 55) && !inside(d, 20, 20))
    }

    @Test func aChangedFillDamagesTheWholeFrame() {
        let d = damage([.fill(Color(1, 1, 1))] + Self.backdrop.dropFirst(), [.fill(Color(0, 0, 0))] + Self.backdrop.dropFirst())
        #expect(d.isWhole(frame))
    }

    @Test func aResizedListDamagesTheWholeFrame() {
        let d = Damage.between(DisplayList(size: Self.size, commands: Self.backdrop), DisplayList(size: Size(60, 90), commands: Self.backdrop),
                               scale: 1, frame: frame)
        #expect(d.isWhole(frame))
    }

    @Test func aMovedLayerDamagesWhereItsContentWasAndIs() {
        func layer(_ dx: Double) -> DrawCommand {
            .layer(Layer([dot(10, 60)], transform: .translation(dx, 0), opacity: 0.5))
        }
        let d = damage(Self.backdrop + [layer(0)], Self.backdrop + [layer(40)])
        #expect(inside(d, 13, 63) && inside(d, 53, 63))
        #expect(!inside(d, 100, 63) && !inside(d, 60, 10))
    }

    @Test func aLayersClipBoundsItsDamage() {
        let clip = Rect(x: 0, y: 50, width: 30, height: 30)
        let d = damage([.layer(Layer([dot(10, 60)], clip: clip))], [.layer(Layer([.fill(Color(0, 1, 0))], clip: clip))])
        #expect(inside(d, 15, 60) && !inside(d, 60, 20))
    }

    @Test func anUnclippedFillInALayerDamagesTheWholeFrame() {
        let d = damage([.layer(Layer([dot(10, 60)]))], [.layer(Layer([.fill(Color(0, 1, 0))]))])
        #expect(d.isWhole(frame))
    }

    @Test func aDamagedTextureReachesLeftToWhereTheBackdropStarts() {
        // A plain picture under a moving dot: painted from its left edge in every damaged row.
        let picture: DrawCommand = .picture(PictureFill(picture: "noise", frame: Rect(x: 10, y: 30, width: 100, height: 50)))
        let d = damage([picture, dot(70, 50)], [picture, dot(72, 52)])
        #expect(d.rects.allSatisfy { $0.x0 <= 10 })
        #expect(!inside(d, 60, 10))
    }

    @Test func aBlurredPictureTouchedIsDamagedWhole() {
        let picture: DrawCommand = .picture(PictureFill(picture: "noise", frame: Rect(x: 10, y: 30, width: 60, height: 40), blurRadius: 2))
        let d = damage([picture, dot(30, 40)], [picture, dot(32, 40)])
        #expect(inside(d, 11, 31) && inside(d, 68, 68))
    }

    @Test func anOffscreenLayerReachingPastTheFrameDamagesTheWholeFrame() {
        let wide: DrawCommand = .layer(Layer([.rect(Rect(x: -20, y: 40, width: 80, height: 20), style: .fill(Color(0, 0, 1)))], opacity: 0.5))
        let d = damage([wide, dot(30, 40)], [wide, dot(32, 40)])
        #expect(d.isWhole(frame))
    }

    @Test func manyScatteredChangesBecomeFewRectangles() {
        let old = (0 ..< 200).map { dot(Double($0 % 20) * 6, Double($0 / 20) * 9) }
        let new = (0 ..< 200).map { dot(Double($0 % 20) * 6 + 1, Double($0 / 20) * 9) }
        let d = damage(old, new)
        #expect(d.rects.count <= Damage.maxRects)
    }

    @Test func scatteredChangesAreGatheredIntoTilesThatCoverThem() {
        // 200 dots over a large frame: more rectangles than kept, fewer pixels than the frame.
        let size = Size(2000, 2000), frame = PixelRect(x0: 0, y0: 0, x1: 2000, y1: 2000)
        let spots: [(Double, Double)] = (0 ..< 200).map { (i: Int) -> (Double, Double) in
            let x: Int = (i * 7919) % 1990, y: Int = (i * 104_729) % 1990
            return (Double(x), Double(y))
        }
        let old = spots.map { dot($0.0, $0.1) }, new = spots.map { dot($0.0 + 2, $0.1 + 1) }
        let d = Damage.between(DisplayList(size: size, commands: old), DisplayList(size: size, commands: new), scale: 1, frame: frame)
        #expect(d.rects.count <= Damage.maxRects)
        #expect(d.rects.count > 1 && d.pixelCount < frame.pixelCount)
        for (x, y) in spots { #expect(inside(d, Int(x) + 3, Int(y) + 3) && inside(d, Int(x) + 5, Int(y) + 4)) }
        for (i, a) in d.rects.enumerated() {
            for b in d.rects[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
        }
    }

    @Test func aClippedLayerDamagesOnlyWhatChangedInside() {
        // A layer of flakes drawn straight onto the canvas: one flake moving damages that flake.
        let flakes = (0 ..< 10).map { dot(Double($0) * 11, 50) }
        var moved = flakes
        moved[3] = dot(34, 52)
        let clip = Rect(x: 0, y: 30, width: 120, height: 60)
        let d = damage([.layer(Layer(flakes, clip: clip))], [.layer(Layer(moved, clip: clip))])
        #expect(inside(d, 36, 53) && !inside(d, 80, 53) && !inside(d, 5, 53))
    }

    @Test func damagedRectanglesDoNotOverlap() {
        let d = damage(Self.backdrop + [dot(20, 40), dot(24, 42), dot(90, 70)], Self.backdrop + [dot(21, 40), dot(25, 43), dot(91, 70)])
        for (i, a) in d.rects.enumerated() {
            for b in d.rects[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
        }
    }

    // MARK: frames painted over their damage are the frames painted whole

    /// A short animation of varied display lists: moving shapes, sprites,
    /// text, a still or blurred picture, layers that move, fade and blur.
    func animation(_ t: Int) -> [DrawCommand] {
        let x = Double(t) * 7.3
        var list: [DrawCommand] = [
            .fill(Color(0.95, 0.95, 0.97)),
            .picture(PictureFill(picture: "noise", frame: Rect(x: 0, y: 0, width: 120, height: 90))),
            .rect(Rect(x: 4, y: 4, width: 50, height: 20), cornerRadius: 6, style: ShapeStyle(fill: Color(0.2, 0.4, 0.9), stroke: Color(0, 0, 0), lineWidth: 1.5)),
            .text(TextRun(t < 3 ? "Hello" : "World", in: Rect(x: 60, y: 4, width: 50, height: 20), fontSize: 12, color: Color(0, 0, 0))),
            .sprite(Sprite(picture: "flake", center: Point(10 + x, 50 + Double(t % 3) * 2.7), size: Size(12, 12), rotation: Double(t) * 0.4, opacity: 0.8)),
            .sprite(Sprite(picture: "marked", center: Point(100 - x * 0.6, 70.25), size: Size(9, 9), scale: 1 + Double(t) * 0.1, tint: Color(1, 0.5, 0.5))),
            dot(20 + x * 0.5, 30 + x * 0.3),
        ]
        if t % 4 != 1 {
            list.append(.picture(PictureFill(picture: "noise", frame: Rect(x: 70, y: 40, width: 40, height: 40), clip: Rect(x: 72, y: 42, width: 30, height: 30),
                                             pixelBlock: t < 4 ? 0 : 3, blurRadius: t == 5 ? 1.5 : 0)))
        }
        list.append(.layer(Layer([dot(40, 60), .rect(Rect(x: 30, y: 70, width: 20, height: 8), style: .fill(Color(0, 0.6, 0)))],
                                 transform: .translation(Double(t % 3), 0), opacity: t == 2 ? 0.6 : 1, clip: Rect(x: 20, y: 50, width: 50, height: 35),
                                 blurRadius: t == 4 ? 1 : 0)))
        list.append(.layer(Layer([.ellipse(Rect(x: 90, y: 10, width: 14, height: 10), style: .fill(Color(0.9, 0.8, 0)))])))
        return list
    }

    @Test(arguments: [1, 2, 3])
    func framesPaintedOverTheirDamageEqualFramesPaintedWhole(scale: Int) throws {
        let rasterizer = Rasterizer(scale: scale, pictures: pictures)
        let whole = Rasterizer(scale: scale, pictures: pictures)
        var reference: RenderedFrame?
        var painted = 0, total = 0
        for t in 0 ..< 8 {
            let list = DisplayList(size: Self.size, commands: animation(t))
            let rendered = try rasterizer.render(list, over: reference)
            let expected = try whole.render(list)
            #expect(rendered.frame == expected, "frame \(t) at scale \(scale)")
            painted += rendered.damagedPixels; total += expected.pixels.count
            reference = rendered
        }
        #expect(painted < total, "some frame was painted only in part")
    }

    @Test func framesPaintedOverAnyEarlierFrameEqualFramesPaintedWhole() throws {
        let rasterizer = Rasterizer(scale: 2, pictures: pictures)
        let lists = (0 ..< 8).map { DisplayList(size: Self.size, commands: animation($0)) }
        let made = try lists.map { try rasterizer.render($0, over: nil) }
        for (i, list) in lists.enumerated() {
            for earlier in made[..<i] {
                #expect(try rasterizer.render(list, over: earlier).frame == made[i].frame)
            }
        }
    }

    @Test func anUnchangedFrameSharesItsReferencesPixels() throws {
        let rasterizer = Rasterizer(scale: 1, pictures: pictures)
        let list = DisplayList(size: Self.size, commands: animation(0))
        let first = try rasterizer.render(list, over: nil)
        let again = try rasterizer.render(list, over: first)
        #expect(again.damagedPixels == 0)
        #expect(again.frame == first.frame)
    }

    @Test(arguments: [ColorMapper.Dithering.none, .gradients, .everywhere])
    func framesMappedOverTheirDamageEqualFramesMappedWhole(dithering: ColorMapper.Dithering) throws {
        let rasterizer = Rasterizer(scale: 1, pictures: pictures)
        let lists = (0 ..< 8).map { DisplayList(size: Self.size, commands: animation($0)) }
        let palette = Quantizer.palette(from: try lists.map { try rasterizer.render($0) }, maxColors: 64)
        let damaged = ColorMapper(palette: palette, dithering: dithering)
        var reference: (RenderedFrame, MappedFrame)?
        for (t, list) in lists.enumerated() {
            let rendered = try rasterizer.render(list, over: reference?.0)
            let mapped = damaged.map(rendered, over: reference?.1)
            // A fresh mapper, with nothing remembered, maps the frame whole.
            #expect(mapped.indexed == ColorMapper(palette: palette, dithering: dithering).map(rendered.frame), "frame \(t)")
            reference = (rendered, mapped)
        }
    }
}
