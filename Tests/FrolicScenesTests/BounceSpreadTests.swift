import Testing
import FrolicCore
@testable import FrolicScenes

/// `spreadStart`: the circles begin apart over their box, each heading its
/// own way, so the first frame shows no clump and no pair moving as one.
@Suite struct BounceSpreadTests {
    func game(spread: Bool, seed: UInt64) -> PasscodeSimulation {
        var effect = PasscodeGame()
        effect.spreadStart = spread
        effect.bounceMin = Point(0, 120)
        effect.bounceMax = Point(383, 842)
        return PasscodeSimulation(effect: effect, scene: SceneHeader(name: "t", size: Size(393, 852), fps: 25, duration: 4, seed: seed,
                                                                   script: Script([]), showGestures: false))
    }

    @Test(arguments: [1, 7, 42] as [UInt64]) func circlesStartApartInsideTheBox(seed: UInt64) {
        let sim = game(spread: true, seed: seed), n = PasscodeGame().circleCount
        let centres = (0 ..< n).map { sim.center(of: $0) }
        for (i, a) in centres.enumerated() {
            #expect(a.x >= 0 && a.x <= 383 && a.y >= 120 && a.y <= 842, "circle \(i + 1) at \(a)")
            for b in centres[(i + 1)...] { #expect((a - b).length >= PasscodeGame().circleDiameter, "\(a) and \(b) overlap") }
        }
        let headings = Set(sim.circles.map { [$0.velocity.x < 0, $0.velocity.y < 0] })
        #expect(headings.count >= 3, "circles head several ways: \(headings)")
    }

    @Test func withoutItEveryCircleStartsAtCircleStartAsTheOriginals() {
        let plain = game(spread: false, seed: 7), spread = game(spread: true, seed: 7)
        let start = PasscodeGame().circleStart + Point(20, 20)
        #expect((0 ..< 12).allSatisfy { plain.center(of: $0) == start })
        // The spread draws come after the original's: colours and base numbers are the same.
        #expect(plain.circles.map(\.color) == spread.circles.map(\.color))
        #expect(plain.currentBaseNumbers == spread.currentBaseNumbers)
    }
}
