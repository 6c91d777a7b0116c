import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

/// A picture source without files: every picture is one opaque colour.
private struct FlatPictures: PictureSource {
    var color = Color(1, 0, 0)
    func pixelSize(of picture: String) throws -> Size { Size(120, 120) }
    func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
        try resampled(picture, width: width, height: height)
    }
    func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] {
        Array(repeating: color, count: width * height)
    }
}

private func scene(_ block: String = "{}", seed: UInt64 = 1, extra: String = "") throws -> SceneFile {
    let json = """
    { "name": "t", "size": [375, 667], "fps": 25, "duration": 10, "seed": \(seed), \(extra)
      "shelfBoom": \(block) }
    """
    return try SceneFile.decode(Data(json.utf8), path: "t.json")
}

/// The `shelfBoom` preset's scene, seen through its boom layer and its screen's cells.
private struct ShelfRun {
    var sim: ComposedSimulation
    var boom: BoomLayer.Running { sim.layers[0] as! BoomLayer.Running }
    var layout: ShelfLayout { (sim.live!.screen as! ShelfCells).layout }
    var booms: [Boom] { boom.sequence.booms }
    var acceptTick: Int { boom.sequence.acceptTick }
    var now: Int { boom.now }
    var isExploding: Bool { boom.sequence.isExploding(at: now) }
    func cellState(_ cell: Int) -> Boom.CellState { boom.cellState(cell) }
    mutating func step(tick: Int, gestures: [Gesture]) { sim.step(tick: tick, gestures: gestures) }
    func draw() -> DisplayList { sim.draw() }
}

