import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// The boom, burst and pixelate layers over a screenshot, and the drag gesture.
@Suite struct LayerTests {
    /// A 1179 × 2556 screenshot (393 × 852 pt at 3×) whose pixels are red in
    /// its top half and blue below: colours read from it say where they came from.
    struct Screenshot: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(1179, 2556) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            Array(repeating: region.midY < 1278 ? Color(1, 0, 0) : Color(0, 0, 1), count: width * height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
    }

    func scene(_ body: String, script: String = "[]") throws -> SceneFile {
        let json = ##"{ "name": "t", "size": [393, 852], "fps": 10, "duration": 6, "script": \##(script), "backdrop": { "picture": "shot", "color": "#00FF00" }, \##(body) }"##
        return try SceneFile.decode(Data(json.utf8), path: "t.json")
    }

    /// Plays `file` up to (not including) `tick`, from `from`.
    func play(_ sim: inout any Simulation, _ file: SceneFile, _ ticks: Range<Int>) {
        for tick in ticks { sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture)) }
    }

    func ellipses(_ list: DisplayList) -> [Color] {
        list.commands.compactMap { if case .ellipse(_, let style) = $0 { return style.fill } else { return nil } }
    }

    @Test func boomExplodesOnlyTheFullyVisibleGridCellsInTheScreenshotsColours() throws {
        // Rows at y 100 (top half: red) and 700 (bottom half: blue), a third at
        // 800 that reaches under the visible area's edge at 850.
        let file = try scene(#""effects": [{ "boom": { "grid": { "origin": [0, 100], "cellSize": [393, 60], "rows": 3, "spacing": [0, 540] }, "visibleArea": [0, 0, 393, 850], "distinctSubset": false, "fadeBackDelay": 0.5, "fragmentEdge": 0 } }]"#,
                             script: #"[{ "at": 0.5, "gesture": "shake" }]"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screenshot()))
        play(&sim, file, 0..<Timeline.ticks(1))
        // 0.5 s after the first boom: its hole (the backdrop colour) and red discs.
        var list = sim.draw()
        #expect(list.commands.contains(.rect(Rect(x: 0, y: 100, width: 393, height: 60), style: .fill(Color(0, 1, 0)))))
        let first = ellipses(list)
        #expect(!first.isEmpty && first.allSatisfy { $0.r == 1 && $0.b == 0 })
        play(&sim, file, Timeline.ticks(1)..<Timeline.ticks(2))
        list = sim.draw()
        let second = ellipses(list)
        #expect(second.contains { $0.b == 1 }, "the second cell's discs are blue")
        // The third row is not wholly visible: two booms only, then all rest again.
        play(&sim, file, Timeline.ticks(2)..<Timeline.ticks(4))
        #expect(sim.draw().commands.count == 2, "backdrop fill and picture only, once faded back")
    }

    /// A page of thin dark strokes on white: sampled, its fragments are the
    /// page's grey average; with `ink` they are the strokes' dark colour or
    /// the white paper, each with a rim darker than itself (the hole is
    /// light) and a white glint, never smaller than `fragmentMinSize`.
    struct StrokedPage: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(1179, 2556) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            // One stroke column in six, across the region's samples.
            (0 ..< width * height).map { i in (i % width) % 6 == 0 ? Color(0.1, 0.1, 0.3) : .white }
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
    }

    @Test func boomFragmentsTakeTheirPartsInkWithARimAndALeastSize() throws {
        let script = #"[{ "at": 0.5, "gesture": "shake" }]"#
        func styles(_ keys: String) throws -> [(Rect, ShapeStyle)] {
            let file = try scene(##""effects": [{ "boom": { "rects": [[20, 300, 350, 34]], "hole": "#FFFFFF"\##(keys) } }]"##,
                                 script: script)
            var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: StrokedPage()))
            play(&sim, file, 0..<Timeline.ticks(1))
            return sim.draw().commands.compactMap { if case let .ellipse(r, style) = $0 { return (r, style) } else { return nil } }
        }
        let ink = try styles("")
        let discs = ink.filter { $0.1.stroke != nil }
        #expect(discs.count > 100)
        #expect(discs.allSatisfy { $0.0.width >= 4 }, "34 / 17 = 2 pt fragments are drawn 4 pt wide")
        let stroke = Color(0.1, 0.1, 0.3)
        func near(_ a: Color, _ b: Color) -> Bool { BoomInk.distance(a, b) < 1e-9 }
        #expect(discs.contains { near($0.1.fill!, stroke) })
        for (_, style) in discs {
            let fill = try #require(style.fill), rim = try #require(style.stroke)
            #expect(near(fill, stroke) || near(fill, .white), "ink or paper, never a grey mix")
            #expect(BoomLook.luminance(rim) < BoomLook.luminance(fill))
        }
        #expect(ink.count == 2 * discs.count, "a glint for every disc")
        let sampled = try styles(#", "fragmentColor": "sampled", "fragmentEdge": 0, "fragmentMinSize": 0"#)
        #expect(!sampled.isEmpty && sampled.allSatisfy { $0.1.stroke == nil && $0.0.width < 2.01 })
    }

    @Test func boomNeedsSomethingToExplode() {
        expectLine(FrolicError(file: "t.json", field: "effects[0].boom.rects", "nothing to explode: give rects, or a grid with rows")) {
            try scene(#""effects": [{ "boom": {} }]"#)
        }
        expectLine(FrolicError(file: "t.json", field: "effects[0].boom.rects[0]", "line 1, column 165: width and height must be greater than 0")) {
            try scene(#""effects": [{ "boom": { "rects": [[0, 0, 0, 10]] } }]"#)
        }
    }

    @Test func burstTakesThePigBurstParametersWithoutTheBackground() throws {
        let blockKeys = ["start", "at", "point"] + PigBurst.parameters.map(\.key).filter { $0 != "background" }
        #expect(blockKeys == BurstLayer.parameters.map(\.key))
        expectLine(FrolicError(file: "t.json", field: "effects[0].burst.background",
                                    "line 1, column 170: unknown key \"background\" (expected one of: \(blockKeys.joined(separator: ", ")))")) {
            try scene(##""effects": [{ "burst": { "background": "#FFFFFF" } }]"##)
        }
        expectLine(FrolicError(file: "t.json", field: "effects[0].burst.itemsPerTap", "line 1, column 171: must be between 1 and 50, got 0")) {
            try scene(#""effects": [{ "burst": { "itemsPerTap": 0 } }]"#)
        }
        let file = try scene(#""effects": [{ "burst": { "itemsPerTap": 4, "pictureSize": [100, 100], "pictureScale": 1 } }]"#,
                             script: #"[{ "at": 0.1, "gesture": "tap", "point": [200, 400] }]"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screenshot()))
        play(&sim, file, 0..<Timeline.ticks(0.3))
        let sprites = sim.draw().commands.filter { if case .sprite = $0 { return true }; return false }
        #expect(sprites.count == 4)
        play(&sim, file, Timeline.ticks(0.3)..<Timeline.ticks(5))
        #expect(!sim.draw().commands.contains { if case .sprite = $0 { return true }; return false }, "all fell off the screen")
    }

    /// The block size the pixelate layer draws with now (0: not drawn).
    func block(_ list: DisplayList) -> Double {
        list.commands.dropFirst(2).compactMap { if case .picture(let p) = $0 { return p.pixelBlock } else { return nil } }.last ?? 0
    }

    @Test func pixelateFollowsAPullAndStretches() throws {
        let file = try scene(#""effects": [{ "pixelate": { "region": [0, 164, 393, 220], "stretch": true } }]"#,
                             script: #"[{ "at": 0.5, "gesture": "drag", "path": [[200, 300], [200, 400], [200, 540]], "duration": 1.5 }]"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screenshot()))
        play(&sim, file, 0..<Timeline.ticks(0.5))
        #expect(sim.draw().commands.count == 2, "nothing drawn before the pull")
        play(&sim, file, Timeline.ticks(0.5)..<Timeline.ticks(2))
        // At the end of the drag: pulled by 240, the region 460 tall, pixelated
        // (the threshold of 60 was passed at 0.875 s, over a second ago).
        let pulled = sim.draw()
        let clip = pulled.commands.compactMap { if case .picture(let p) = $0 { return p.clip } else { return nil } }.last
        #expect(clip == Rect(x: 0, y: 164, width: 393, height: 460))
        #expect(block(pulled) >= 20)
        play(&sim, file, Timeline.ticks(2)..<Timeline.ticks(4))
        #expect(sim.draw().commands.count == 2, "back at rest and un-pixelated")
    }

    @Test func pixelateOnATapHoldsThenGoesBack() throws {
        let file = try scene(#""effects": [{ "pixelate": { "start": "tap", "hold": 0.5, "pixelDuration": 0.5 } }]"#,
                             script: #"[{ "at": 0.2, "gesture": "tap", "point": [10, 10] }]"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screenshot()))
        play(&sim, file, 0..<Timeline.ticks(1))
        #expect(block(sim.draw()) >= 20)
        play(&sim, file, Timeline.ticks(1)..<Timeline.ticks(2.5))
        #expect(block(sim.draw()) < 1)
    }

    @Test func aDragNeedsTwoPoints() {
        expectLine(FrolicError(file: "t.json", field: "script[0].path", "expected 2 to 100 points [x, y], got 1")) {
            try scene(#""effects": [{ "snow": {} }]"#, script: #"[{ "at": 0, "gesture": "drag", "path": [[1, 2]] }]"#)
        }
    }

    @Test func aDragIndicatorTravelsThePathByLength() {
        let path = [Point(0, 0), Point(0, 30), Point(10, 30)]
        #expect(TouchDrag.point(on: path, at: 0.5) == Point(0, 20))
        #expect(TouchDrag.point(on: path, at: 1) == Point(10, 30))
        #expect(TouchDrag.point(on: [Point(5, 5)], at: 0.7) == Point(5, 5))
    }
}

extension LayerTests {
    @Test func bounceIsThePasscodeGameWithoutItsBoardPlacedAtOrigin() throws {
        let error = #expect(throws: SceneFileError.self) { try scene(#""effects": [{ "bounce": { "background": [1, 1, 1] } }]"#) }
        #expect(error?.field == "effects[0].bounce.background" && error?.message.hasPrefix("line 1, column ") == true && error?.message.contains(#": unknown key "background" (expected one of: start, at, origin,"#) == true)
        let file = try scene(#""effects": [{ "bounce": { "origin": [10, 300], "circleCount": 4, "rounds": 1 } }]"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screenshot()))
        play(&sim, file, 0..<10)
        let commands = sim.draw().commands
        #expect(commands.count == 3, "backdrop fill, picture, and the board as one moved group")
        guard case .layer(let board) = commands.last else { Issue.record("no board layer"); return }
        #expect(board.transform == .translation(10, 300))
        #expect(!board.commands.contains { if case .fill = $0 { return true }; return false }, "no background of its own")
    }

    @Test func bouncePicturesStandInForTheDiscsInTurnAndKeepTheNumbers() throws {
        let file = try scene(#""effects": [{ "bounce": { "origin": [0, 100], "circleCount": 5, "rounds": 1, "pictures": ["a", "b"] } }]"#)
        #expect(file.composition.pictureUses.map(\.field) == ["backdrop.picture", "effects[0].bounce.pictures[0]", "effects[0].bounce.pictures[1]"])
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screenshot()))
        play(&sim, file, 0..<10)
        guard case .layer(let board)? = sim.draw().commands.last else { Issue.record("no board layer"); return }
        let sprites = board.commands.compactMap { if case .sprite(let s) = $0 { return s } else { return nil } }
        #expect(sprites.map(\.picture) == ["a", "b", "a", "b", "a"])
        #expect(sprites.allSatisfy { $0.size == Size(40, 40) })
        let labels = board.commands.compactMap { if case .text(let t) = $0 { return t.string } else { return nil } }
        #expect(labels.suffix(5) == ["   1", "   2", "   3", "   4", "   5"])
        #expect(!board.commands.contains { if case .ellipse(_, let style) = $0 { return style.stroke == nil }; return false },
                "only the bases' rings are ellipses")
        let error = #expect(throws: SceneFileError.self) { try scene(#""effects": [{ "bounce": { "pictures": [""] } }]"#) }
        #expect(error?.field == "effects[0].bounce.pictures")
    }
}
