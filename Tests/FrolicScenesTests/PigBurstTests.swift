import Foundation
import Testing
import FrolicCore
import FrolicDynamics
@testable import FrolicScenes
import FrolicTestSupport

/// Pins the pig-burst scene and its dynamics world to effects-reference.md §2.
@Suite struct PigBurstTests {
    // MARK: helpers

    private struct NoPictures: PictureSource {
        func pixelSize(of picture: String) throws -> Size { Size(550, 423) }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            try resampled(picture, width: width, height: height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] { [] }
    }

    private static let repoRoot = RepositoryRoot.url

    private func scene(taps: [(Double, Point)], seed: UInt64 = 3, block: String = "{}",
                       showGestures: Bool = true, duration: Double = 8, more: [String] = []) throws -> (Script, Played) {
        let script = taps.map { "{ \"at\": \($0.0), \"gesture\": \"tap\", \"point\": [\($0.1.x), \($0.1.y)] }" } + more
        let json = """
        { "name": "t", "size": [375, 667], "fps": 25, "duration": \(duration), "seed": \(seed),
          "showGestures": \(showGestures),
          "script": [\(script.joined(separator: ","))], "pigBurst": \(block) }
        """
        let file = try SceneFile.decode(Data(json.utf8), path: "t.json")
        let sim = try file.makeSimulation(environment: SceneEnvironment(pictures: NoPictures()))
        return (file.header.script, try Played(sim))
    }

    /// The block's scene being played, with its one burst layer's world at hand.
    final class Played {
        var sim: ComposedSimulation
        init(_ sim: any Simulation) throws { self.sim = try #require(sim as? ComposedSimulation) }
        func step(tick: Int, gestures: [Gesture]) { sim.step(tick: tick, gestures: gestures) }
        func draw() -> DisplayList { sim.draw() }
        var burst: BurstWorld { (sim.layers[0] as! BurstLayer.Running).world }
        var world: DynamicsWorld { burst.world }
        var itemSize: Size { burst.itemSize }
    }

    /// Steps `sim` over ticks `from..<to`, delivering the script's gestures.
    private func run(_ sim: Played, _ script: Script, from: Int = 0, to: Int) {
        for t in from..<to {
            sim.step(tick: t, gestures: script.events(at: t).map(\.gesture))
        }
    }

    private func sprites(_ list: DisplayList) -> [Sprite] {
        list.commands.compactMap { if case .sprite(let s) = $0 { return s } else { return nil } }
    }

    private let pig = Size(55, 42.3)

    // MARK: push vectors

    @Test func baseVectorsForThreeItems() {
        #expect(BurstVectors.slot(3) == 0.25)
        #expect([0, 1, 2].map { BurstVectors.baseX(index: $0, of: 3) } == [-0.75, 0.5, -0.25])
        var rng = SeededRandom(seed: 1)
        for i in 0..<3 {
            let v = BurstVectors.vector(index: i, of: 3, random: false, rng: &rng)
            #expect(v == Point(BurstVectors.baseX(index: i, of: 3), -1))
        }
    }

    @Test func randomVectorsStayInTheirSlot() {
        var rng = SeededRandom(seed: 42)
        let base = [-0.75, 0.5, -0.25]
        var spread = [Double](repeating: 0, count: 3)
        for _ in 0..<2000 {
            for i in 0..<3 {
                let v = BurstVectors.vector(index: i, of: 3, random: true, rng: &rng)
                #expect(v.x >= base[i] - 0.125 && v.x < base[i] + 0.125)
                #expect(v.y >= -1 && v.y < 0)
                spread[i] = max(spread[i], abs(v.x - base[i]))
            }
        }
        // The jitter really uses its range, not a sliver of it.
        #expect(spread.allSatisfy { $0 > 0.12 })
    }

    // MARK: UIKit units on Chipmunk

