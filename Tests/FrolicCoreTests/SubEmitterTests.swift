import Foundation
import Testing
@testable import FrolicCore

/// Sub-cells: particles emitted by particles, while they live and when they die.
@Suite struct SubEmitterTests {
    private func run(_ e: inout ParticleEmitter, ticks: Int, _ r: inout SeededRandom) {
        for _ in 0..<ticks { e.step(random: &r) }
    }

    /// A rocket cell: born once at (100, 500), flying up at 200 pt/s under
    /// gravity for `life` seconds, in red.
    private func rocket(life: Double = 0.5, _ sub: [EmitterCell]) -> EmitterLayer {
        var c = EmitterCell(picture: "rocket", pictureSize: Size(4, 4))
        c.lifetime = life
        c.velocity = 200; c.emissionLongitude = -.pi / 2; c.yAcceleration = 100
        c.color = Color(1, 0, 0)
        c.emitterCells = sub
        return EmitterLayer(position: Point(100, 500), cells: [c])
    }

    private func sub(_ name: String, _ configure: (inout EmitterCell) -> Void) -> EmitterCell {
        var c = EmitterCell(picture: name, pictureSize: Size(2, 2))
        c.lifetime = 10
        configure(&c)
        return c
    }

    @Test func aDyingParticleGivesItsDeathBirthsWhereItDies() throws {
        let spark = sub("spark") { $0.birthsAtDeath = 12; $0.velocity = 50; $0.emissionRange = .pi; $0.color = Color(1, 1, 1, 0.5) }
        var e = ParticleEmitter(layer: rocket([spark]))
        var r = SeededRandom(seed: 7)
        e.burst(cell: 0, count: 1, random: &r)
        let parent = try #require(e.particles.first)
        // Alive for 0.5 s = 300 ticks: no sparks yet on its last tick.
        run(&e, ticks: 299, &r)
        #expect(e.particles.count == 1 && e.particles[0].cell == 0)
        run(&e, ticks: 1, &r)
        #expect(e.particles.count == 12)
        #expect(e.table.cells.map(\.picture) == ["rocket", "spark"])
        let end = parent.position(at: 0.5)
        // 200·0.5 − ½·100·0.25 = 87.5 pt up from 500.
        #expect(abs(end.y - 412.5) < 1e-9 && abs(end.x - 100) < 1e-9)
        for p in e.particles {
            #expect(p.cell == 1)
            #expect(p.origin == end)
            #expect(p.birthTick == 300)
            #expect(p.color == Color(1, 0, 0, 0.5), "the parent's colour times the spark's white, the spark's own alpha")
        }
        #expect(e.births == 13)
        #expect(Set(e.particles.map(\.serial)).count == 12)
    }

    @Test func inheritedVelocityCarriesThePartOfTheParentsVelocity() throws {
        let spark = sub("spark") { $0.birthsAtDeath = 1; $0.inheritedVelocity = 0.5 }
        var e = ParticleEmitter(layer: rocket(life: 1, [spark]))
        var r = SeededRandom(seed: 1)
        e.burst(cell: 0, count: 1, random: &r)
        run(&e, ticks: 600, &r)
        let p = try #require(e.particles.first)
        // The rocket's velocity at 1 s: −200 + 100 = −100 pt/s; half of it.
        #expect(abs(p.velocity.y + 50) < 1e-9 && abs(p.velocity.x) < 1e-9)
    }

    @Test func aTrailIsBornAtItsRateAlongTheParentsPath() {
        // 30 per second over a 0.5 s life: one each 1/30 s before it dies, 14.
        let trail = sub("trail") { $0.birthRate = 30; $0.lifetime = 0.1 }
        var e = ParticleEmitter(layer: rocket([trail]))
        var r = SeededRandom(seed: 3)
        e.burst(cell: 0, count: 1, random: &r)
        let parent = e.particles[0]
        var origins: [Point] = []
        for _ in 0..<600 {
            e.step(random: &r)
            origins += e.particles.filter { $0.cell == 1 && $0.birthTick == e.tick }.map(\.origin)
        }
        #expect(origins.count == 14)
        #expect(e.births == 15)
        #expect(e.particles.isEmpty, "the trail has died out too")
        // Each is born on its parent's path, every 20 ticks.
        for (i, o) in origins.enumerated() {
            let at = parent.position(at: Timeline.seconds(20 * (i + 1)))
            #expect(abs(o.x - at.x) < 1e-9 && abs(o.y - at.y) < 1e-9)
        }
    }

