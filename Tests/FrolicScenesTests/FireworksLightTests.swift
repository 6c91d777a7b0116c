import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes

/// Fireworks that read as fireworks: bursts big enough, in their shapes,
/// crackling, drawn as light under a veil dark enough for it.
@Suite struct FireworksLightTests {
    func running(_ body: String, seconds: Double) throws -> FireworksLayer.Running {
        let json = ##"{ "name": "t", "size": [393, 852], "fps": 10, "duration": 6, "seed": 5, "backdrop": { "color": "#FFFFFF" }, "effects": [{ "fireworks": \##(body) }] }"##
        let file = try SceneFile.decode(Data(json.utf8), path: "t.json")
        var sim = try file.makeSimulation(environment: SceneEnvironment(pictures: PresetLayerTests.Screen()))
        for tick in 0 ..< Timeline.ticks(seconds) { sim.step(tick: tick, gestures: []) }
        return try #require((sim as? ComposedSimulation)?.layers.first as? FireworksLayer.Running)
    }

    @Test func theDefaultsBurstIntoAHundredOddSparksUnderADarkNight() {
        let f = FireworksLayer()
        #expect((80...150).contains(f.sparks))
        #expect(f.dim >= 0.8)
        #expect(f.spark.blend == .add && f.spark.glow > 1)
    }

    @Test func everyShapeHasItsRolesAndAPeonyCrackles() throws {
        let roles = FireworksLayer.roles(CellTable(FireworksLayer().rocketCells()))
        #expect(roles.filter { $0 == .rocket }.count == 3 && roles.filter { $0 == .trail }.count == 3)
        #expect(roles.contains(.spark(.peony)) && roles.contains(.spark(.ring)) && roles.contains(.spark(.willow)))
        #expect(roles.filter { $0 == .glint }.count == 2, "peony and ring crackle, willow does not")
    }

    /// One peony rocket with 100 sparks and 2 glints each: every spark crackles as it dies.
    @Test func sparksCrackleIntoGlintsWhenTheyDie() throws {
        let r = try running(#"{ "at": 0, "rockets": 1, "sparks": 100, "crackle": 2, "trail": 0, "burst": "peony", "sparkLife": 0.5 }"#, seconds: 5)
        #expect(r.emitter.births == 1 + 100 + 200)
    }

    /// A ring's sparks fly out at one speed, a peony's at many; a willow's
    /// are slower, live longer and do not crackle.
    @Test func eachShapeHasItsSparks() throws {
        let table = CellTable(FireworksLayer().rocketCells())
        let roles = FireworksLayer.roles(table)
        func spark(_ shape: FireworksLayer.Burst) throws -> EmitterCell {
            table[try #require(roles.firstIndex(of: .spark(shape)))]
        }
        let ring = try spark(.ring), peony = try spark(.peony), willow = try spark(.willow)
        #expect(ring.velocityRange / ring.velocity <= 0.05)
        #expect(peony.velocityRange / peony.velocity >= 0.15)
        #expect(willow.velocity < peony.velocity && willow.lifetime > peony.lifetime * 1.5 && willow.emitterCells.isEmpty)
        #expect(peony.birthsAtDeath == FireworksLayer().sparks && peony.emitterCells.count == 1)
    }

    /// Sparks and rockets are drawn as light; the veil is dark.
    @Test func burstsAreDrawnAsAddedLight() throws {
        let r = try running(#"{ "at": 0, "rockets": 2, "interval": 0.2 }"#, seconds: 1.6)
        let commands = r.draw()
        guard case let .fill(veil) = commands.first else { Issue.record("no veil"); return }
        #expect(veil.a >= 0.8 && veil.r + veil.g + veil.b < 0.1)
        let glows = commands.compactMap { if case let .glow(g) = $0 { g } else { nil } }
        #expect(glows.count > 150)
        #expect(glows.allSatisfy { $0.blend == .add })
        #expect(glows.contains { $0.halo > 1 } && glows.contains { $0.stretch > 1.5 })
    }
}
