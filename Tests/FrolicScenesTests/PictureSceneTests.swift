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
        return (file, try #require(file.effect as? Composition))
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
        // Boom outlasts one loop: the scene lasts two, so the snow still loops seamlessly.
        let boom = scene([BoomLayer.self])
        let mixed = scene([SnowLayer.self, BoomLayer.self])
        #expect(boom.duration > snow)
        #expect(mixed.duration == snow * (boom.duration / snow).rounded(.up))
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
        return try #require(file.effect as? Composition).layers
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
        // No picture: the header bar; nothing at all: the whole screen.
        var noPicture = page
        noPicture.blocks.removeAll { $0.kind == .image }
        #expect((scene([PixelateLayer.self], content: noPicture).layers[0] as? PixelateLayer)?.region == page.blocks[0].frame)
        #expect((scene([PixelateLayer.self], content: .unknown).layers[0] as? PixelateLayer)?.region == nil)
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
    }
}
