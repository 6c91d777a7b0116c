import Foundation
import Testing
import FrolicCore
@testable import FrolicScenes
import FrolicTestSupport

/// Pins the passcode scene to effects-reference.md §5.
@Suite struct PasscodeTests {
    private struct NoPictures: PictureSource {
        func pixelSize(of picture: String) throws -> Size { throw FrolicError(file: picture, field: "-", "no pictures") }
        func resampled(_ picture: String, region: Rect, width: Int, height: Int) throws -> [Color] {
            try resampled(picture, width: width, height: height)
        }
        func resampled(_ picture: String, width: Int, height: Int) throws -> [Color] { throw FrolicError(file: picture, field: "-", "no pictures") }
    }

    private static let repoRoot = RepositoryRoot.url

    private func game(_ effect: PasscodeGame = PasscodeGame(), seed: UInt64 = 7, showGestures: Bool = true) -> PasscodeSimulation {
        PasscodeSimulation(effect: effect, scene: SceneHeader(name: "t", size: Size(500, 500), fps: 25, duration: 20, seed: seed,
                                                            script: Script([]), showGestures: showGestures))
    }

    /// Steps `sim` through ticks `from..<to`, firing `taps` (tick → gesture).
    private func run(_ sim: inout PasscodeSimulation, _ from: Int, _ to: Int, _ taps: [Int: Gesture] = [:]) {
        for t in from..<to { sim.step(tick: t, gestures: taps[t].map { [$0] } ?? []) }
    }

    private func decode(_ json: String) throws -> SceneFile {
        try SceneFile.decode(Data(json.utf8), path: "test.json")
    }

    private func scene(_ block: String) -> String {
        #"{ "name": "t", "size": [500, 500], "fps": 25, "duration": 1, "passcode": \#(block) }"#
    }

    // MARK: bouncing

    @Test func quirkFlipsOnlyVxWhenXAndYLeaveTogether() {
        var c = PasscodeCircle(number: 1, color: .white, center: Point(489.5, 489.5), velocity: Point(1, 1))
        c.advance(min: Point(0, 150), max: Point(490, 490), quirk: true)
        #expect(c.center == Point(490.5, 490.5))
        #expect(c.velocity == Point(-1, 1))

        var d = PasscodeCircle(number: 1, color: .white, center: Point(489.5, 489.5), velocity: Point(1, 1))
        d.advance(min: Point(0, 150), max: Point(490, 490), quirk: false)
        #expect(d.velocity == Point(-1, -1))
    }

    @Test func theQuirkCanCatchACircleJitteringAlongTheBottom() {
        // The skipped y test leaves the circle a step below 490; from then on
        // every frame ends below 490 and flips vy again, as in the original.
        var c = PasscodeCircle(number: 1, color: .white, center: Point(489.5, 489.5), velocity: Point(1, 1))
        var ys: [Double] = []
        for _ in 0..<8 {
            c.advance(min: Point(0, 150), max: Point(490, 490), quirk: true)
            ys.append(c.center.y)
        }
        #expect(ys == [490.5, 491.5, 490.5, 491.5, 490.5, 491.5, 490.5, 491.5])
        var d = PasscodeCircle(number: 1, color: .white, center: Point(489.5, 489.5), velocity: Point(1, 1))
        for _ in 0..<8 { d.advance(min: Point(0, 150), max: Point(490, 490), quirk: false) }
        #expect(d.center.y == 483.5)
    }

    @Test func yBouncesOnBothEdgesWhenXStaysIn() {
        var c = PasscodeCircle(number: 1, color: .white, center: Point(100, 150.5), velocity: Point(0.5, -1))
        c.advance(min: Point(0, 150), max: Point(490, 490), quirk: true)
        #expect(c.velocity == Point(0.5, 1))
        // Exactly on a bound is still inside (strict comparisons).
        var e = PasscodeCircle(number: 1, color: .white, center: Point(489, 489), velocity: Point(1, 1))
        e.advance(min: Point(0, 150), max: Point(490, 490), quirk: true)
        #expect(e.velocity == Point(1, 1))
        var l = PasscodeCircle(number: 1, color: .white, center: Point(0.5, 300), velocity: Point(-1, 1))
        l.advance(min: Point(0, 150), max: Point(490, 490), quirk: true)
        #expect(l.velocity == Point(1, 1))
    }

