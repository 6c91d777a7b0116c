import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

@Suite struct SnowGlobeTests {
    /// The snow only names its pictures; it never reads their pixels.
    struct NoPictures: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(64, 64) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            try resampled(picture, width: width, height: height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] { [] }
    }

    static let repoRoot = RepositoryRoot.url

    /// A small scene: 120×200 pt, shake at 0.1 s, 1 s of snow falling fast so
    /// it clears quickly.
    static func scene(today: String = "2025-12-20", extra: String = "", showGestures: Bool = true) -> String {
        """
        { "name": "t", "size": [120, 200], "fps": 10, "duration": 4, "seed": 5, "showGestures": \(showGestures),
          "script": [{ "at": 0.1, "gesture": "shake" }],
          "snow": { "today": "\(today)", "duration": 1\(extra),
                    "flakes": { "birthRate": 4, "velocity": 300, "velocityRange": 50, "lifetime": 3, "lifetimeRange": 0.5 } } }
        """
    }

    static func simulation(_ json: String, environment: SceneEnvironment = SceneEnvironment(pictures: NoPictures())) throws -> (ComposedSimulation, SceneFile) {
        let file = try SceneFile.decode(Data(json.utf8), path: "t.json")
        let sim = try file.makeSimulation(environment: environment)
        return (try #require(sim as? ComposedSimulation), file)
    }

    /// Steps `sim` up to (not including) `tick`, firing the script.
    static func run(_ sim: inout ComposedSimulation, _ file: SceneFile, from: Int = 0, to tick: Int) {
        for t in from..<tick {
            sim.step(tick: t, gestures: file.header.script.events(at: t).map(\.gesture))
        }
    }

    /// The screen's x offset: the wobble is the one layer right above the black backdrop.
    static func wobble(_ list: DisplayList) -> Double {
        guard list.commands.count > 1, case .layer(let l) = list.commands[1] else { return 0 }
        #expect(l.transform == .translation(l.transform.tx, 0))
        return l.transform.tx
    }

    static func sprites(_ list: DisplayList) -> [Sprite] {
        list.commands.compactMap { if case .sprite(let s) = $0 { return s } else { return nil } }
    }

    @Test func outOfSeasonAShakeSpawnsNothing() throws {
        var (sim, file) = try Self.simulation(Self.scene(today: "2025-07-01"))
        Self.run(&sim, file, to: Timeline.ticks(1))
        #expect(sim.particleCount == 0)
        #expect(Self.sprites(sim.draw()).isEmpty)
        // Only the gesture indicator changes: the screen wobbles under a badge.
        Self.run(&sim, file, from: Timeline.ticks(1), to: Timeline.ticks(1) + 1)
        var (early, efile) = try Self.simulation(Self.scene(today: "2025-07-01"))
        Self.run(&early, efile, to: Timeline.ticks(0.2))
        #expect(Self.wobble(early.draw()) != 0)
    }

    @Test func inSeasonItSnowsForTheDurationThenClears() throws {
        var (sim, file) = try Self.simulation(Self.scene())
        Self.run(&sim, file, to: Timeline.ticks(0.1))
        #expect(sim.particleCount == 0, "nothing before the shake")
        Self.run(&sim, file, from: Timeline.ticks(0.1), to: Timeline.ticks(0.6))
        let midway = sim.particleCount
        // 8 cells × 4/s × 0.5 s = 16 births, all still alive.
        #expect(midway == 16)
        #expect(Self.sprites(sim.draw()).count == 16)
        Self.run(&sim, file, from: Timeline.ticks(0.6), to: Timeline.ticks(1.1))
        #expect(sim.particleCount == 32, "emission stops 1 s after the shake: 32 born in all")
        Self.run(&sim, file, from: Timeline.ticks(1.1), to: Timeline.ticks(2.5))
        #expect(sim.particleCount == 32, "no births after the duration; flakes live on (lifetime ≥ 2.5 s)")
        // After the longest lifetime (3.5 s) from the last birth none are left.
        Self.run(&sim, file, from: Timeline.ticks(2.5), to: Timeline.ticks(4.7))
        #expect(sim.particleCount == 0)
    }

    @Test func snowFallsFromAboveTheTopEdgeAcrossTheWidth() throws {
        var (sim, file) = try Self.simulation(Self.scene())
        Self.run(&sim, file, to: Timeline.ticks(1.1))
        let flakes = Self.sprites(sim.draw())
        #expect(flakes.count == 32)
        #expect(flakes.allSatisfy { $0.center.x >= -20 - 1e-9 && $0.center.x < 140 + 20 })
        #expect(flakes.allSatisfy { $0.picture.hasPrefix("snowflake-") })
        #expect(Set(flakes.map(\.picture)).count == 8)
        // Sizes: 32 pt × (0.44 ± 0.25).
        #expect(flakes.allSatisfy { $0.size.width >= 32 * 0.19 - 1e-9 && $0.size.width < 32 * 0.69 })
    }

    @Test func aShakeWhileSnowingRestartsTheDuration() throws {
        let json = Self.scene().replacingOccurrences(of: "[{ \"at\": 0.1, \"gesture\": \"shake\" }]",
                                                     with: "[{ \"at\": 0.1, \"gesture\": \"shake\" }, { \"at\": 0.6, \"gesture\": \"shake\" }]")
        var (sim, file) = try Self.simulation(json)
        Self.run(&sim, file, to: Timeline.ticks(1.6))
        // Emission from 0.1 s to 1.6 s (1 s after the second shake): 1.5 s × 32/s.
        #expect(sim.particleCount == 48)
    }

    @Test func theWobbleMovesOnlyTheScreenAndOnlyWithGestures() throws {
        var (sim, file) = try Self.simulation(Self.scene())
        Self.run(&sim, file, to: Timeline.ticks(0.2))
        #expect(Self.wobble(sim.draw()) != 0)
        Self.run(&sim, file, from: Timeline.ticks(0.2), to: Timeline.ticks(1.0))
        #expect(Self.wobble(sim.draw()) == 0, "the wobble is over within 0.8 s")

        var (quiet, qfile) = try Self.simulation(Self.scene(showGestures: false))
        Self.run(&quiet, qfile, to: Timeline.ticks(0.2))
        #expect(Self.wobble(quiet.draw()) == 0)
    }

    @Test func sameSeedSameDisplayLists() throws {
        var (a, file) = try Self.simulation(Self.scene())
        var (b, _) = try Self.simulation(Self.scene())
        var tick = 0
        for stop in [Timeline.ticks(0.05), Timeline.ticks(0.4), Timeline.ticks(1.3)] {
            Self.run(&a, file, from: tick, to: stop); Self.run(&b, file, from: tick, to: stop)
            tick = stop
            #expect(a.draw() == b.draw())
        }
        #expect(!Self.sprites(a.draw()).isEmpty)
    }

    @Test func dateFlagOverridesTheScenesToday() throws {
        let env = SceneEnvironment(pictures: NoPictures(), today: try CalendarDate("2026-07-01"))
        var (sim, file) = try Self.simulation(Self.scene(), environment: env)
        Self.run(&sim, file, to: Timeline.ticks(0.5))
        #expect(sim.particleCount == 0)
    }

    @Test func remoteConfigReplacesSeasonAndDuration() throws {
        let config = #"{ "startDate": "2025-12-19T00:00:00Z", "endDate": "2025-12-21T12:00:00Z", "duration": 0.25 }"#
        let env = SceneEnvironment(pictures: NoPictures(), remoteConfig: (path: "remote.json", data: Array(config.utf8)))
        var (sim, file) = try Self.simulation(Self.scene(), environment: env)
        Self.run(&sim, file, to: Timeline.ticks(1))
        #expect(sim.particleCount == 8, "0.25 s × 32/s")

        let outside = SceneEnvironment(pictures: NoPictures(), today: try CalendarDate("2025-12-22"), remoteConfig: env.remoteConfig)
        var (late, lfile) = try Self.simulation(Self.scene(), environment: outside)
        Self.run(&late, lfile, to: Timeline.ticks(1))
        #expect(late.particleCount == 0)
    }

    /// A snow layer with a season is the block's snow over any backdrop: out
    /// of season a shake brings nothing, and `--config` and `--date` decide it.
    @Test func aSnowLayerWithASeasonReadsTheDateAndTheRemoteConfig() throws {
        let json = #"{ "name": "t", "size": [120, 200], "fps": 10, "duration": 2, "seed": 5, "script": [{ "at": 0.1, "gesture": "shake" }], "#
            + #""effects": [{ "snow": { "season": { "from": "12-01", "to": "12-31" }, "today": "2025-07-01", "duration": 1 } }] }"#
        let file = try SceneFile.decode(Data(json.utf8), path: "t.json")
        #expect(file.composition.readsRemoteConfig)
        func flakes(_ environment: SceneEnvironment) throws -> Int {
            var sim = try #require(try file.makeSimulation(environment: environment) as? ComposedSimulation)
            Self.run(&sim, file, to: Timeline.ticks(1))
            return sim.particleCount
        }
        #expect(try flakes(SceneEnvironment(pictures: NoPictures())) == 0)
        #expect(try flakes(SceneEnvironment(pictures: NoPictures(), today: try CalendarDate("2025-12-20"))) > 0)
        let config = #"{ "startDate": "2025-06-30T00:00:00Z", "endDate": "2025-07-02T00:00:00Z", "duration": 0.5 }"#
        #expect(try flakes(SceneEnvironment(pictures: NoPictures(), remoteConfig: (path: "remote.json", data: Array(config.utf8)))) > 0)
        let undated = try SceneFile.decode(Data(json.replacingOccurrences(of: #", "today": "2025-07-01""#, with: "").utf8), path: "t.json")
        // The module names no option; the command line adds "or pass --date".
        expectLine(FrolicError(file: "t.json", field: "effects[0].snow.today", "missing: give the day as YYYY-MM-DD here")) {
            _ = try undated.makeSimulation(environment: SceneEnvironment(pictures: NoPictures()))
        }
        let seasonless = try SceneFile.decode(Data(json.replacingOccurrences(of: #""season": { "from": "12-01", "to": "12-31" }, "#, with: "").utf8), path: "t.json")
        #expect(!seasonless.composition.readsRemoteConfig)
    }

    @Test func badRemoteConfigNamesTheConfigFile() throws {
        let env = SceneEnvironment(pictures: NoPictures(), remoteConfig: (path: "remote.json", data: Array(#"{ "startDate": "soon" }"#.utf8)))
        let file = try SceneFile.decode(Data(Self.scene().utf8), path: "t.json")
        expectLine(FrolicError(file: "remote.json", field: "startDate",
                                    "not an ISO-8601 date: \"soon\" (expected e.g. 2021-12-01T00:00:00Z)")) {
            _ = try file.makeSimulation(environment: env)
        }
    }

    @Test func exampleDecodes() throws {
        let url = Self.repoRoot.appendingPathComponent("Examples/snow-globe.json")
        let file = try SceneFile.load(path: url.path)
        #expect(file.header.size == Size(375, 667) && file.header.fps == 25 && file.header.duration == 11.4)
        let snow = try #require(file.preset as? SnowGlobe)
        #expect(snow.snow.duration == 5)
        #expect(try #require(snow.snow.season).contains(try #require(snow.snow.today)))
        #expect(snow.snow.pictures == (1...8).map { "snowflake-\($0)" })
        #expect(file.header.script.events == [ScriptEvent(time: 0.4, gesture: .shake)])
    }

    @Test func exampleMatchesTheDefaultsButForItsFasterPalerBlueFlakes() throws {
        // The example spells out every emitter value; they are the defaults
        // too, except that its flakes fall faster (the screen fills before
        // the five seconds of snow end, and the last flake is out 0.2 s before
        // the GIF loops) and are tinted pale blue to read over white rows.
        let url = Self.repoRoot.appendingPathComponent("Examples/snow-globe.json")
        let snow = try #require(try SceneFile.load(path: url.path).preset as? SnowGlobe).snow
        let bare = try #require(try SceneFile.decode(Data(#"{"name":"b","size":[375,667],"fps":25,"duration":8,"snow":{"today":"2025-12-20"}}"#.utf8), path: "b").preset as? SnowGlobe).snow
        var flake = snow.flake
        flake.emissionLongitude = bare.flake.emissionLongitude   // 1.5708 written out vs π/2
        #expect(flake.velocity == 110 && flake.velocityRange == 15 && flake.yAcceleration == 8)
        #expect(flake.color == Color(0.84, 0.9, 1, 0.95))
        flake.velocity = bare.flake.velocity
        flake.velocityRange = bare.flake.velocityRange
        flake.yAcceleration = bare.flake.yAcceleration
        flake.color = bare.flake.color
        #expect(abs(snow.flake.emissionLongitude - Double.pi / 2) < 1e-4)
        #expect(flake == bare.flake)
        #expect(snow.emitter == bare.emitter)
    }

    @Test(arguments: [
        (#", "wind": 3"#, "snow.wind"),
        (#", "emitter": { "shap": "line" }"#, "snow.emitter.shap"),
        (#", "season": { "from": "12-01", "to": "01-15", "year": 2025 }"#, "snow.season.year"),
        (#", "season": { "from": "13-01", "to": "01-15" }"#, "snow.season.from"),
        (#", "season": { "startDate": "2022-01-01T00:00:00Z", "endDate": "2021-01-01T00:00:00Z" }"#, "snow.season.endDate"),
        (#", "emitter": { "shape": "circle" }"#, "snow.emitter.shape"),
    ])
    func badBlocksNameTheField(extra: String, field: String) throws {
        do {
            _ = try SceneFile.decode(Data(Self.scene(extra: extra).utf8), path: "t.json")
            Issue.record("decoded")
        } catch {
            #expect(error.file == "t.json")
            #expect(error.field == field, "\(error)")
        }
    }

    /// A season's day that names no day says which part is wrong.
    @Test(arguments: [("13-01", "13-01: month 13 is not 1…12"), ("02-30", "02-30: day 30 is not 1…29 in February"),
                      ("12/01", #""12/01" is not a day in the form MM-DD"#), ("1-15", #""1-15" is not a day in the form MM-DD"#)])
    func aSeasonDaySaysWhichPartIsWrong(day: String, message: String) {
        expectLine(FrolicError(file: "t.json", field: "snow.season.to", message)) {
            try SceneFile.decode(Data(Self.scene(extra: #", "season": { "from": "12-01", "to": "\#(day)" }"#).utf8), path: "t.json")
        }
    }

    /// 8 pictures × 200/s × (120 + 120) s would be 384 000 live flakes: rejected at
    /// the block instead of allocating them; the example's ~430 pass.
    @Test func absurdBirthRateTimesLifetimeIsRejected() throws {
        let flood = #"{ "name": "t", "size": [120, 200], "fps": 10, "duration": 4, "snow": { "today": "2025-12-20", "#
            + #""flakes": { "birthRate": 200, "lifetime": 120, "lifetimeRange": 120 } } }"#
        do { _ = try SceneFile.decode(Data(flood.utf8), path: "t.json"); Issue.record("decoded") }
        catch { #expect(error.field == "snow.flakes", "\(error)") }
        _ = try SceneFile.load(path: Self.repoRoot.appendingPathComponent("Examples/snow-globe.json").path)
    }

    @Test func unknownFlakeKeyAndBadTodayAreRejected() throws {
        let typo = Self.scene().replacingOccurrences(of: "\"lifetime\": 3", with: "\"lifetim\": 3")
        #expect(throws: SceneFileError.self) { _ = try SceneFile.decode(Data(typo.utf8), path: "t.json") }
        do { _ = try SceneFile.decode(Data(typo.utf8), path: "t.json") } catch { #expect(error.field == "snow.flakes.lifetim") }
        do { _ = try SceneFile.decode(Data(Self.scene(today: "2025-02-30").utf8), path: "t.json"); Issue.record("decoded") }
        catch { #expect(error.field == "snow.today") }
    }
}

extension ComposedSimulation {
    /// Live snowflakes: the snow block's one layer's.
    var particleCount: Int { (layers.first as? SnowLayer.Running)?.emitter.particles.count ?? 0 }
}
