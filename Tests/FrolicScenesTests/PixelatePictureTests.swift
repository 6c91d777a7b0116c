import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// `pixelate.picture` fills its region at every frame, sharp at rest and
/// pixelated while the pull lasts, so it never pops in or out.
@Suite struct PixelatePictureTests {
    /// The pixelate layer's picture fills in `list` (the backdrop's are the first two commands).
    func fills(_ list: DisplayList) -> [PictureFill] {
        list.commands.dropFirst(2).compactMap { if case .picture(let p) = $0, p.picture == "header" { return p } else { return nil } }
    }

    @Test func thePictureFillsItsRegionAtRestAndDuringThePull() throws {
        let json = ##"{ "name": "t", "size": [393, 852], "fps": 10, "duration": 6, "script": [{ "at": 0.5, "gesture": "drag", "path": [[200, 300], [200, 540]], "duration": 1.5 }], "backdrop": { "picture": "shot" }, "effects": [{ "pixelate": { "region": [0, 164, 393, 220], "picture": "header" } }] }"##
        let file = try SceneFile.decode(Data(json.utf8), path: "t.json")
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: LayerTests.Screenshot()))
        var blocks: [Double] = []
        for tick in 0..<Timeline.ticks(5) {
            sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture))
            guard tick % Timeline.ticks(0.1) == 0 else { continue }
            let shown = fills(sim.draw())
            #expect(shown.count == 1, "at tick \(tick)")
            #expect(shown.first?.frame == Rect(x: 0, y: 164, width: 393, height: 220))
            blocks.append(shown.first?.pixelBlock ?? -1)
        }
        #expect(blocks.first == 0 && blocks.last == 0, "sharp at rest, before and after")
        #expect(blocks.contains { $0 >= 20 }, "pixelated during the pull")
    }
}