    @Test func circlesMoveOnlyOnDisplayFramesEveryTenTicks() {
        var sim = game()
        let start = sim.circles[0].center, v = sim.circles[0].velocity
        run(&sim, 0, 9)
        #expect(sim.circles[0].center == start)
        run(&sim, 9, 10)
        #expect(sim.circles[0].center == start + v)
        run(&sim, 10, 600)  // one second: 60 display frames, no bounce yet from (200, 200)
        #expect(abs(sim.circles[0].center.x - (start.x + 60 * v.x)) < 1e-9)
    }

    @Test func velocitiesAreHundredthsFromHalfTo149AndPositive() {
        var all: [Double] = []
        for seed in UInt64(0)..<200 {
            for c in game(seed: seed).circles { all += [c.velocity.x, c.velocity.y] }
        }
        #expect(all.allSatisfy { $0 >= 0.5 && $0 <= 1.49 })
        #expect(all.allSatisfy { abs($0 * 100 - ($0 * 100).rounded()) < 1e-9 })
        #expect(all.min() == 0.5)
        #expect(all.max() == 1.49)
    }

    /// The original's `circle.center` test: over a long run every circle's
    /// centre stays within one step of 0…490 × 150…490 and reaches near every
    /// edge, so circles sink half out on the left and 10 pt past the right and
    /// bottom edges, and come up to y = 150 − 20 at the top.
    @Test func theBounceBoxHoldsTheCentre() {
        var sim = game()
        var lo = Point(.infinity, .infinity), hi = Point(-.infinity, -.infinity)
        for t in 0..<36_000 {  // one minute
            sim.step(tick: t, gestures: [])
            guard t % 10 == 9 else { continue }
            for c in sim.circles {
                lo = Point(min(lo.x, c.center.x), min(lo.y, c.center.y))
                hi = Point(max(hi.x, c.center.x), max(hi.y, c.center.y))
            }
        }
        // One step is at most 1.49 pt; the quirk can hold a circle one more
        // step outside in y while x bounces.
        #expect(lo.x >= -1.49 && lo.x < 1.5, "left: \(lo.x)")
        #expect(hi.x <= 490 + 1.49 && hi.x > 488.5, "right: \(hi.x)")
        #expect(lo.y >= 150 - 2 * 1.49 && lo.y < 151.5, "top: \(lo.y)")
        #expect(hi.y <= 490 + 2 * 1.49 && hi.y > 488.5, "bottom: \(hi.y)")
    }

    @Test func circlesStartAtTheOriginalFrame() {
        let sim = game()
        #expect(sim.circles.count == 12)
        #expect(sim.circles.map(\.number) == Array(1...12))
        #expect(sim.circles.allSatisfy { $0.center == Point(220, 220) })
    }

    @Test func colourBucketsAtTheirBoundaries() {
        let e = PasscodeGame()
        let orange = Color(1.00, 0.67, 0.00), blue = Color(0.00, 0.59, 0.97)
        let teal = Color(0.07, 0.78, 0.63), red = Color(1, 0, 0)
        #expect(e.color(forDraw: 0) == orange)
        #expect(e.color(forDraw: 0.3299) == orange)
        #expect(e.color(forDraw: 0.33) == blue)
        #expect(e.color(forDraw: 0.6599) == blue)
        #expect(e.color(forDraw: 0.66) == teal)
        #expect(e.color(forDraw: 0.9899) == teal)
        #expect(e.color(forDraw: 0.99) == red)
        #expect(e.color(forDraw: 0.999999) == red)
    }

    // MARK: bases

