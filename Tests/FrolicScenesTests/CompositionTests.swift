import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// A backdrop with effect layers over it: the format's rules and the snow
/// layer's starts.
@Suite struct CompositionTests {
    struct Pictures: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(1179, 2556) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            try resampled(picture, width: width, height: height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
    }

    func scene(_ body: String, script: String = "[]") throws -> SceneFile {
        let json = #"{ "name": "t", "size": [393, 852], "fps": 10, "duration": 4, "script": \#(script), \#(body) }"#
        return try SceneFile.decode(Data(json.utf8), path: "t.json")
    }

    @Test func anEffectBlockAndEffectsDoNotMix() {
        expectLine(FrolicError(file: "t.json", field: "pigBurst",
                                    "an effect block with its own screen cannot go with backdrop and effects; use one or the other")) {
            try scene(#""pigBurst": {}, "effects": [{ "snow": {} }]"#)
        }
        expectLine(FrolicError(file: "t.json", field: "effects", "missing")) {
            try scene(##""backdrop": { "color": "#000000" }"##)
        }
    }

    @Test func aBuiltInScreenIsNamedAloneAndChecksItsPictures() throws {
        expectLine(FrolicError(file: "t.json", field: "backdrop.screen", "give one of a picture, a movie or a screen")) {
            try scene(#""backdrop": { "picture": "p", "screen": "shelf-boom" }, "effects": [{ "snow": {} }]"#)
        }
        expectLine(FrolicError(file: "t.json", field: "backdrop.screen",
                                    #"expected one of "shelf-boom", "pig-burst", "pixel-header", "snow-globe", "passcode", got "shelf""#)) {
            try scene(#""backdrop": { "screen": "shelf" }, "effects": [{ "snow": {} }]"#)
        }
        let shelf = try scene(#""backdrop": { "screen": "shelf-boom" }, "effects": [{ "snow": {} }]"#)
        let uses = shelf.composition.pictureUses.filter { $0.field == "backdrop.screen" }.map(\.name)
        #expect(uses == ShelfScreen().products.map(\.picture))
        // Drawn without a capture (nothing rasterizes here): the screen's own commands, over no picture.
        let sim = try shelf.makeSimulation(environment: SceneEnvironment(pictures: Pictures()))
        #expect(sim.draw().commands.contains { if case .text(let t) = $0 { return t.string == ShelfScreen().aisle }; return false })
    }

    @Test func anEntryNamesOneKnownEffect() throws {
        #expect(throws: SceneFileError.self) { try scene(#""effects": [{ "drizzle": {} }]"#) }
        #expect(throws: SceneFileError.self) { try scene(#""effects": [{ "snow": {}, "boom": {} }]"#) }
        expectLine(FrolicError(file: "t.json", field: "effects[0].snow.duration", "line 1, column 112: must be between 0.001 and 600, got 0")) {
            try scene(#""effects": [{ "snow": { "duration": 0 } }]"#)
        }
        expectLine(FrolicError(file: "t.json", field: "backdrop.fit", #"expected one of "fill", "fit", "stretch", got "cover""#)) {
            try scene(#""backdrop": { "fit": "cover" }, "effects": [{ "snow": {} }]"#)
        }
    }

    @Test func theBackdropPictureAndTheFlakesAreCheckedAtTheirFields() throws {
        let file = try scene(#""backdrop": { "picture": "shots/home" }, "effects": [{ "snow": { "flakes": { "pictures": ["a"] } } }]"#)
        #expect(file.composition.pictureUses.map(\.field) == ["backdrop.picture", "effects[0].snow.flakes.pictures[0]"])
    }

    /// Snow starts on its trigger only, and stops `duration` after it.
    @Test(arguments: [(#""start": "shake""#, #"[{ "at": 1, "gesture": "shake" }]"#),
                      (#""start": "tap""#, #"[{ "at": 1, "gesture": "tap", "point": [10, 10] }]"#),
                      (#""start": "time", "at": 1"#, "[]")])
    func snowStartsOnItsTrigger(start: String, script: String) throws {
        let file = try scene(#""effects": [{ "snow": { \#(start), "duration": 1 } }]"#, script: script)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Pictures()))
        func flakes() -> Int { sim.draw().commands.filter { if case .sprite = $0 { return true }; return false }.count }
        let gestures = file.header.script
        for tick in 0..<Timeline.ticks(1) { sim.step(tick: tick, gestures: gestures.events(at: tick).map(\.gesture)) }
        #expect(flakes() == 0, "\(start): no snow before its start")
        for tick in Timeline.ticks(1)..<Timeline.ticks(2) { sim.step(tick: tick, gestures: gestures.events(at: tick).map(\.gesture)) }
        let falling = flakes()
        #expect(falling > 10, "\(start): snow after its start")
        // Emission stopped at 2 s: the count only falls from here.
        for tick in Timeline.ticks(2)..<Timeline.ticks(2.5) { sim.step(tick: tick, gestures: []) }
        #expect(flakes() <= falling)
    }

    /// Snow in a rectangle falls from its top edge and shows only inside it.
    @Test func snowInARegionIsClippedToItAndStartsAtItsTop() throws {
        let file = try scene(#""effects": [{ "snow": { "start": "time", "region": [50, 300, 200, 250] } }]"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Pictures()))
        for tick in 0..<Timeline.ticks(2) { sim.step(tick: tick, gestures: []) }
        guard case .layer(let snow)? = sim.draw().commands.last else { Issue.record("no clipped layer"); return }
        #expect(snow.clip == Rect(x: 50, y: 300, width: 200, height: 250))
        let flakes = snow.commands.compactMap { if case .sprite(let s) = $0 { return s.center } else { return nil } }
        #expect(flakes.count > 10)
        #expect(flakes.allSatisfy { $0.x > 50 - 40 && $0.x < 250 + 40 && $0.y > 300 - 40 }, "born along the region's top edge")
    }
}
