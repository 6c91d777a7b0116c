import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// Ambient snow and rain: full from the first frame, and after one loop
/// exactly where they started, so a GIF of one loop repeats seamlessly.
@Suite struct ParticleLoopTests {
    /// A colour backdrop reads no picture; the flakes are only named.
    struct NoPictures: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(1, 1) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] { [] }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] { [] }
    }

    /// The scene's frame after `ticks` steps of a fresh play.
    func drawn(_ effects: String, after ticks: Int) throws -> DisplayList {
        let json = ##"{ "name": "t", "size": [393, 852], "fps": 25, "duration": 6, "seed": 7, "backdrop": { "color": "#336699" }, "effects": [\##(effects)] }"##
        let file = try SceneFile.decode(Data(json.utf8), path: "t.json")
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: NoPictures()))
        for tick in 0..<ticks { sim.step(tick: tick, gestures: []) }
        return sim.draw()
    }

    @Test(arguments: [#"{ "snow": { "loop": 6 } }"#, #"{ "rain": { "loop": 6 } }"#])
    func oneLoopLaterTheFieldIsWhereItStarted(effects: String) throws {
        let period = Timeline.ticks(6)
        let first = try drawn(effects, after: 0)
        #expect(first.commands.count > 30)   // falling already on the first frame
        #expect(try drawn(effects, after: period) == first)
        #expect(try drawn(effects, after: 2 * period) == first)
        #expect(try drawn(effects, after: period / 2) != first)
    }

    @Test func everyParticleOfALoopIsShownAtEachAgeItHasModuloThePeriod() {
        var random = SeededRandom(seed: 3)
        var cell = EmitterCell(picture: "dot", pictureSize: Size(4, 4))
        cell.birthRate = 10; cell.lifetime = 2.5; cell.velocity = 100; cell.emissionLongitude = .pi / 2
        let loop = ParticleLoop(layer: EmitterLayer(shape: .point, cells: [cell]), period: 600, random: &random)
        // Ten births a second living 2.5 s: 25 alive at any moment once the fall is steady.
        for tick in stride(from: 0, to: 600, by: 37) {
            let alive = loop.alive(at: tick)
            #expect(alive.count == 25, "tick \(tick)")
            #expect(alive.allSatisfy { $0.age >= 0 && $0.age < 2.5 })
            #expect(zip(alive, alive.dropFirst()).allSatisfy { $0.age >= $1.age })   // oldest first
        }
    }

    @Test func cutAtALineFlakesBelowItAreNotKept() {
        var random = SeededRandom(seed: 3)
        var cell = EmitterCell(picture: "dot", pictureSize: Size(4, 4))
        cell.birthRate = 10; cell.lifetime = 20; cell.velocity = 100; cell.emissionLongitude = .pi / 2
        let loop = ParticleLoop(layer: EmitterLayer(shape: .point, cells: [cell]), period: 600, random: &random, below: 300)
        let alive = loop.alive(at: 0)
        #expect(alive.allSatisfy { $0.particle.position(at: $0.age).y < 300 + 2 })
        #expect(alive.count >= 29 && alive.count <= 31)   // three seconds' worth reach 300 points
    }
}
