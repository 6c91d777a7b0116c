import Foundation
import Testing
@testable import FrolicCore

@Suite struct EmitterTests {
    private func cell(_ configure: (inout EmitterCell) -> Void = { _ in }) -> EmitterCell {
        var c = EmitterCell(picture: "dot", pictureSize: Size(10, 10))
        c.birthRate = 10; c.lifetime = 1
        configure(&c)
        return c
    }

    private func run(_ e: inout ParticleEmitter, seconds: Double, seed: UInt64 = 1) {
        var r = SeededRandom(seed: seed)
        for _ in 0..<Timeline.ticks(seconds) { e.step(random: &r) }
    }

    @Test func fractionalBirthsCarryOver() {
        var e = ParticleEmitter(layer: EmitterLayer(cells: [cell { $0.birthRate = 5.5; $0.lifetime = 100 }]))
        run(&e, seconds: 10)
        #expect(e.births == 55)
        #expect(e.particles.count == 55)
    }

    @Test func birthsMatchRateTimesTimeOverLongRun() {
        // 0.3/s is not a binary fraction: the count may be off by the last one only.
        var e = ParticleEmitter(layer: EmitterLayer(cells: [cell { $0.birthRate = 0.3 }, cell { $0.birthRate = 7 }]))
        run(&e, seconds: 100)
        #expect(abs(e.births - 730) <= 1)
    }

    @Test func layerMultipliersMultiply() {
        var layer = EmitterLayer(cells: [cell {
            $0.birthRate = 4; $0.lifetime = 2; $0.velocity = 10; $0.scale = 0.5; $0.spin = 1
        }])
        layer.birthRate = 2.5; layer.lifetime = 3; layer.velocity = 4; layer.scale = 2; layer.spin = -0.5
        var e = ParticleEmitter(layer: layer)
        run(&e, seconds: 2)
        #expect(e.births == 20)
        for p in e.particles {
            #expect(p.lifetime == 6)
            #expect(abs(p.velocity.x - 40) < 1e-9 && abs(p.velocity.y) < 1e-9)
            #expect(p.scale == 1)
            #expect(p.spin == -0.5)
        }
    }

    @Test func sampledValuesStayInTheirRanges() {
        let c = cell {
            $0.birthRate = 500; $0.lifetime = 3; $0.lifetimeRange = 1
            $0.velocity = 50; $0.velocityRange = 20
            $0.emissionLongitude = .pi / 2; $0.emissionRange = 0.3
            $0.scale = 0.5; $0.scaleRange = 0.2
            $0.spin = 1; $0.spinRange = 2
            $0.color = Color(0.8, 0.8, 0.8, 0.5); $0.redRange = 0.1; $0.alphaRange = 0.25
        }
        var e = ParticleEmitter(layer: EmitterLayer(cells: [c]))
        run(&e, seconds: 1)
        #expect(e.particles.count == 500)
        var lowest = Double.infinity, highest = -Double.infinity
        for p in e.particles {
            let speed = p.velocity.length, angle = atan2(p.velocity.y, p.velocity.x)
            #expect(p.lifetime >= 2 && p.lifetime < 4)
            #expect(speed >= 30 - 1e-9 && speed < 70 + 1e-9)
            #expect(angle >= .pi / 2 - 0.3 - 1e-9 && angle < .pi / 2 + 0.3 + 1e-9)
            #expect(p.scale >= 0.3 && p.scale < 0.7)
            #expect(p.spin >= -1 && p.spin < 3)
            #expect(p.color.r >= 0.7 && p.color.r < 0.9 && p.color.g == 0.8)
            #expect(p.color.a >= 0.25 && p.color.a < 0.75)
            lowest = min(lowest, p.lifetime); highest = max(highest, p.lifetime)
        }
        // ±R, not ±R/2: the samples reach well beyond half the range.
        #expect(lowest < 2.1 && highest > 3.9)
    }

    @Test func particleDiesWhenItsAgeReachesItsLifetime() {
        var e = ParticleEmitter(layer: EmitterLayer(cells: [cell { $0.birthRate = 600; $0.lifetime = 0.5 }]))
        var r = SeededRandom(seed: 2)
        e.step(random: &r)
        #expect(e.particles.count == 1)
        e.layer.birthRate = 0
        for _ in 1..<300 { e.step(random: &r) }
        #expect(e.particles.count == 1, "age 299/600 s is below the lifetime")
        e.step(random: &r)
        #expect(e.particles.isEmpty, "age 300/600 s = 0.5 s reaches the lifetime")
    }

