import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

/// A scene that renders but not as meant says so, one field each: a layer
/// that never starts, a `duration` that cuts a layer short, a region wholly
/// off the screen; a scene with none of these says nothing.
@Suite struct SceneWarningsTests {
    func warnings(duration: Double = 8, script: String = "[]", _ effects: String) throws -> [String] {
        let text = """
            { "name": "w", "size": [393, 852], "fps": 25, "duration": \(duration), "seed": 1, "script": \(script),
              "backdrop": { "color": "#ffffff" }, "effects": [\(effects)] }
            """
        let file = try SceneFile.decode(Data(text.utf8), path: "w.json")
        let composition = file.composition
        return composition.warnings(scene: file.header).map { "\($0.field): \($0.message)" }
    }

    @Test func aTapStartWithNoTapInTheScriptNeverStarts() throws {
        let found = try warnings(#"{ "hearts": { "start": "tap" } }"#)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("effects[0].hearts.start: a tap starts the hearts, but the script has no tap") == true)
        #expect(try warnings(script: #"[{ "at": 0.5, "gesture": "tap", "point": [100, 100] }]"#,
                             #"{ "hearts": { "start": "tap" } }"#).isEmpty)
        // A shake in the script does not start a tap's layer.
        #expect(try warnings(script: #"[{ "at": 0.5, "gesture": "shake" }]"#, #"{ "hearts": { "start": "tap" } }"#).count == 1)
    }

    @Test func aMomentPastTheEndNeverStarts() throws {
        let found = try warnings(duration: 3, #"{ "confetti": { "start": "time", "at": 4 } }"#)
        #expect(found.first?.hasPrefix("effects[0].confetti.at: 4 s is at or past the scene's end") == true)
    }

    @Test func aDurationThatEndsBeforeALayerHasPlayedOutIsNamed() throws {
        let confetti = #"{ "confetti": { "start": "time", "at": 0.3 } }"#
        let end = 0.3 + ConfettiLayer().playTime(height: 852)
        let short = try warnings(duration: 2, confetti)
        #expect(short.count == 1)
        #expect(short.first?.hasPrefix("duration: 2 s ends the scene before effects[0].confetti has played out") == true)
        #expect(try warnings(duration: (end * 10).rounded(.up) / 10, confetti).isEmpty)
        // A loop has no end to cut.
        #expect(try warnings(duration: 2, #"{ "snow": { "loop": 6 } }"#).isEmpty)
    }

    @Test func aRegionWhollyOffTheScreenIsNamed() throws {
        let found = try warnings(#"{ "rain": { "region": [400, 10, 50, 50], "loop": 6 } }"#)
        #expect(found == ["effects[0].rain.region: lies wholly off the 393×852 screen: the rain shows nothing"])
        #expect(try warnings(#"{ "rain": { "region": [380, 10, 50, 50], "loop": 6 } }"#).isEmpty)
        let boom = try warnings(script: #"[{ "at": 0.5, "gesture": "shake" }]"#,
                                #"{ "boom": { "rects": [[0, 0, 100, 100], [0, 900, 100, 40]], "grid": { "rows": 0 } } }"#)
        #expect(boom.contains { $0.hasPrefix("effects[0].boom.rects[1]: lies wholly off") })
        #expect(!boom.contains { $0.hasPrefix("effects[0].boom.rects[0]") })
    }

    @Test func aPictureMovedWhollyOffTheScreenIsNamed() throws {
        func warnings(_ backdrop: String) throws -> [String] {
            let text = #"{ "name": "w", "size": [393, 852], "fps": 25, "duration": 2, "seed": 1, "effects": [{ "snow": { "loop": 2 } }], "backdrop": "#
                + backdrop + "}"
            let file = try SceneFile.decode(Data(text.utf8), path: "w.json")
            return file.composition.warnings(scene: file.header).map { "\($0.field): \($0.message)" }
        }
        #expect(try warnings(#"{ "picture": "shot.png", "offset": [1e6, 1e6] }"#)
            == ["backdrop.offset: moves the picture wholly off the 393×852 screen: only its `color` shows"])
        #expect(try warnings(#"{ "picture": "shot.png", "offset": [0, -852] }"#).count == 1)
        #expect(try warnings(#"{ "picture": "shot.png", "offset": [392, 0] }"#).isEmpty, "a sliver still shows")
        #expect(try warnings(##"{ "color": "#ffffff", "offset": [1e6, 1e6] }"##).isEmpty, "no picture to move")
    }

    /// A flow step past the end, and a flow screen moved off, each warn at their field.
    @Test func aFlowStepPastTheEndAndAFlowScreenMovedOffAreNamed() throws {
        let text = """
            { "name": "w", "size": [393, 852], "fps": 25, "duration": 3, "seed": 1,
              "screens": [{ "picture": "a.png" }, { "picture": "b.png", "offset": [1e6, 1e6] }],
              "flow": [{ "at": 1, "show": 1 }, { "at": 3, "show": 0 }, { "at": 2.99, "show": 0 }] }
            """
        let file = try SceneFile.decode(Data(text.utf8), path: "w.json")
        let found = file.composition.warnings(scene: file.header).map { "\($0.field): \($0.message)" }
        #expect(found == [
            "screens[1].offset: moves the picture wholly off the 393×852 screen: only its `color` shows",
            "flow[1].at: 3 s is at or past the scene's end (`duration` 3 s): screen 0 never comes in",
        ])
    }

    /// The gallery shows each effect as meant: no example warns.
    @Test func noExampleWarns() throws {
        #expect(ExampleScenes.names.count >= 10)
        for name in ExampleScenes.names {
            let file = try SceneFile.load(path: ExampleScenes.scene(name))
            let found = file.composition.warnings(scene: file.header)
            #expect(found.isEmpty, "\(name): \(found)")
        }
    }
}