private func simulation(_ block: String = "{}", seed: UInt64 = 1, showGestures: Bool = true) throws -> ShelfRun {
    let file = try scene(block, seed: seed, extra: showGestures ? "" : "\"showGestures\": false,")
    let sim = try file.makeSimulation(environment: SceneEnvironment(pictures: FlatPictures()))
    return ShelfRun(sim: try #require(sim as? ComposedSimulation))
}

/// Steps `sim` through ticks `from..<to`, shaking on the ticks in `shakes`.
private func run(_ sim: inout ShelfRun, from: Int = 0, to: Int, shakes: Set<Int> = []) {
    for tick in from..<to { sim.step(tick: tick, gestures: shakes.contains(tick) ? [.shake] : []) }
}

private let tolerance = 1e-9

@Suite struct ShelfBoomTests {
    // MARK: One explosion

    @Test func twoHundredEightyNineFragmentsAllFromTheCentre() throws {
        var sim = try simulation()
        run(&sim, to: 61, shakes: [60])
        let boom = try #require(sim.booms.first)
        let frame = sim.layout.cellFrames[boom.cell]
        #expect(boom.fragments.count == 17 * 17)
        for f in boom.fragments {
            #expect(f.start == frame.center)
            #expect(abs(f.diameter - min(frame.width, frame.height) / 17) < tolerance)
            #expect(f.point(at: 0) == f.start)
            #expect(abs(f.point(at: 1).x - f.end.x) < tolerance && abs(f.point(at: 1).y - f.end.y) < tolerance)
        }
    }

    @Test func endPointsControlPointsDurationsAndScalesStayInTheReferenceRanges() throws {
        var durations = Set<Int>(), endSteps = Set<Int>()
        for seed: UInt64 in 1...6 {
            var sim = try simulation(seed: seed)
            run(&sim, to: 1, shakes: [0])
            for boom in sim.booms {
                let r = sim.layout.cellFrames[boom.cell]
                let (cx, cy, w, h) = (r.center.x, r.center.y, r.width, r.height)
                for f in boom.fragments {
                    // end x = cx − 1.3W + 2.6W·U{0..100}/100
                    let k = (f.end.x - (cx - 1.3 * w)) / (2.6 * w) * 100
                    #expect(abs(k - k.rounded()) < 1e-6 && k.rounded() >= 0 && k.rounded() <= 100)
                    endSteps.insert(Int(k.rounded()))
                    // end y = cy + H/2 + U{0..⌊H/2⌋−1}
                    let dy = f.end.y - (cy + h / 2)
                    #expect(dy == dy.rounded() && dy >= 0 && dy <= (h / 2).rounded(.down) - 1)
                    // control = ((start.x + end.x)/2, cy − 0.2H − U{0..⌊1.2H⌋−1})
                    #expect(abs(f.control.x - (f.start.x + f.end.x) / 2) < tolerance)
                    let rise = (cy - 0.2 * h) - f.control.y
                    #expect(abs(rise - rise.rounded()) < 1e-6 && rise >= -1e-9 && rise <= (1.2 * h).rounded(.down) - 1 + 1e-9)
                    // duration 0.30 + 0.05·U{0..9}
                    let steps = (f.duration - 0.30) / 0.05
                    #expect(abs(steps - steps.rounded()) < 1e-6 && f.duration >= 0.30 - 1e-9 && f.duration <= 0.75 + 1e-9)
                    durations.insert(Int(steps.rounded()))
                    // scale 1 → 1 − 0.7·U{0..60}/50
                    let s = (1 - f.endScale) / 0.7 * 50
                    #expect(abs(s - s.rounded()) < 1e-6 && f.endScale >= 0.16 - 1e-9 && f.endScale <= 1)
                }
            }
        }
        #expect(durations == Set(0...9))
        #expect(endSteps.contains(0) && endSteps.contains(100))
    }

    @Test func timingCurvesMatchTheReferenceControlPoints() {
        let o = BoomOptions()
        // Points of the curves computed by hand from their control points:
        // path (0.24, 0.59, 0.506667, 0.026667) at t = 0.5 is x = 0.405, y = 0.35625;
        // opacity (0.38, 0.033333, 0.963333, 0.26) at t = 0.5 is x = 0.62875, y = 0.235.
        #expect(abs(o.pathCurve.value(at: 0.405) - 0.35625) < 1e-5)
        #expect(abs(o.opacityCurve.value(at: 0.62875) - 0.235) < 1e-5)
        for curve in [o.pathCurve, o.opacityCurve] {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            for t in stride(from: 0.05, to: 1, by: 0.1) {
                let u = 1 - t
                let x = 3 * u * u * t * curve.c1.x + 3 * u * t * t * curve.c2.x + t * t * t
                let y = 3 * u * u * t * curve.c1.y + 3 * u * t * t * curve.c2.y + t * t * t
                #expect(abs(curve.value(at: x) - y) < 1e-5)
            }
        }
    }

    @Test func jitterThenShrinkAndFadeThenInvisible() throws {
        var sim = try simulation()
        run(&sim, to: 1, shakes: [0])
        let boom = try #require(sim.booms.first)
        let o = BoomOptions()
        var seen = Set<Double>()
        for k in 0..<5 {
            let s = boom.cellState(at: 0.05 * Double(k) - (k == 4 ? 1e-9 : 0), options: o)
            for v in [s.offset.x, s.offset.y] {
                #expect(v >= -10 && v <= 10)
                if k < 4 { #expect(abs(v * 5 - (v * 5).rounded()) < 1e-9) }   // U{0..100}/100·20 − 10
                seen.insert(v)
            }
            #expect(s.scale == 1 && s.opacity == 1)
        }
        #expect(seen.count > 2)
        #expect(boom.cellState(at: 0.2, options: o).offset == .zero)
        let mid = boom.cellState(at: 0.275, options: o)
        #expect(abs(mid.opacity - 0.5) < 1e-9 && abs(mid.scale - 0.505) < 1e-9 && mid.offset == .zero)
        #expect(boom.cellState(at: 0.35, options: o).opacity == 0)
        #expect(boom.cellState(at: 3, options: o).opacity == 0)
        #expect(boom.discs(at: 0.3499, options: o).isEmpty)
        let first = boom.discs(at: 0.35, options: o)
        // Fragments from the card's transparent corners are invisible, the rest all show.
        #expect(first.count == boom.fragments.filter { $0.color.a > 0 }.count && first.count > 280)
        for disc in first {
            guard case .ellipse(let rect, let style) = disc else { Issue.record("fragments are not discs"); continue }
            #expect(rect.center == sim.layout.cellFrames[boom.cell].center)
            #expect(style.fill?.a == 1)
        }
        #expect(boom.discs(at: 0.35 + 0.75, options: o).isEmpty)
    }

    // MARK: Trigger logic

    @Test func subsetSizeAveragesOneMinusOneMinusOneOverNToTheN() {
        for n in [6, 9] {
            var random = SeededRandom(seed: 99)
            var total = 0
            let runs = 4000
            for _ in 0..<runs {
                let chosen = BoomSequence.choose(count: n, distinct: true, order: .ascending, random: &random)
                #expect(Set(chosen).count == chosen.count && chosen == chosen.sorted())
                #expect(chosen.allSatisfy { (0..<n).contains($0) } && !chosen.isEmpty)
                total += chosen.count
            }
            let expected = 1 - pow(1 - 1 / Double(n), Double(n))   // 0.665 for 6, 0.651 for 9
            #expect(abs(Double(total) / Double(runs * n) - expected) < 0.015)
        }
        var random = SeededRandom(seed: 1)
        #expect(BoomSequence.choose(count: 6, distinct: false, order: .ascending, random: &random) == Array(0..<6))
        #expect(BoomSequence.choose(count: 0, distinct: true, order: .ascending, random: &random).isEmpty)
    }

    @Test func onlyFullyVisibleCellsAreCandidates() throws {
        let sim = try simulation()
        let layout = sim.layout
        // The default scroll leaves rows partly under both bars.
        #expect(layout.visibleCells.contains { layout.cellFrames[$0].minY < ShelfLayout.navigationBarHeight })
        #expect(layout.visibleCells.contains { layout.cellFrames[$0].maxY > 667 - ShelfLayout.tabBarHeight })
        #expect(layout.candidates.count == 6)
        for seed: UInt64 in 1...30 {
            var s = try simulation(seed: seed)
            run(&s, to: 1, shakes: [0])
            for boom in s.booms {
                let f = s.layout.cellFrames[boom.cell]
                #expect(f.minY >= ShelfLayout.navigationBarHeight && f.maxY <= 667 - ShelfLayout.tabBarHeight)
                #expect(layout.candidates.contains(boom.cell))
            }
        }
        var all = try simulation(#"{ "distinctSubset": false }"#)
        run(&all, to: 1, shakes: [0])
        #expect(all.booms.map(\.cell) == layout.candidates)
    }

    @Test func kthExplosionStartsKSecondsAfterTheShakeAndTheFadeBackAtSetSizePlusTwo() throws {
        var sim = try simulation(seed: 3)
        let shake = 300
        run(&sim, to: shake + 1, shakes: [shake])
        let n = sim.booms.count
        #expect(n >= 1)
        for (k, boom) in sim.booms.enumerated() {
            #expect(boom.startTick == shake + 600 * k)
            #expect(boom.resetTick == shake + 600 * (n + 2))
        }
        let last = try #require(sim.booms.last)
        // Before its start the cell rests; at its start it jitters at scale 1.
        run(&sim, from: shake + 1, to: last.startTick - 1)
        #expect(sim.now == last.startTick - 1 && sim.cellState(last.cell) == .resting)
        run(&sim, from: last.startTick - 1, to: last.startTick + 1)
        #expect(sim.cellState(last.cell).scale == 1 && sim.cellState(last.cell).offset != .zero)
        // Invisible until the fade-back, then back to opacity 1 at scale 1 in 0.35 s.
        let reset = last.resetTick
        run(&sim, from: last.startTick + 1, to: reset)
        for boom in sim.booms { #expect(sim.cellState(boom.cell).opacity == 0) }
        #expect(sim.isExploding)
        run(&sim, from: reset, to: reset + 105)
        let halfway = sim.cellState(last.cell)
        #expect(halfway.opacity > 0 && halfway.opacity < 1 && halfway.scale == 1 && halfway.offset == .zero)
        run(&sim, from: reset + 105, to: reset + 211)
        for boom in sim.booms { #expect(sim.cellState(boom.cell) == .resting) }
        #expect(!sim.isExploding)
        #expect(sim.acceptTick == reset + 210)
    }

    @Test func aSecondShakeDuringTheSequenceIsIgnoredAndAcceptedAfterTheFade() throws {
        var sim = try simulation(seed: 5)
        run(&sim, to: 2000, shakes: [0, 900, 1800])
        let n = sim.booms.count
        let accept = sim.acceptTick
        #expect(accept == 600 * (n + 2) + 210)
        run(&sim, from: 2000, to: accept + 1, shakes: [accept - 1])
        #expect(sim.booms.count == n)
        run(&sim, from: accept + 1, to: accept + 2, shakes: [accept + 1])
        // The new sequence replaces the finished one's booms (their fragments
        // landed long ago), so shakes do not pile up fragments.
        #expect(!sim.booms.isEmpty && sim.booms.allSatisfy { $0.startTick > accept })
        #expect(sim.booms[0].startTick == accept + 1)
    }

    /// Once a sequence has faded back the screen is exactly the untouched
    /// aisle (opacity 1.0, not 0.999…): that is what lets the next shake drop
    /// the old booms without changing a pixel.
    @Test func aFinishedSequenceLeavesNoTraceOnScreen() throws {
        var sim = try simulation(seed: 5, showGestures: false)
        let rest = sim.draw()
        run(&sim, to: 2000, shakes: [0])
        let accept = sim.acceptTick
        run(&sim, from: 2000, to: accept + 700)
        #expect(sim.draw() == rest)
    }

    @Test func aShakeInAnotherAisleIsIgnored() throws {
        var sim = try simulation(#"{ "aisle": "Овощи", "explodingAisle": "Фрукты" }"#)
        run(&sim, to: 1200, shakes: [10, 600])
        #expect(sim.booms.isEmpty && !sim.isExploding)
        let list = sim.draw()
        #expect(list.commands.contains { if case .text(let t) = $0 { t.string == "Овощи" } else { false } })
    }

    // MARK: Drawing and colours

    @Test func fragmentsAreDrawnAboveEveryCellAndBelowTheBars() throws {
        var sim = try simulation(showGestures: false)
        run(&sim, to: 600 * 1 + 1, shakes: [600])
        run(&sim, from: 601, to: 600 + 300)   // 0.5 s into the first boom
        let commands = sim.draw().commands
        let navBar = try #require(commands.firstIndex {
            if case .rect(let r, _, _) = $0 { r == sim.layout.navigationBar } else { false }
        })
        let discs = commands.indices.filter { if case .ellipse = commands[$0] { $0 < navBar } else { false } }
        let cells = commands.indices.filter { if case .sprite = commands[$0] { true } else { false } }
        let boom = try #require(sim.booms.first)
        #expect(discs.count == boom.discs(at: 0.5, options: BoomOptions()).count && discs.count > 280)
        let lastCell = try #require(cells.max()), lastDisc = try #require(discs.max())
        #expect(lastCell < discs[0] && lastDisc < navBar && !cells.contains { $0 > navBar })
    }

    @Test func cellSnapshotColoursComeFromThePictureTheCardAndItsCorners() throws {
        let product = ShelfProduct(picture: "p", name: "Яблоки", price: "89 ₽")
        let size = Size(114.33, 160)
        let colors = try CellSnapshot.fragmentColors(of: product, field: "shelfBoom.products[0].picture", cellSize: size, grid: 17, mode: .cell,
                                                     pictures: FlatPictures())
        #expect(colors.count == 289)
        #expect(colors[0].a == 0)                          // (0, 0) lies outside the rounded corner
        #expect(colors[8 * 17 + 4] == Color(1, 0, 0))     // the picture's middle
        #expect(colors[0 * 17 + 8] == .white)             // left margin, beside the picture
        // The labels' ink, averaged by the resize: neither card, picture nor clear.
        #expect(colors[2 * 17 + 12] != .white && colors[2 * 17 + 12] != Color(1, 0, 0) && colors[2 * 17 + 12].a == 1)
        let picture = try CellSnapshot.fragmentColors(of: product, field: "shelfBoom.products[0].picture", cellSize: size, grid: 17, mode: .picture,
                                                      pictures: FlatPictures())
        #expect(picture.allSatisfy { $0 == Color(1, 0, 0) })
    }

    // MARK: Scene file

    @Test func exampleDecodes() throws {
        let root = RepositoryRoot.url
        let path = root.appendingPathComponent("Examples/shelf-boom.json").path
        let file = try SceneFile.load(path: path)
        #expect(file.preset is ShelfBoom)
        #expect(file.header.script.events.contains { $0.gesture == .shake })
    }

    @Test func unknownKeyIsRejectedWithItsPath() {
        #expect(throws: SceneFileError.self) { try scene(#"{ "fragmentGrd": 17 }"#) }
        do { _ = try scene(#"{ "fragmentGrd": 17 }"#) } catch let e as SceneFileError {
            #expect(e.field == "shelfBoom.fragmentGrd")
        } catch { Issue.record("unexpected \(error)") }
        do { _ = try scene(#"{ "products": [{ "picture": "a", "colour": 1 }] }"#) } catch let e as SceneFileError {
            #expect(e.field == "shelfBoom.products[0].colour")
        } catch { Issue.record("unexpected \(error)") }
        do { _ = try scene(#"{ "setOrder": "random" }"#) } catch let e as SceneFileError {
            #expect(e.field == "shelfBoom.setOrder")
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func badValuesNameTheirField() {
        let cases = [
            (#"{ "pathCurve": [1.5, 0, 0.5, 1] }"#, "shelfBoom.pathCurve"),
            (#"{ "opacityCurve": [0.2, 0, 0.5] }"#, "shelfBoom.opacityCurve"),
            (#"{ "fragmentGrid": 0 }"#, "shelfBoom.fragmentGrid"),
            (#"{ "scaleDrop": 1, "scaleSteps": 100 }"#, "shelfBoom.scaleDrop"),
            (#"{ "fadeBackDelay": 0, "boomInterval": 0.1 }"#, "shelfBoom.fadeBackDelay"),
            (#"{ "fragmentColors": "label" }"#, "shelfBoom.fragmentColors"),
            // 12 products × 64² = 49 152 fits; 40 × 64² = 163 840 fragments does not.
            (#"{ "fragmentGrid": 64, "products": [\#(Array(repeating: #"{ "picture": "a" }"#, count: 40).joined(separator: ", "))] }"#,
             "shelfBoom.fragmentGrid"),
        ]
        for (block, field) in cases {
            do { _ = try scene(block); Issue.record("\(block) was accepted") } catch let e as SceneFileError {
                #expect(e.field == field, "\(block): \(e)")
            } catch { Issue.record("unexpected \(error)") }
        }
    }

    @Test func drawnOrderKeepsTheFirstDrawOfEachIndex() {
        for seed: UInt64 in 1...50 {
            var a = SeededRandom(seed: seed), b = SeededRandom(seed: seed), c = SeededRandom(seed: seed)
            let ascending = BoomSequence.choose(count: 6, distinct: true, order: .ascending, random: &a)
            let drawn = BoomSequence.choose(count: 6, distinct: true, order: .drawn, random: &b)
            #expect(drawn.sorted() == ascending)
            #expect(drawn.first == c.integer(0, 5))
        }
    }

    @Test func sameSeedSameDisplayLists() throws {
        var a = try simulation(seed: 42), b = try simulation(seed: 42)
        var checked = 0
        for tick in 0..<2400 {
            let g: [Gesture] = tick == 60 ? [.shake] : []
            a.step(tick: tick, gestures: g); b.step(tick: tick, gestures: g)
            if [0, 200, 350, 900, 1500, 2399].contains(tick) {
                #expect(a.draw() == b.draw()); checked += 1
            }
        }
        #expect(checked == 6)
        var c = try simulation(seed: 43)
        run(&c, to: 900, shakes: [60])
        #expect(c.draw() != a.draw() || c.booms.map(\.cell) != a.booms.map(\.cell))
    }
}
