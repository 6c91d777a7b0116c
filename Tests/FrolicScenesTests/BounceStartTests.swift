import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// The bounce layer takes `start` as every layer does: by default the game
/// is on from the first frame; another start shows the board and begins the
/// game then, on the game's own clock.
@Suite struct BounceStartTests {
    func scene(_ bounce: String, script: String = "[]") throws -> SceneFile {
        let json = ##"{ "name": "t", "size": [500, 500], "fps": 10, "duration": 4, "showGestures": false, "script": \##(script), "backdrop": { "color": "#000000" }, "effects": [{ "bounce": { "circleCount": 4, "rounds": 1\##(bounce) } }] }"##
        return try SceneFile.decode(Data(json.utf8), path: "t.json")
    }

    /// What `file` draws after its ticks before `tick` have been played.
    func drawn(_ file: SceneFile, at tick: Int) throws -> [DrawCommand] {
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: LayerTests.Screenshot()))
        for t in 0..<tick { sim.step(tick: t, gestures: file.header.script.events(at: t).map(\.gesture)) }
        return sim.draw().commands
    }

    @Test func theDefaultStartIsTheMomentZero() throws {
        let plain = try scene(""), explicit = try scene(#", "start": "time", "at": 0"#)
        for tick in [0, 1, 450, 1200] { #expect(try drawn(plain, at: tick) == drawn(explicit, at: tick)) }
        #expect(try drawn(plain, at: 0).count > 1, "the board shows on the first frame")
    }

    @Test func aShakeShowsTheBoardAndBeginsTheGameOnItsOwnClock() throws {
        let shaken = try scene(#", "start": "shake""#, script: #"[{ "at": 0.5, "gesture": "shake" }]"#)
        let backdropOnly = try drawn(shaken, at: 0)
        #expect(try drawn(shaken, at: 300) == backdropOnly, "nothing before the shake")
        let plain = try scene("")
        for n in [1, 240, 900] { #expect(try drawn(shaken, at: 300 + n) == drawn(plain, at: n), "\(n) ticks into the game") }
    }

    @Test func aTimeStartWaitsForItsMoment() throws {
        let later = try scene(#", "start": "time", "at": 1"#)
        #expect(try drawn(later, at: 600) == drawn(later, at: 0))
        #expect(try drawn(later, at: 600 + 240) == drawn(scene(""), at: 240))
    }

    /// `warmUp` shows the game that many seconds on: the first frame is the
    /// plain game's frame then, circles spread out rather than stacked on
    /// `circleStart`; a later start warms up when it fires.
    @Test func aWarmUpShowsTheGameThatFarOn() throws {
        let warm = try scene(#", "warmUp": 2"#), plain = try scene("")
        for n in [0, 1, 240] { #expect(try drawn(warm, at: n) == drawn(plain, at: n + 1200), "\(n) ticks in") }
        #expect(try drawn(warm, at: 0) != drawn(plain, at: 0))
        let shaken = try scene(#", "warmUp": 2, "start": "shake""#, script: #"[{ "at": 0.5, "gesture": "shake" }]"#)
        #expect(try drawn(shaken, at: 300 + 60) == drawn(plain, at: 1200 + 60))
    }
}
