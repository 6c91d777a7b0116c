import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// The scene made for a picture and a few effects (`frolic render <picture>
/// --effect`, `frolic new`): its file decodes to the layers it was built
/// from, each start gets its gesture, and it lasts until every layer is done.
@Suite struct PictureSceneTests {
    let phone = Size(1179, 2556)

    func scene(_ effects: [any LayerEffect.Type], pixels: Size? = nil, stem: String = "shot") -> PictureScene {
        PictureScene(picture: "shot.png", pixels: pixels ?? phone, stem: stem, effects: effects)
    }

    func decode(_ scene: PictureScene) throws -> (SceneFile, Composition) {
        let file = try SceneFile.decode(Data(scene.text.utf8), path: "shot.json")
        return (file, file.composition)
    }

    @Test(arguments: EffectRegistry.standard.layers.indices)
    func everyLayersFileDecodesToTheSceneItWasBuiltFrom(index: Int) throws {
        let kind = EffectRegistry.standard.layers[index]
        let built = scene([kind])
        let (file, composition) = try decode(built)
        #expect(file.header.name == "shot-\(kind.key)")
        #expect(file.sizeBackdrop?.picture == "shot.png")
        #expect(file.header.duration == built.duration)
        #expect(file.header.script.events == built.script)
        let layer = try #require(composition.layers.first)
        #expect(composition.layers.count == 1)
        #expect(type(of: layer).key == kind.key)
        // Every value the builder set survives the file: what the file
        // writes for the decoded layer is what it wrote for the built one.
        #expect(PictureScene.entry(layer) == PictureScene.entry(built.layers[0]))
        if let loop = layer.loopTime {
            #expect(built.duration == loop)   // once round: the GIF loops seamlessly
        } else {
            #expect(built.duration >= PictureScene.begin(layer) + layer.playTime(height: 852) + PlayTime.settle)
            #expect(built.duration < PictureScene.begin(layer) + layer.playTime(height: 852) + PlayTime.settle + 0.1)
        }
    }

    @Test(arguments: EffectRegistry.standard.layers.indices)
    func eachStartGetsItsGesture(index: Int) throws {
        let built = scene([EffectRegistry.standard.layers[index]])
        let centre = Point(196, 426)   // 393 × 852 points
        let gestures = built.script.map(\.gesture)
        switch built.layers[0].start {
        case .shake: #expect(gestures == [.shake])
        case .tap: #expect(gestures == [.tap(centre)])
        case .pull:
            guard case .drag(let path, _) = try #require(gestures.first) else { Issue.record("no drag"); return }
            #expect(gestures.count == 1 && path.count == 2 && path[1].y > path[0].y)
        case .time: #expect(gestures.isEmpty)
        }
        #expect(built.script.allSatisfy { $0.time == PictureScene.gestureTime })
    }

    @Test func layersSharingAStartShareItsGestureAndTheLongestSetsTheDuration() throws {
        let built = scene([HeartsLayer.self, BurstLayer.self, HeartsLayer.self])
        #expect(built.script.map(\.gesture) == [.tap(Point(196, 426))])
        #expect(built.name == "shot-hearts-burst-hearts")
        let longest = built.layers.map { PictureScene.begin($0) + $0.playTime(height: 852) }.max()!
        #expect(built.duration >= longest + PlayTime.settle)
        #expect(built.duration < longest + PlayTime.settle + 0.1)
    }

    @Test func aLoopingLayerMakesTheSceneAWholeNumberOfItsLoops() throws {
        let snow = try #require(scene([SnowLayer.self]).layers[0].loopTime)
        #expect(scene([SnowLayer.self]).duration == snow)
        #expect(scene([SnowLayer.self, RainLayer.self]).duration == snow)
        // With another layer the scene lasts whole loops, as many as that layer needs.
        for other in [BoomLayer.self, SparklesLayer.self, PixelateLayer.self] as [any LayerEffect.Type] {
            let alone = scene([other]).duration
            #expect(scene([SnowLayer.self, other]).duration == snow * max(1, (alone / snow).rounded(.up)), "\(other.key)")
        }
    }