    @Test func baseNumbersAreUniqueAndCoverOneToTwelve() {
        var firsts = Set<Int>()
        for seed in UInt64(0)..<50 {
            let numbers = game(seed: seed).baseNumbers
            #expect(numbers.count == 3)
            #expect(numbers.allSatisfy { $0.count == 4 })
            #expect(numbers.flatMap { $0 }.sorted() == Array(1...12))
            firsts.insert(numbers[0][0])
        }
        #expect(firsts.count > 6, "the deal depends on the seed")
    }

    @Test func basesSitAtTheOriginalFrames() {
        let e = PasscodeGame()
        #expect((0..<4).map(e.baseFrame) == [150, 200, 250, 300].map { Rect(x: $0, y: 75, width: 40, height: 40) })
    }

    // MARK: taps

    @Test func theMoveTakesThreeSecondsEaseInOut() {
        var sim = game()
        let target = sim.baseNumbers[0][0]
        let i = target - 1
        run(&sim, 0, 300)
        let from = sim.center(of: i)
        let to = Rect(x: 150, y: 75, width: 40, height: 40).center
        run(&sim, 300, 301, [300: .tapTarget(target)])
        #expect(sim.circles[i].state == .moving)
        run(&sim, 301, 300 + 450)
        let quarter = (sim.center(of: i) - from).length / (to - from).length
        #expect(quarter > 0.05 && quarter < 0.2, "ease-in: a quarter of the time covers well under a quarter of the way")
        run(&sim, 750, 300 + 900)
        let mid = sim.center(of: i)
        #expect(abs(mid.x - (from.x + to.x) / 2) < 1e-6 && abs(mid.y - (from.y + to.y) / 2) < 1e-6)
        run(&sim, 1200, 300 + 1799)
        #expect(sim.circles[i].state == .moving)
        run(&sim, 2099, 2100)
        #expect(sim.circles[i].state == .placed(base: 0))
        #expect(sim.center(of: i) == to)
    }

    @Test func aWrongCircleLandsInTheBoxAndBouncesOn() {
        for seed in UInt64(0)..<20 {
            var sim = game(seed: seed)
            let wrong = sim.baseNumbers[0][1]  // not base 0's number
            let v = sim.circles[wrong - 1].velocity
            run(&sim, 0, 1800 + 60, [60: .tapTarget(wrong)])
            let c = sim.circles[wrong - 1]
            #expect(c.state == .bouncing)
            #expect(c.velocity == v)
            #expect((100...199).contains(c.center.x) && c.center.x == c.center.x.rounded())
            #expect((150...249).contains(c.center.y) && c.center.y == c.center.y.rounded())
            #expect(sim.placed == 0)
        }
    }

    @Test func tapsDuringAMoveAreIgnored() {
        var sim = game()
        let first = sim.baseNumbers[0][0], other = sim.baseNumbers[0][1]
        run(&sim, 0, 1000, [100: .tapTarget(first), 700: .tapTarget(other)])
        #expect(sim.move?.circle == first - 1)
        #expect(sim.circles[other - 1].state == .bouncing)
        run(&sim, 1000, 1900)
        #expect(sim.move == nil)
        #expect(sim.circles[other - 1].state == .bouncing)
    }

    @Test func tapTargetHitsTheNamedCircle() {
        var sim = game()
        run(&sim, 0, 200, [120: .tapTarget(5)])
        #expect(sim.move?.circle == 4)
        #expect(sim.circles[4].state == .moving)
    }

    @Test func aPointTapHitsTheTopmostCircleUnderIt() {
        // At the start all twelve sit on (200, 200): circle 12 is drawn last.
        #expect(game().topmostCircle(at: Point(220, 220)) == 11)
        #expect(game().topmostCircle(at: Point(200.5, 200.5)) == nil, "corner of the frame is outside the disc")
        var sim = game()
        run(&sim, 0, 1, [0: .tap(Point(225, 225))])
        #expect(sim.move?.circle == 11)
    }