    @Test func trailsGoOnWhenTheLayerStopsEmitting() {
        var c = EmitterCell(picture: "p", pictureSize: Size(1, 1))
        c.birthRate = 10; c.lifetime = 2
        c.emitterCells = [sub("trail") { $0.birthRate = 60; $0.lifetime = 0.05 }]
        var e = ParticleEmitter(layer: EmitterLayer(cells: [c]))
        var r = SeededRandom(seed: 1)
        run(&e, ticks: 60, &r)
        e.layer.birthRate = 0
        let before = e.births
        run(&e, ticks: 60, &r)
        #expect(e.births - before == 6, "the one particle alive (born at 0.1 s) trails 60/s for 0.1 s")
    }

    @Test func twoRunsWithOneSeedAreEqual() {
        func play() -> [Particle] {
            var c = EmitterCell(picture: "p", pictureSize: Size(1, 1))
            c.birthRate = 20; c.lifetime = 0.4; c.lifetimeRange = 0.2; c.velocity = 100; c.emissionRange = 3
            c.damping = 2; c.yAcceleration = 50
            c.emitterCells = [sub("trail") { $0.birthRate = 25; $0.lifetime = 0.3; $0.velocityRange = 10 },
                              sub("burst") { $0.birthsAtDeath = 5; $0.lifetime = 0.2; $0.velocity = 40; $0.emissionRange = 3 }]
            var e = ParticleEmitter(layer: EmitterLayer(shape: .line, size: Size(100, 0), cells: [c]))
            var r = SeededRandom(seed: 42)
            run(&e, ticks: 900, &r)
            return e.particles
        }
        let first = play()
        #expect(first.contains { $0.cell == 1 } && first.contains { $0.cell == 2 })
        #expect(first == play())
    }

    @Test func nothingIsBornBeyondTheCap() {
        var c = EmitterCell(picture: "p", pictureSize: Size(1, 1))
        c.lifetime = 1
        // Every particle emits 50 more at death, for ever: 40·50·50… but capped.
        c.emitterCells = [sub("x") { $0.birthsAtDeath = 50; $0.lifetime = 0.01 }]
        c.emitterCells[0].emitterCells = [c.emitterCells[0]]
        var e = ParticleEmitter(layer: EmitterLayer(cells: [c]))
        var r = SeededRandom(seed: 1)
        e.burst(cell: 0, count: 40, random: &r)
        #expect(e.table.cells.count == 3)
        var most = 0
        for _ in 0..<640 { e.step(random: &r); most = max(most, e.particles.count) }
        #expect(most == ParticleEmitter.maxParticles)
    }

    @Test func dampingSlowsToTheTerminalVelocity() {
        let p = Particle(cell: 0, birthTick: 0, lifetime: 100, origin: .zero, velocity: Point(300, 0),
                         acceleration: Point(0, 100), spin: 0, scale: 1, scaleSpeed: 0, color: .white,
                         colorSpeed: Color(0, 0, 0, 0), damping: 4)
        let late = p.velocity(at: 10)
        #expect(abs(late.x) < 1e-9 && abs(late.y - 25) < 1e-9)
        // The position's change over a short step matches the velocity.
        let a = p.position(at: 0.5), b = p.position(at: 0.5 + 1e-6), v = p.velocity(at: 0.5)
        #expect(abs((b.x - a.x) / 1e-6 - v.x) < 1e-3 && abs((b.y - a.y) / 1e-6 - v.y) < 1e-3)
    }
}
