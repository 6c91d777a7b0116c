import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// The burst layer takes `start` as every layer does: each tap by default, or
/// a shake, a pull or a moment, which burst from `point`.
@Suite struct BurstStartTests {
    func scene(_ burst: String, script: String) throws -> SceneFile {
        let json = ##"{ "name": "t", "size": [393, 852], "fps": 10, "duration": 4, "script": \##(script), "backdrop": { "color": "#000000" }, "effects": [{ "burst": { "itemsPerTap": 3, "pictureSize": [10, 10], "pictureScale": 1, "gravity": 0, "pushMagnitude": 0\##(burst) } }] }"##
        return try SceneFile.decode(Data(json.utf8), path: "t.json")
    }

    /// The sprites' centres after playing `file` for `seconds`.
    func items(_ file: SceneFile, after seconds: Double) throws -> [Point] {
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: LayerTests.Screenshot()))
        for tick in 0..<Timeline.ticks(seconds) {
            sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture))
        }
        return sim.draw().commands.compactMap { if case .sprite(let s) = $0 { return s.center } else { return nil } }
    }

    let tapAndShake = #"[{ "at": 0.2, "gesture": "tap", "point": [50, 60] }, { "at": 0.5, "gesture": "shake" }]"#

    @Test func eachTapBurstsAtItsPointByDefault() throws {
        let points = try items(scene("", script: tapAndShake), after: 1)
        #expect(points.count == 3)
        #expect(points.allSatisfy { abs($0.x - 50) < 1 && abs($0.y - 60) < 1 })
    }

    @Test func aShakeStartBurstsAtThePointAndTapsDoNothing() throws {
        let points = try items(scene(#", "start": "shake", "point": [300, 700]"#, script: tapAndShake), after: 1)
        #expect(points.count == 3)
        #expect(points.allSatisfy { abs($0.x - 300) < 1 && abs($0.y - 700) < 1 })
    }

    @Test func aTimeStartBurstsOnceAtTheScreensCentreWithoutAPoint() throws {
        let file = try scene(#", "start": "time", "at": 1.5"#, script: tapAndShake)
        #expect(try items(file, after: 1.4).isEmpty)
        let points = try items(file, after: 2)
        #expect(points.count == 3)
        #expect(points.allSatisfy { abs($0.x - 196.5) < 1 && abs($0.y - 426) < 1 })
    }

    @Test func theItemsLimitCountsTheBurstsTheStartMakes() throws {
        let shakes = (0..<167).map { #"{ "at": \#(Double($0) / 100), "gesture": "shake" }"# }.joined(separator: ", ")
        expectLine(FrolicError(file: "t.json", field: "script[166]",
                                    "this gesture bursts 3 items, 501 in the scene so far; a scene bursts at most 500 items in all (taps × itemsPerTap)")) {
            try scene(#", "start": "shake""#, script: "[\(shakes)]")
        }
        _ = try scene("", script: "[\(shakes)]")   // shakes do not burst with the default start
    }
}