    @Test func theTapShowsATouchAtTheTargetCircle() {
        var sim = game()
        run(&sim, 0, 1, [0: .tapTarget(3)])
        var quiet = game(showGestures: false)
        run(&quiet, 0, 1, [0: .tapTarget(3)])
        // The board is the same; what the indicators add is centred on circle 3,
        // still at its start frame (200, 200, 40, 40).
        let board = quiet.draw().commands
        let all = sim.draw().commands
        #expect(Array(all.prefix(board.count)) == board)
        let touch = all.dropFirst(board.count)
        #expect(!touch.isEmpty)
        #expect(touch.allSatisfy { c in
            if case .ellipse(let r, _) = c { return r.center == Point(220, 220) }
            return false
        })
    }

    // MARK: rounds

    /// Taps round `r`'s bases in order, one every 1900 ticks from `start`;
    /// returns the tick after the last arrival.
    private func playRound(_ sim: inout PasscodeSimulation, _ r: Int, from start: Int) -> Int {
        var taps: [Int: Gesture] = [:]
        for (k, n) in sim.baseNumbers[r].enumerated() { taps[start + 1900 * k] = .tapTarget(n) }
        let end = start + 1900 * 3 + 1800
        run(&sim, start, end, taps)
        return end
    }

    @Test func theCardSlidesInFromAboveAfterTheFourthCorrectCircle() throws {
        var sim = game()
        let numbers = sim.baseNumbers[0]
        var taps: [Int: Gesture] = [:]
        for (k, n) in numbers.enumerated() { taps[1900 * k] = .tapTarget(n) }
        run(&sim, 0, 1900 * 3 + 1799, taps)
        #expect(sim.card == nil)
        #expect(sim.placed == 3)
        run(&sim, 1900 * 3 + 1799, 1900 * 3 + 1800)
        let card = try #require(sim.card)
        let shown = 1900 * 3 + 1800
        #expect(card.shownAt == shown)
        #expect(card.frame(at: shown).maxY <= 0, "starts above the board")
        let mid = card.frame(at: shown + 150)
        #expect(abs(mid.minY - (25 - 450) / 2) < 1e-6, "ease-in-out: half way at half time")
        #expect(card.frame(at: shown + 300) == Rect(x: 75, y: 25, width: 350, height: 450))
        #expect(card.frame(at: shown + 299) != Rect(x: 75, y: 25, width: 350, height: 450))
        // The fourth circle is seen on its base while the card comes down;
        // only once the card covers the board do the placed circles go and the
        // bases ask for the next round's numbers.
        run(&sim, shown, shown + 299)
        #expect(numbers.enumerated().allSatisfy { sim.circles[$0.element - 1].state == .placed(base: $0.offset) })
        #expect(sim.currentBaseNumbers == numbers)
        run(&sim, shown + 299, shown + 300)
        #expect(numbers.allSatisfy { sim.circles[$0 - 1].state == .hidden })
        #expect(sim.currentBaseNumbers == sim.baseNumbers[1])
    }

    @Test func withoutSwapUnderCardTheNextNumbersShowAsTheCardStarts() {
        var e = PasscodeGame()
        e.swapUnderCard = false
        var sim = game(e)
        let numbers = sim.baseNumbers[0]
        var taps: [Int: Gesture] = [:]
        for (k, n) in numbers.enumerated() { taps[1900 * k] = .tapTarget(n) }
        run(&sim, 0, 1900 * 3 + 1800, taps)
        #expect(sim.card?.shownAt == 1900 * 3 + 1800)
        #expect(numbers.allSatisfy { sim.circles[$0 - 1].state == .hidden })
        #expect(sim.currentBaseNumbers == sim.baseNumbers[1])
    }

    @Test func labelsAreTheOriginalsLeftAlignedTextWithLeadingSpaces() throws {
        var sim = game()
        run(&sim, 0, 1)
        let runs = sim.draw().commands.compactMap { c -> TextRun? in if case .text(let r) = c { return r }; return nil }
        let base = try #require(runs.first { $0.frame == Rect(x: 150, y: 75, width: 40, height: 40) })
        #expect(base.string == "   \(sim.baseNumbers[0][0]) " && base.alignment == .left && base.color == .black)
        let twelve = try #require(runs.last)
        #expect(twelve.string == "   12" && twelve.alignment == .left && twelve.color == .white && twelve.weight == .regular)
    }

    @Test func aTapOnTheRestingCardDismissesItAndTheNextRoundPlays() {
        var sim = game()
        var t = playRound(&sim, 0, from: 0)
        run(&sim, t, t + 100, [t + 50: .tapTarget(sim.baseNumbers[1][0])])  // card still sliding: ignored
        #expect(sim.card?.dismissedAt == nil)
        #expect(sim.move == nil)
        t += 400
        run(&sim, t - 300, t, [t - 10: .tap(Point(10, 10))])
        #expect(sim.card?.dismissedAt == t - 10)
        run(&sim, t, t + 300)
        #expect(sim.card == nil)
        t = playRound(&sim, 1, from: t + 300)
        #expect(sim.card?.round == 2)
    }

    @Test func theThirdRoundEndsWithTheFinalCard() throws {
        var sim = game()
        var t = 0
        for r in 0..<3 {
            t = playRound(&sim, r, from: t)
            run(&sim, t, t + 700, [t + 350: .tap(Point(250, 250))])  // in by 300, out by 650
            t += 700
        }
        let card = try #require(sim.card)
        #expect(card.isFinal)
        #expect(card.frame(at: t) == Rect(x: 125, y: 75, width: 250, height: 350))
        #expect(sim.currentBaseNumbers.isEmpty)
        #expect(sim.circles.allSatisfy { $0.state == .hidden })
    }

    // MARK: scene file

    @Test func theExampleDecodesAndPlaysARoundWithOneWrongTapThenReplays() throws {
        let url = Self.repoRoot.appendingPathComponent("Examples/passcode.json")
        let file = try SceneFile.decode(Data(contentsOf: url), path: "passcode.json")
        #expect((file.preset as? Passcode)?.bounce.game.replay == true)
        var played = try #require(try file.makeSimulation(environment: SceneEnvironment(pictures: NoPictures())) as? ComposedSimulation)
        var sim: PasscodeSimulation { (played.layers[0] as! BounceLayer.Running).simulation }
        var wrongLandings = 0, restingCard = 0
        for tick in 0..<file.header.timeline.tick(forFrame: file.header.timeline.frameCount - 1) {
            let moving = sim.move
            played.step(tick: tick, gestures: file.header.script.events(at: tick).map(\.gesture))
            if let m = moving, sim.move == nil, sim.circles[m.circle].state == .bouncing { wrongLandings += 1 }
            if let c = sim.card, c.round == 1, c.isWaiting(at: sim.now), sim.replayFrom == nil { restingCard += 1 }
        }
        #expect(wrongLandings == 1)
        #expect(restingCard >= Timeline.ticks(0.9), "the round card rests about a second before its button is pressed")
        // The last frame: the card has slid out and the game is back at its start.
        #expect(sim.card == nil && sim.round == 0 && sim.placed == 0)
        #expect(sim.draw() == game(seed: file.header.seed).draw())
    }

    /// `replay`: the button dissolves the board into the new game under the
    /// resting card, the card slides out, and the circles wait for it to go.
    @Test func replayStartsTheGameOverUnderTheCardThenSlidesItOut() throws {
        var effect = PasscodeGame()
        effect.replay = true
        var sim = game(effect)
        let start = game(effect)
        let t = playRound(&sim, 0, from: 0) + 400  // the card rests from +300
        run(&sim, t - 400, t, [t - 10: .tap(Point(250, 420))])
        let pressed = t - 10
        #expect(sim.replayFrom == pressed && sim.card?.dismissedAt == nil)
        #expect(sim.currentBaseNumbers == sim.baseNumbers[1], "under the card, until the dissolve ends")
        // Mid-dissolve: the old board and the new one as two layers of complementary opacity.
        run(&sim, t, pressed + 150)
        let layers = sim.board().compactMap { c -> Layer? in if case .layer(let l) = c { return l }; return nil }
        #expect(layers.map(\.opacity) == [0.5, 0.5])
        #expect(layers.last?.commands == start.board())
        run(&sim, pressed + 150, pressed + 300)
        #expect(sim.replayFrom == nil && sim.card?.dismissedAt == pressed + 300)
        #expect(sim.round == 0 && sim.currentBaseNumbers == sim.baseNumbers[0])
        #expect(sim.circles == start.circles)
        // Still while the card slides out; gone and equal to tick 0 at its end; then moving.
        run(&sim, pressed + 300, pressed + 600)
        #expect(sim.card == nil)
        #expect(sim.circles == start.circles)
        #expect(sim.draw() == start.draw())
        run(&sim, pressed + 600, pressed + 610)
        #expect(sim.circles != start.circles)
    }

    @Test func theCardSaysPlayAgainWhenItsButtonReplays() {
        var effect = PasscodeGame()
        effect.replay = true
        var sim = game(effect)
        let t = playRound(&sim, 0, from: 0)
        run(&sim, t, t + 300)
        let texts = sim.board().compactMap { c -> String? in if case .text(let r) = c { return r.string }; return nil }
        #expect(texts.contains("Play again") && texts.contains("Ready to play again?"))
        #expect(!texts.contains("Next round"))
    }

    @Test func defaultsAreTheOriginals() throws {
        let file = try decode(scene("{}"))
        let preset = try #require(file.preset as? Passcode)
        #expect(preset.board.color == Color(0.93, 0.93, 0.95))
        let e = preset.bounce.game
        #expect(e.bounceQuirk && e.moveDuration == 3 && e.cardSlideDuration == 0.5 && e.displayRate == 60)
        #expect(e.bounceMin == Point(0, 150) && e.bounceMax == Point(490, 490))
        #expect(e.baseBorder == Color(0.31, 0.31, 0.31) && e.baseBorderWidth == 2)
        let off = try #require(try decode(scene(#"{ "bounceQuirk": false }"#)).preset as? Passcode).bounce.game
        #expect(!off.bounceQuirk)
    }

    @Test func anUnknownKeyIsRejectedWithItsPath() {
        expectLine(FrolicError(file: "test.json", field: "passcode.bounceQuirks",
                                    "line 1, column 92: unknown key \"bounceQuirks\"; did you mean bounceQuirk? (expected one of: \(["background", "circleCount", "circleDiameter", "circleStart", "orange", "blue", "teal", "red", "pictures", "colorThresholds", "minSpeed", "maxSpeed", "displayRate", "bounceMin", "bounceMax", "bounceQuirk", "spreadStart", "baseCount", "baseOrigin", "baseSpacing", "baseBorder", "baseBorderWidth", "rounds", "moveDuration", "flashDuration", "flashColor", "wrongLanding", "wrongLandingSpread", "cardSlideDuration", "swapUnderCard", "replay", "cardOrigin", "cardSize", "finalCardOrigin", "finalCardSize"].joined(separator: ", ")))")) {
            try decode(scene(#"{ "bounceQuirks": false }"#))
        }
    }

    @Test func badValuesNameTheirField() {
        for (block, field) in [(#"{ "displayRate": 7 }"#, "passcode.displayRate"),
                               (#"{ "rounds": 4 }"#, "passcode.rounds"),
                               (#"{ "maxSpeed": 0.2 }"#, "passcode.maxSpeed"),
                               (#"{ "colorThresholds": [0.5, 0.2, 0.9] }"#, "passcode.colorThresholds")] {
            do {
                _ = try decode(scene(block))
                Issue.record("\(block) was accepted")
            } catch let e as SceneFileError {
                #expect(e.field == field)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func sameSeedGivesEqualDisplayLists() {
        var a = game(seed: 3), b = game(seed: 3)
        let taps: [Int: Gesture] = [100: .tapTarget(a.baseNumbers[0][1]), 2000: .tap(Point(300, 300))]
        for (from, to) in [(0, 1), (1, 1000), (1000, 2500)] {
            run(&a, from, to, taps)
            run(&b, from, to, taps)
            #expect(a.draw() == b.draw())
        }
        var c = game(seed: 4)
        run(&c, 0, 2500, taps)
        #expect(c.draw() != a.draw())
    }
}