    @Test func lineBirthsLieOnTheSegment() {
        let layer = EmitterLayer(shape: .line, position: Point(100, -10), size: Size(200, 50),
                                 cells: [cell { $0.birthRate = 1000 }])
        var e = ParticleEmitter(layer: layer)
        run(&e, seconds: 0.5)
        #expect(e.particles.count == 500)
        #expect(e.particles.allSatisfy { $0.origin.y == -10 && $0.origin.x >= 0 && $0.origin.x < 200 })
        let xs = e.particles.map(\.origin.x)
        #expect(xs.min()! < 5 && xs.max()! > 195)
    }

    @Test func rectangleBirthsFillTheRectangle() {
        let layer = EmitterLayer(shape: .rectangle, position: Point(50, 50), size: Size(20, 40),
                                 cells: [cell { $0.birthRate = 600 }])
        var e = ParticleEmitter(layer: layer)
        run(&e, seconds: 0.5)
        #expect(e.particles.allSatisfy { Rect(x: 40, y: 30, width: 20, height: 40).contains($0.origin) })
    }

    @Test func stoppingEmissionLetsParticlesLiveOut() {
        var e = ParticleEmitter(layer: EmitterLayer(cells: [cell { $0.birthRate = 30; $0.lifetime = 2; $0.lifetimeRange = 1 }]))
        run(&e, seconds: 3)
        let born = e.births
        #expect(e.particles.count > 40)
        e.layer.birthRate = 0
        // The last particle dies on the first tick its age reaches its lifetime (≤ 3 s).
        let lastDeath = e.particles.map { $0.birthTick + Int(($0.lifetime * 600).rounded(.up)) }.max()!
        #expect(lastDeath - e.tick <= Timeline.ticks(3))
        var r = SeededRandom(seed: 9)
        var counts: [Int] = []
        while e.tick < lastDeath - 1 { e.step(random: &r); counts.append(e.particles.count) }
        #expect(e.births == born)
        #expect(counts == counts.sorted(by: >=), "no births, only deaths")
        #expect(e.particles.count == 1)
        e.step(random: &r)
        #expect(e.particles.isEmpty)
    }

    @Test func motionFollowsVelocityAndAcceleration() {
        var e = ParticleEmitter(layer: EmitterLayer(position: Point(10, 20), cells: [cell {
            $0.birthRate = 600; $0.lifetime = 5; $0.velocity = 30; $0.emissionLongitude = .pi / 2
            $0.xAcceleration = 4; $0.spin = 0.5; $0.scaleSpeed = -0.25; $0.alphaSpeed = -0.5
        }]))
        var r = SeededRandom(seed: 3)
        e.step(random: &r)
        e.layer.birthRate = 0
        for _ in 0..<600 { e.step(random: &r) }
        guard case .sprite(let s) = e.draw().first else { Issue.record("no sprite"); return }
        // After 1 s: x = 10 + ½·4·1², y = 20 + 30·1.
        #expect(abs(s.center.x - 12) < 1e-9 && abs(s.center.y - 50) < 1e-9)
        #expect(abs(s.rotation - 0.5) < 1e-12)
        #expect(abs(s.size.width - 7.5) < 1e-9)
        #expect(abs(s.opacity - 0.5) < 1e-12)
        #expect(s.picture == "dot" && s.tint == nil)
    }

    @Test func drawsOldestFirst() {
        var e = ParticleEmitter(layer: EmitterLayer(cells: [cell { $0.birthRate = 60; $0.velocity = 100 }]))
        run(&e, seconds: 0.5)
        let xs = e.draw().compactMap { cmd -> Double? in
            if case .sprite(let s) = cmd { return s.center.x } else { return nil }
        }
        #expect(xs.count == 30)
        #expect(xs == xs.sorted(by: >), "older particles have travelled further")
    }

    @Test func sameSeedSameParticles() {
        let layer = EmitterLayer(shape: .line, size: Size(300, 0), cells: [cell { $0.velocityRange = 5; $0.spinRange = 1 }])
        var a = ParticleEmitter(layer: layer), b = ParticleEmitter(layer: layer)
        run(&a, seconds: 1, seed: 4); run(&b, seconds: 1, seed: 4)
        #expect(a.draw() == b.draw())
    }
}