    @Test func theFileLeavesOutDefaultsAndReadsAsTheExamplesDo() {
        let text = scene([BurstLayer.self]).text
        #expect(text == """
            {
              "name": "shot-burst",
              "fps": 25,
              "duration": \(FrolicError.number(scene([BurstLayer.self]).duration)),
              "seed": 1,
              "script": [{ "at": 0.5, "gesture": "tap", "point": [196, 426] }],
              "backdrop": { "picture": "shot.png" },
              "effects": [
                { "burst": { "start": "tap", "itemsPerTap": \(BurstLayer.itemsPerTap), "pushMagnitude": \(FrolicError.number(BurstLayer.pushMagnitude)) } }
              ]
            }

            """)
        #expect(scene([BurstLayer.self]).text == text)
    }

    @Test func theSceneNameIsSafeWhateverThePictureIsCalled() {
        #expect(PictureScene.name(stem: "My shot (1)", effects: ["snow"]) == "My-shot-1-snow")
        #expect(PictureScene.name(stem: "-._x", effects: ["boom"]) == "x-boom")
        #expect(PictureScene.name(stem: "", effects: []) == "picture")
        #expect(PictureScene.name(stem: String(repeating: "a", count: 300), effects: ["snow"]).count == SceneName.maxLength)
        #expect(SceneName.problem(PictureScene.name(stem: "écran d’accueil", effects: ["snow"])) == nil)
    }

    @Test func aSmallPictureIsItsOwnSizeAndBoomsCellsFitIt() throws {
        let built = scene([BoomLayer.self], pixels: Size(120, 200))
        #expect(built.size == Size(120, 200))
        let boom = try #require(built.layers[0] as? BoomLayer)
        let screen = Rect(origin: .zero, size: built.size)
        #expect(boom.grid.rows > 0)
        #expect(boom.grid.cells.allSatisfy { screen.contains($0) })
        #expect(BoomLayer.problem(with: boom) == nil)
    }

    @Test func playTimesFollowTheLayersParameters() throws {
        #expect(PlayTime.fall(100, speed: 0, acceleration: 200) == 1)
        #expect(PlayTime.fall(100, speed: 50, acceleration: 0) == 2)
        #expect(PlayTime.fall(100, speed: 10, acceleration: -10) == nil)

        var snow = SnowLayer()
        let base = snow.playTime(height: 852)
        snow.duration += 2
        #expect(snow.playTime(height: 852) == base + 2)
        snow.flake.velocity *= 2
        #expect(snow.playTime(height: 852) < base + 2)

        var boom = BoomLayer.overPicture(of: Size(393, 852))
        let rows = boom.playTime(height: 5000)
        boom.grid.rows += 1
        #expect(boom.playTime(height: 5000) == rows + boom.boom.boomInterval)   // one row more: one boom more
        // A row outside the visible area is no candidate: it adds no boom.
        boom.visibleArea = Rect(x: 0, y: 0, width: 393, height: try #require(boom.grid.cells.last).minY)
        #expect(boom.playTime(height: 5000) == rows)

        var pixelate = PixelateLayer()
        pixelate.start = .time
        pixelate.hold = 2
        #expect(pixelate.playTime(height: 852) == 2 + 2 * pixelate.pixels.pixelDuration)

        var burst = BurstLayer()
        let fall = burst.playTime(height: 852)
        burst.gravity = 4
        #expect(abs(burst.playTime(height: 852) - fall / 2) < 1e-9)

        // Up to a phone's height every screen gets a phone's time; a taller one its own.
        for layer in [SnowLayer(), BurstLayer(), ConfettiLayer(), FireworksLayer(), RainLayer()] as [any LayerEffect] {
            #expect(layer.playTime(height: 400) == layer.playTime(height: 852), "\(type(of: layer).key)")
            #expect(layer.playTime(height: 2400) > layer.playTime(height: 932) + 0.5, "\(type(of: layer).key)")
        }
    }
}

/// A scene made for a picture whose blocks are known: each layer fits them,
/// and the file holds the numbers it chose.
@Suite struct PictureSceneContentTests {
    let phone = Size(1179, 2556)
    /// A documentation page: a bar, a heading, a paragraph, a picture, a card.
    let page = ScreenContent(background: Color(hex: 0x131516), blocks: [
        ContentBlock(.bar, Rect(x: 12, y: 12, width: 365, height: 32)),
        ContentBlock(.heading, Rect(x: 18, y: 116, width: 138, height: 31)),
        ContentBlock(.text, Rect(x: 16, y: 165, width: 344, height: 117)),
        ContentBlock(.image, Rect(x: 16, y: 325, width: 361, height: 242)),
        ContentBlock(.card, Rect(x: 16, y: 600, width: 361, height: 120)),
    ])

    func scene(_ effects: [any LayerEffect.Type], content: ScreenContent) -> PictureScene {
        PictureScene(picture: "shot.png", pixels: phone, stem: "shot", effects: effects, content: content)
    }

    func decodedLayers(_ scene: PictureScene) throws -> [any LayerEffect] {
        let file = try SceneFile.decode(Data(scene.text.utf8), path: "shot.json")
        return file.composition.layers
    }

    @Test func boomExplodesEveryBlockButTheBarsInTheBackgroundsColour() throws {
        let built = scene([BoomLayer.self], content: page)
        let boom = try #require(try decodedLayers(built).first as? BoomLayer)
        #expect(boom.rects == page.blocks.filter { $0.kind != .bar }.map(\.frame))
        #expect(boom.grid.rows == 0)
        let hole = try #require(boom.hole)
        #expect(BoomInk.distance(hole, Color(hex: 0x131516)) < 0.5 / 255, "the file's colour is the background's, to the level")
        #expect(!boom.boom.distinctSubset)
        #expect(built.text.contains("[16, 325, 361, 242]"), "the file holds the rectangles as numbers")
        // Without blocks, the bands.
        let bare = try #require(scene([BoomLayer.self], content: .unknown).layers.first as? BoomLayer)
        #expect(bare.rects.isEmpty && bare.grid.rows == 4)
    }

    @Test func pixelateTakesThePictureAndThePullBeginsOnIt() throws {
        let built = scene([PixelateLayer.self], content: page)
        let pixelate = try #require(try decodedLayers(built).first as? PixelateLayer)
        let region = Rect(x: 16, y: 325, width: 361, height: 242)
        #expect(pixelate.region == region)
        guard case .drag(let path, _) = try #require(built.script.first?.gesture) else { Issue.record("no drag"); return }
        #expect(region.contains(path[0]))
        // No picture: never the 32-pt bar, but the heading and paragraph
        // under it taken together (each alone is under 120 pt); nothing at all: the whole screen.
        var noPicture = page
        noPicture.blocks.removeAll { $0.kind == .image }
        let taken = try #require((scene([PixelateLayer.self], content: noPicture).layers[0] as? PixelateLayer)?.region)
        #expect(taken == Rect(x: 16, y: 116, width: 344, height: 166))
        #expect((scene([PixelateLayer.self], content: .unknown).layers[0] as? PixelateLayer)?.region == nil)
    }

    /// What pixelates is a block a viewer sees: at least 120 pt high and a
    /// quarter of the width, a picture first (a thin strip of many colours is
    /// none), else the biggest such block in the top two thirds, never a bar.
    @Test func pixelateTakesABlockAViewerSeesNeverAThinStrip() throws {
        func region(_ blocks: [ContentBlock]) -> Rect? {
            (scene([PixelateLayer.self], content: ScreenContent(background: .white, blocks: blocks)).layers[0] as? PixelateLayer)?.region
        }
        let strip = ContentBlock(.image, Rect(x: 8, y: 64, width: 377, height: 10))
        let paragraph = ContentBlock(.text, Rect(x: 4, y: 117, width: 378, height: 185))
        let bigger = ContentBlock(.card, Rect(x: 4, y: 320, width: 378, height: 300))
        let low = ContentBlock(.text, Rect(x: 4, y: 580, width: 378, height: 260))
        #expect(region([strip, paragraph]) == paragraph.frame)
        #expect(region([ContentBlock(.bar, Rect(x: 0, y: 0, width: 393, height: 50)), paragraph, bigger]) == bigger.frame)
        #expect(region([paragraph, low]) == paragraph.frame, "a block at the top before a bigger one lower down")
        #expect(region([ContentBlock(.image, Rect(x: 20, y: 600, width: 200, height: 150)), bigger]) == Rect(x: 20, y: 600, width: 200, height: 150))
        for r in [region([strip, paragraph]), region([paragraph, low])].compactMap({ $0 }) {
            #expect(r.height >= 120 && r.width >= 393 / 4)
        }
        // A small list of links under a big heading (a dark documentation
        // page's top) takes the heading, the nearest block, until it covers 15 %.
        let heading = ContentBlock(.heading, Rect(x: 8, y: 20, width: 330, height: 90))
        let links = ContentBlock(.text, Rect(x: 8, y: 122, width: 150, height: 130))
        let list = ContentBlock(.text, Rect(x: 30, y: 290, width: 340, height: 40))
        let grown = try #require(region([heading, links, list]))
        #expect(grown == Rect(x: 8, y: 20, width: 330, height: 232))
        #expect(grown.width * grown.height >= 393 * 852 * 0.15)
    }

    /// Sparkles twinkle over the whole block the tap lands on, at least `2·radius` tall.
    @Test func sparklesCoverTheTappedBlock() throws {
        let built = scene([SparklesLayer.self], content: page)
        guard case .tap(let p) = try #require(built.script.first?.gesture) else { Issue.record("no tap"); return }
        let sparkles = try #require(try decodedLayers(built).first as? SparklesLayer)
        let region = try #require(sparkles.region)
        let block = try #require(page.blocks.first { $0.kind != .bar && $0.frame.contains(p) }?.frame)
        #expect(region.minX == block.minX && region.width == block.width)
        #expect(region.minY <= block.minY && region.maxY >= block.maxY && region.height >= 2 * sparkles.radius)
    }

    /// A one-command boom brings each block back once its fragments have
    /// landed; the shelf keeps the original's fade-back of all at once.
    @Test func boomBringsEachBlockBackAfterItsOwnExplosion() throws {
        let boom = try #require(scene([BoomLayer.self], content: page).layers.first as? BoomLayer)
        let o = boom.boom
        #expect(o.comeBack >= o.fragmentDelay + o.fragmentDuration + o.fragmentDurationStep * Double(o.fragmentDurationSteps))
        #expect(ShelfBoom().boom.boom.comeBack == 0)
        var sequence = BoomSequence(options: o, frames: boom.rects, colors: boom.rects.map { _ in [Color](repeating: .black, count: 289) },
                                    random: SeededRandom(seed: 1))
        sequence.start(at: 0, candidates: Array(boom.rects.indices))
        let back = Timeline.ticks(o.comeBack + o.fadeBackDuration)
        #expect(sequence.viewState(0, at: back) == .resting || sequence.viewState(0, at: back).opacity == 1)
        #expect(sequence.viewState(0, at: Timeline.ticks(0.6)).opacity == 0, "gone while its fragments fly")
        let last = boom.rects.count - 1, lastStart = Timeline.ticks(Double(last) * o.boomInterval)
        #expect(sequence.viewState(0, at: lastStart).opacity == 1, "the first is back before the last explodes")
    }

    /// Bounce's circles never start on a heading, a bar or a short row (of buttons).
    @Test func bounceCirclesStartClearOfHeadingsBarsAndButtonRows() throws {
        var content = page
        content.blocks.append(ContentBlock(.text, Rect(x: 16, y: 740, width: 200, height: 30)))
        content.blocks.append(ContentBlock(.heading, Rect(x: 16, y: 790, width: 300, height: 40)))
        let bounce = try #require(try decodedLayers(scene([BounceLayer.self], content: content)).first as? BounceLayer)
        let g = bounce.game
        #expect(g.startClearOf.contains(Rect(x: 16, y: 740, width: 200, height: 30)))
        #expect(g.startClearOf.contains(Rect(x: 16, y: 790, width: 300, height: 40)))
        #expect(!g.startClearOf.contains(Rect(x: 16, y: 600, width: 361, height: 120)), "a tall card is no button row")
        let sim = PasscodeSimulation(effect: g, scene: SceneHeader())
        let d = g.circleDiameter
        for i in 0 ..< g.circleCount {
            let disc = Rect(center: sim.center(of: i), size: Size(d, d))
            #expect(!g.startClearOf.contains { $0.intersection(disc) != nil }, "circle \(i) starts on a kept block")
        }
    }

    /// Rain's streaks take a lighter shade over a dark screen and a darker
    /// one over a light screen, so they show over dark code as over white.
    @Test func rainStreaksFollowTheLightUnderThem() throws {
        func shade(over color: Color, contrast: Double = RainLayer().contrast) throws -> RainShade {
            try RainShade(backdrop: BackdropView(commands: [.fill(color)], color: color, picture: nil),
                          size: Size(100, 100), contrast: contrast, pictures: LayerTests.Screenshot())
        }
        let streak = RainLayer().color, at = Point(50, 50)
        let dark = try shade(over: Color(hex: 0x0B0D11)).tint(streak, at: at)
        let light = try shade(over: .white).tint(streak, at: at)
        #expect(BoomLook.luminance(dark) > BoomLook.luminance(streak) + 0.2)
        #expect(BoomLook.luminance(light) < BoomLook.luminance(streak) - 0.2)
        #expect(dark.a == streak.a && light.a == streak.a)
        #expect(try shade(over: .white, contrast: 0).tint(streak, at: at) == streak)
    }

    @Test func burstsTapAndBouncesBasesKeepOffHeadings() throws {
        // A heading across the screen's centre.
        let centred = ScreenContent(background: .white, blocks: [
            ContentBlock(.heading, Rect(x: 16, y: 400, width: 361, height: 40)),
            ContentBlock(.text, Rect(x: 16, y: 460, width: 361, height: 200)),
        ])
        let built = scene([BurstLayer.self], content: centred)
        guard case .tap(let p) = try #require(built.script.first?.gesture) else { Issue.record("no tap"); return }
        #expect(!centred.overlaps(Rect(center: p, size: Size(80, 80)), [.heading]))
        let burst = try #require(try decodedLayers(built).first as? BurstLayer)
        #expect(burst.itemsPerTap > BurstLayer().itemsPerTap && burst.pushMagnitude > BurstLayer().pushMagnitude)

        let bounce = try #require(try decodedLayers(scene([BounceLayer.self], content: page)).first as? BounceLayer)
        let g = bounce.game
        let rings = Rect(x: g.baseOrigin.x, y: g.baseOrigin.y,
                         width: Double(g.baseCount - 1) * g.baseSpacing + g.circleDiameter, height: g.circleDiameter)
        #expect(!page.overlaps(rings, [.heading, .bar, .image]))
        #expect(g.bounceMin.y > rings.maxY)
        #expect(g.spreadStart)

        // A dark documentation page: a two-line title read as the top bar,
        // then links packed 22 pt apart down the top half. The bases go over
        // links, never over the title.
        let links = ScreenContent(background: .black, blocks: [ContentBlock(.bar, Rect(x: 0, y: 10, width: 393, height: 100))]
            + (0 ..< 16).map { ContentBlock(.text, Rect(x: 7, y: 122 + 24 * Double($0), width: 146, height: 22)) })
        let packed = try #require(try decodedLayers(scene([BounceLayer.self], content: links)).first as? BounceLayer).game
        #expect(packed.baseOrigin.y >= 110 + BounceLayer.baseGap)
        #expect(packed.baseOrigin.y + packed.circleDiameter <= 852 / 2)
    }
}
