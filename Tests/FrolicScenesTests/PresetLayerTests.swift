import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// The five presets drawn from vector shapes: each plays the same twice, moves,
/// and names the field of a bad value.
@Suite struct PresetLayerTests {
    struct Screen: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(393, 852) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
            Array(repeating: .white, count: width * height)
        }
    }

    /// Each preset with its default start and a tap for those that wait for one.
    static let presets = ["confetti", "fireworks", "hearts", "sparkles", "rain"]

    func scene(_ effect: String, _ body: String = "{}", height: Double = 852) throws -> SceneFile {
        let json = ##"{ "name": "t", "size": [393, \##(height)], "fps": 10, "duration": 4, "seed": 5, "script": [{ "at": 0.2, "gesture": "tap", "point": [200, 600] }], "backdrop": { "picture": "shot" }, "effects": [{ "\##(effect)": \##(body) }] }"##
        return try SceneFile.decode(Data(json.utf8), path: "t.json")
    }

    /// The display lists at 0.5 s, 1 s and 1.5 s.
    func frames(_ file: SceneFile) throws -> [DisplayList] {
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screen()))
        var lists: [DisplayList] = []
        for tick in 0..<Timeline.ticks(1.5) + 1 {
            sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture))
            if tick > 0, tick % Timeline.ticks(0.5) == 0 { lists.append(sim.draw()) }
        }
        return lists
    }

    @Test(arguments: presets) func playsTheSameTwiceAndMoves(effect: String) throws {
        let file = try scene(effect)
        let first = try frames(file)
        #expect(first == (try frames(file)))
        // Something over the backdrop (its fill and picture), and it moves.
        #expect(first.allSatisfy { $0.commands.count > 3 })
        #expect(first[0] != first[1] && first[1] != first[2])
    }

    @Test(arguments: presets) func anotherSeedGivesOtherParticles(effect: String) throws {
        let file = try scene(effect)
        var other = file
        other.header.seed = 6
        #expect(try frames(file) != frames(other))
    }

    @Test func badValuesAreErrorsAtTheirField() {
        let cases: [(String, String, String)] = [
            ("confetti", #"{ "pieces": 0 }"#, "effects[0].confetti.pieces"),
            ("confetti", #"{ "colors": [] }"#, "effects[0].confetti.colors"),
            ("fireworks", ##"{ "colors": ["#12345"] }"##, "effects[0].fireworks.colors[0]"),
            ("fireworks", #"{ "rockets": 51 }"#, "effects[0].fireworks.rockets"),
            ("hearts", #"{ "size": -1 }"#, "effects[0].hearts.size"),
            ("hearts", #"{ "start": "wink" }"#, "effects[0].hearts.start"),
            ("sparkles", #"{ "radius": -5 }"#, "effects[0].sparkles.radius"),
            ("rain", #"{ "angle": 2 }"#, "effects[0].rain.angle"),
            ("rain", #"{ "splash": 1.5 }"#, "effects[0].rain.splash"),
        ]
        for (effect, body, field) in cases {
            do {
                _ = try scene(effect, body)
                Issue.record("\(effect) \(body) was accepted")
            } catch let error as SceneFileError {
                #expect(error.field == field, "\(error)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func confettiDropsInAcrossTheTopWithoutATapAndRisesFromATap() throws {
        func first(_ file: SceneFile) throws -> [Particle] {
            var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screen()))
            for tick in 0...Timeline.ticks(0.3) { sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture)) }
            let running = try #require((sim as? ComposedSimulation)?.layers.first as? ConfettiLayer.Running)
            return running.emitter.particles
        }
        let dropped = try first(try scene("confetti", #"{ "at": 0.1 }"#))
        #expect(!dropped.isEmpty && dropped.allSatisfy { $0.origin.y < 0 && $0.velocity.y > 0 })
        #expect(Set(dropped.map { Int($0.origin.x / 100) }).count >= 3, "across the width")
        let tapped = try first(try scene("confetti", #"{ "start": "tap" }"#))
        #expect(!tapped.isEmpty && tapped.allSatisfy { $0.origin == Point(200, 600) && $0.velocity.y < 0 })
    }

    @Test func oneStartLaunchesExactlyItsPiecesAndRocketsBurst() throws {
        let file = try scene("fireworks", #"{ "rockets": 3, "interval": 0.1, "sparks": 20, "trail": 0, "crackle": 0, "burst": "peony" }"#)
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screen()))
        for tick in 0..<Timeline.ticks(4) { sim.step(tick: tick, gestures: []) }
        let running = try #require((sim as? ComposedSimulation)?.layers.first as? FireworksLayer.Running)
        #expect(running.emitter.births == 3 + 3 * 20)

        let confetti = try scene("confetti", #"{ "pieces": 37, "launch": 0.33 }"#)
        sim = try confetti.makeSimulation(environment: SceneEnvironment(pictures: Screen()))
        for tick in 0..<Timeline.ticks(1) { sim.step(tick: tick, gestures: []) }
        let c = try #require((sim as? ComposedSimulation)?.layers.first as? ConfettiLayer.Running)
        #expect(c.emitter.births == 37)
    }

    /// After its play time, nothing of a preset is drawn any more: over a
    /// phone's screen and over a picture almost three phones tall.
    @Test(arguments: [852.0, 2400.0]) func playTimeCoversTheWholeEffect(height: Double) throws {
        for effect in Self.presets {
            let file = try scene(effect, height: height)
            let layer = try #require(file.composition.layers.first)
            let play = layer.playTime(height: height)
            #expect(play > 1 && play < 20, "\(effect): \(play)")
            var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: Screen()))
            // The start (at most 0.3 s in, or the tap at 0.2 s), then its play time.
            let end = Timeline.ticks(0.3 + play)
            for tick in 0...end { sim.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture)) }
            let drawn = sim.draw().commands.count
            #expect(drawn <= 2, "\(effect) still draws \(drawn) commands after \(play) s on a screen \(height) points tall")
        }
    }
}
