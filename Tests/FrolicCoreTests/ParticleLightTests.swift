import Testing
@testable import FrolicCore

/// Colour and size over a particle's life, and how an emitter draws a cell with light.
@Suite struct ParticleLightTests {
    @Test func curvesRunThroughTheirStopsEvenlyOverLife() {
        let light = ParticleLight(colorOverLife: [Color(1, 1, 1, 1), Color(1, 0.5, 0, 0.5), Color(0, 0, 0, 0)],
                                  sizeOverLife: [2, 1])
        #expect(light.color(at: 0) == Color(1, 1, 1, 1))
        #expect(light.color(at: 0.5) == Color(1, 0.5, 0, 0.5))
        #expect(light.color(at: 0.75) == Color(0.5, 0.25, 0, 0.25))
        #expect(light.color(at: 1) == Color(0, 0, 0, 0))
        #expect(light.color(at: 7) == Color(0, 0, 0, 0), "clamped past death")
        #expect(light.size(at: 0) == 2 && light.size(at: 0.5) == 1.5 && light.size(at: 1) == 1)
        #expect(light.tinted(Color(0.5, 1, 1, 1), at: 0.5) == Color(0.5, 0.5, 0, 0.5))
    }

    @Test func noStopsChangeNothing() {
        let none = ParticleLight()
        #expect(none.isNone)
        #expect(none.color(at: 0.3) == .white && none.size(at: 0.3) == 1)
        #expect(ParticleLight(sizeOverLife: [3]).size(at: 0.9) == 3, "one stop holds all life")
    }

    private func emitter(_ light: ParticleLight) -> ParticleEmitter {
        var c = EmitterCell(picture: "dot", pictureSize: Size(10, 10))
        c.lifetime = 1; c.color = Color(1, 0.5, 0.5)
        c.light = light
        var e = ParticleEmitter(layer: EmitterLayer(position: Point(50, 50), cells: [c]))
        var r = SeededRandom(seed: 3)
        e.burst(cell: 0, count: 1, random: &r)
        for _ in 0 ..< 300 { e.step(random: &r) }  // half its life
        return e
    }

    @Test func anEmitterDrawsItsCellsLightHalfwayThroughLife() throws {
        let e = emitter(ParticleLight(blend: .add, glow: 3, colorOverLife: [Color(1, 1, 1, 1), Color(0, 1, 1, 0)], sizeOverLife: [1, 0]))
        let commands = e.draw()
        #expect(commands.count == 2)
        guard case let .glow(halo) = commands[0], case let .sprite(sprite) = commands[1] else {
            Issue.record("\(commands)"); return
        }
        #expect(abs(sprite.size.width - 5) < 1e-9, "half its size")
        #expect(abs(sprite.opacity - 0.5) < 1e-9 && sprite.tint == Color(0.5, 0.5, 0.5))
        #expect(sprite.blend == .add)
        #expect(abs(halo.radius - 2.5 * 3) < 1e-9 && halo.center == sprite.center)
    }

    @Test func aCellWithoutLightDrawsPlainSprites() {
        let commands = emitter(ParticleLight()).draw()
        #expect(commands == [.sprite(Sprite(picture: "dot", center: Point(50, 50), size: Size(10, 10),
                                            tint: Color(1, 0.5, 0.5)))])
    }
}