    @Test func unitPushFollowsTheAreaRule() throws {
        for (size, expected) in [(Size(100, 100), 100.0), (pig, 430.0)] {
            let world = DynamicsWorld(gravity: .zero)
            let id = world.addItem(center: Point(0, 0), size: size)
            world.applyInstantaneousPush(to: id, vector: Point(0.6, -0.8), magnitude: 1)
            world.step(1.0 / 600)
            let v = try #require(world.item(id)).velocity
            #expect(abs(v.length - expected) / expected < 0.05)
            #expect(abs(v.x / v.length - 0.6) < 1e-9)
        }
    }

    @Test func pushScalesWithMagnitudeAndDensity() throws {
        let world = DynamicsWorld(gravity: .zero)
        let id = world.addItem(center: .zero, size: Size(100, 100), properties: ItemProperties(density: 2))
        world.applyInstantaneousPush(to: id, vector: Point(1, 0), magnitude: 3)
        world.step(1.0 / 600)
        #expect(abs(try #require(world.item(id)).velocity.x - 150) < 1e-6)
    }

    @Test func resistanceAndFixedRotationAreHonoured() throws {
        let (script, sim) = try scene(taps: [(0, Point(187, 400))],
                                      block: #"{ "resistance": 2, "allowsRotation": false }"#)
        let (_, free) = try scene(taps: [(0, Point(187, 400))])
        run(sim, script, to: Timeline.ticks(0.3))
        run(free, script, to: Timeline.ticks(0.3))
        #expect(sim.world.items.allSatisfy { $0.angle == 0 })
        // Damped: item 1 (alone on the right) has lost horizontal speed.
        #expect(abs(sim.world.items[1].velocity.x) < 0.7 * abs(free.world.items[1].velocity.x))
    }

    @Test func gravityOfMagnitudeOneIs1000() throws {
        let world = DynamicsWorld(gravity: UIKitUnits.gravity(direction: Point(0, 1), magnitude: 1))
        let id = world.addItem(center: Point(100, 0), size: pig)
        for _ in 0..<300 { world.step(1.0 / 600) }
        let item = try #require(world.item(id))
        #expect(abs(item.velocity.y - 500) / 500 < 0.02)
        #expect(abs(item.center.y - 125) / 125 < 0.02)   // ½ g t² at t = 0.5 s
        #expect(item.center.x == 100 && item.angle == 0)
    }

    // MARK: the burst

    @Test func burstSeparatesItemsAndSpinsThem() throws {
        let (script, sim) = try scene(taps: [(0, Point(187, 400))])
        run(sim, script, to: 1)
        // Pushed up (dy < 0): items 0 and 2 to the left, item 1 to the right.
        #expect(sim.world.items.map { $0.velocity.x.sign } == [.minus, .plus, .minus])
        #expect(sim.world.items.allSatisfy { $0.velocity.y < 0 })
        run(sim, script, from: 1, to: Timeline.ticks(0.25))
        let items = sim.world.items
        #expect(items.count == 3)
        // The overlap measure itself: a box overlaps itself entirely.
        #expect(abs(overlapArea(items[0], items[0]) - pig.width * pig.height) < 1e-6)
        for a in 0..<items.count {
            for b in (a + 1)..<items.count {
                // Chipmunk leaves up to its collision slop (0.1 pt) of overlap along an edge.
                #expect(overlapArea(items[a], items[b]) < 0.2 * (pig.width + pig.height))
            }
        }
        // Shoving them apart turns them: their angles are no longer 0.
        #expect(items.contains { abs($0.angle) > 1e-3 })
        #expect(items[0].center.x < 187 && items[1].center.x > 187)
    }

    @Test func collisionsSpinItemsInTheExample() throws {
        let file = try SceneFile.load(path: Self.repoRoot.appendingPathComponent("Examples/pig-burst.json").path)
        let sim = try Played(try file.makeSimulation(environment: SceneEnvironment(pictures: NoPictures())))
        var maxAngle = 0.0
        for t in 0..<Timeline.ticks(3) {
            sim.step(tick: t, gestures: file.header.script.events(at: t).map(\.gesture))
            for item in sim.world.items { maxAngle = max(maxAngle, abs(item.angle)) }
        }
        // A burst into falling pigs sends them tumbling (well past a quarter turn).
        #expect(maxAngle > 1)
    }

    @Test(arguments: [1, 10])
    func itemsLeaveAndTheWorldEmpties(taps: Int) throws {
        let points = (0..<taps).map { (0.2 * Double($0), Point(40 + 30 * Double($0), 300 + 20 * Double($0 % 3))) }
        let (script, sim) = try scene(taps: points, duration: 10)
        let lastTap = Timeline.ticks(points[points.count - 1].0)
        run(sim, script, to: lastTap + 1)
        #expect(sim.world.count > 0)
        #expect(sim.world.spaceBodyCount == sim.world.count)
        var t = lastTap + 1
        while sim.world.count > 0 && t < Timeline.ticks(8) {
            run(sim, script, from: t, to: t + 60)
            t += 60
        }
        #expect(sim.world.count == 0)
        #expect(sim.world.spaceBodyCount == 0)
        #expect(sim.world.spaceShapeCount == 2)      // only the two side boundaries
        #expect(sprites(sim.draw()).isEmpty)
    }

    @Test func itemsAreRemovedOnceTheirFrameIsBelowTheView() throws {
        let (script, sim) = try scene(taps: [(0, Point(187, 600))], block: #"{ "randomPush": false }"#)
        var removed: [ItemState] = []
        for t in 0..<Timeline.ticks(3) {
            let before = sim.world.items
            run(sim, script, from: t, to: t + 1)
            let now = sim.world.items.map(\.id)
            removed += before.filter { !now.contains($0.id) }
            for item in sim.world.items { #expect(item.frame.minY <= 667) }
        }
        #expect(removed.count == 3)
        // Removed within a tick of the frame's top passing the bottom edge, not earlier.
        for item in removed { #expect(item.frame.minY > 667 - 5) }
    }

    // MARK: the drag variant

    @Test func anAttachmentHoldsItsLengthAndShortensOnRequest() {
        let world = DynamicsWorld(gravity: Point(0, 1000))
        let id = world.addItem(center: Point(100, 200), size: Size(40, 40))
        world.attachAll(to: Point(100, 100))
        #expect(world.attachmentLength(id) == 100)
        func distance() -> Double { (world.item(id)!.center - Point(100, 100)).length }
        for _ in 0..<600 { world.step(1 / 600) }
        #expect(abs(distance() - 100) < 1)             // a rod: gravity does not stretch it
        world.scaleAttachmentLengths(by: 0.5)
        for _ in 0..<600 { world.step(1 / 600) }
        #expect(abs(distance() - 50) < 1)
        world.attachAll(to: Point(300, 100))
        for _ in 0..<1200 { world.step(1 / 600) }
        #expect(abs(distance() - 50) > 100)             // it followed the new anchor
        world.removeItem(id)
        #expect(world.spaceConstraintCount == 0 && world.spaceBodyCount == 0)
    }

    private let dragAcross = #"{ "at": 0.3, "gesture": "drag", "path": [[80, 300], [300, 300]], "duration": 1 }"#

    @Test func theDragVariantHangsItemsOnTheFingerAndBurstsWhereItLifts() throws {
        let (script, sim) = try scene(taps: [(0, Point(187, 400))], block: #"{ "attachOnDrag": true }"#, more: [dragAcross])
        run(sim, script, to: Timeline.ticks(0.3) + 1)
        let ids = sim.world.items.map(\.id)
        let first = ids.map { sim.world.attachmentLength($0) }
        #expect(first.allSatisfy { $0 != nil })
        run(sim, script, from: Timeline.ticks(0.3) + 1, to: Timeline.ticks(1.29))
        // 59 animator steps of ÷ 1.01: each line is 1.01^-59 ≈ 0.556 of what it was.
        for (id, length) in zip(ids, first) {
            let now = try #require(sim.world.attachmentLength(id))
            #expect(abs(now / length! - pow(1.01, -59)) < 1e-9)
            let finger = TouchDrag(path: [Point(80, 300), Point(300, 300)], start: 180, seconds: 1).point(at: Timeline.ticks(1.29) - 1)
            #expect(abs((sim.world.item(id)!.center - finger).length - now) < 10)   // it keeps up with the finger
        }
        run(sim, script, from: Timeline.ticks(1.29), to: Timeline.ticks(1.3) + 1)
        #expect(sim.world.count == 6)                   // the lift bursts three more at [300, 300]
        #expect(sim.world.spaceConstraintCount == 0)
        #expect(sim.world.items.suffix(3).allSatisfy { ($0.center - Point(300, 300)).length < 5 })
    }

    @Test func withoutTheVariantADragMovesNothing() throws {
        let (plainScript, plain) = try scene(taps: [(0, Point(187, 400))])
        let (dragScript, dragged) = try scene(taps: [(0, Point(187, 400))], more: [dragAcross])
        run(plain, plainScript, to: Timeline.ticks(2))
        run(dragged, dragScript, to: Timeline.ticks(2))
        #expect(plain.world.items == dragged.world.items)
        #expect(dragged.world.spaceConstraintCount == 0)
    }

    // MARK: drawing and determinism

    @Test func drawsRotatedPigSpritesAndTheTouch() throws {
        let (script, sim) = try scene(taps: [(0, Point(187, 400))])
        run(sim, script, to: Timeline.ticks(0.2))
        let list = sim.draw()
        #expect(list.commands.first == .fill(.white))
        #expect(sprites(list).count == 3)
        for (s, item) in zip(sprites(list), sim.world.items) {
            #expect(s.picture == "pig" && abs(s.size.width - 55) < 1e-9 && abs(s.size.height - 42.3) < 1e-9)
            #expect(s.center == item.center && s.rotation == item.angle)
        }
        #expect(list.commands.contains { if case .ellipse = $0 { return true } else { return false } })

        let (quietScript, quiet) = try scene(taps: [(0, Point(187, 400))], showGestures: false)
        run(quiet, quietScript, to: Timeline.ticks(0.2))
        #expect(!quiet.draw().commands.contains { if case .ellipse = $0 { return true } else { return false } })
    }

    @Test func sameSeedGivesEqualDisplayLists() throws {
        let taps = [(0.1, Point(100, 300)), (0.3, Point(250, 350)), (0.5, Point(180, 200))]
        let (script, a) = try scene(taps: taps, seed: 9)
        let (_, b) = try scene(taps: taps, seed: 9)
        let (_, c) = try scene(taps: taps, seed: 10)
        var differs = false
        for (from, to) in [(0, 90), (90, 400), (400, 900)] {
            run(a, script, from: from, to: to)
            run(b, script, from: from, to: to)
            run(c, script, from: from, to: to)
            #expect(a.draw() == b.draw())
            differs = differs || a.draw() != c.draw()
        }
        #expect(differs)
    }

    // MARK: scene file

    @Test func exampleDecodes() throws {
        let path = Self.repoRoot.appendingPathComponent("Examples/pig-burst.json").path
        let file = try SceneFile.load(path: path)
        let effect = try #require(file.preset as? PigBurst).burst
        #expect(effect.itemsPerTap == 3 && effect.picture == "pig")
        #expect(file.header.script.events.count >= 3)
    }

    @Test func defaultsAreTheOriginals() throws {
        let (_, sim) = try scene(taps: [])
        let e = sim.burst.layer
        #expect(e.itemsPerTap == 3 && e.randomPush && e.pushMagnitude == 1 && e.gravity == 1)
        #expect(e.density == 1 && e.elasticity == 0 && e.friction == 0)
        #expect(e.resistance == 0 && e.angularResistance == 0)
        #expect(abs(sim.itemSize.width - 55) < 1e-9 && abs(sim.itemSize.height - 42.3) < 1e-9)
        #expect(e.edges && e.allowsRotation && e.gravityDirection == Point(0, 1))
        #expect(sim.world.boundaryCount == 2)
    }

    @Test func badKeysAreRejectedWithTheirPath() {
        #expect {
            _ = try scene(taps: [], block: #"{ "itemsPerTapp": 4 }"#)
        } throws: { error in
            guard let e = error as? SceneFileError else { return false }
            return e.field == "pigBurst.itemsPerTapp" && e.message.contains("unknown key")
        }
        #expect {
            _ = try scene(taps: [], block: #"{ "itemsPerTap": 0 }"#)
        } throws: { error in
            (error as? SceneFileError)?.field == "pigBurst.itemsPerTap"
        }
        #expect {
            _ = try scene(taps: [], block: #"{ "gravityDirection": [0, 1e300] }"#)
        } throws: { error in
            (error as? SceneFileError)?.field == "pigBurst.gravityDirection"
        }
    }

    @Test(arguments: [
        #"{ "pictureSize": [1, 1], "pictureScale": 0.001, "density": 0.001, "pushMagnitude": 100, "itemsPerTap": 50 }"#,
        #"{ "pictureSize": [10000, 10000], "pictureScale": 10, "density": 1000, "gravity": -100 }"#,
        #"{ "gravityDirection": [10, -10], "gravity": 100, "edges": false, "elasticity": 1, "friction": 100 }"#,
    ])
    func extremeButValidBlocksDoNotTrap(block: String) throws {
        let (script, sim) = try scene(taps: [(0, Point(0, 0)), (0, Point(187, 300)), (0.1, Point(-50, 900))], block: block)
        run(sim, script, to: Timeline.ticks(1))
        let list = sim.draw()
        #expect(sprites(list).allSatisfy { $0.center.x.isFinite && $0.center.y.isFinite && $0.rotation.isFinite })
    }

    // MARK: geometry

    /// Area shared by two rotated boxes: one polygon clipped by the other's edges.
    private func overlapArea(_ a: ItemState, _ b: ItemState) -> Double {
        var poly = corners(a)
        let clip = corners(b)
        for k in 0..<4 {
            let p = clip[k], q = clip[(k + 1) % 4]
            func side(_ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
            func cut(_ r: Point, _ s: Point) -> Point {
                let t = side(r) / (side(r) - side(s))
                return Point(r.x + (s.x - r.x) * t, r.y + (s.y - r.y) * t)
            }
            var out: [Point] = []
            for j in 0..<poly.count {
                let r = poly[j], s = poly[(j + 1) % poly.count]
                if side(r) >= 0 {
                    out.append(r)
                    if side(s) < 0 { out.append(cut(r, s)) }
                } else if side(s) >= 0 {
                    out.append(cut(r, s))
                }
            }
            poly = out
            if poly.isEmpty { return 0 }
        }
        var area = 0.0
        for j in 0..<poly.count {
            let r = poly[j], s = poly[(j + 1) % poly.count]
            area += r.x * s.y - s.x * r.y
        }
        return abs(area) / 2
    }

    /// Corners with the same winding for every box, so "inside" is one side of each edge.
    private func corners(_ item: ItemState) -> [Point] {
        let w = item.size.width / 2, h = item.size.height / 2
        let t = Transform.rotation(item.angle, about: .zero).then(.translation(item.center.x, item.center.y))
        return [Point(-w, -h), Point(w, -h), Point(w, h), Point(-w, h)].map(t.apply)
    }
}
