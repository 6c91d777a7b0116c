import Foundation
import FrolicTestSupport
import Testing

/// Every example shows what a person is meant to see (`SightCheck`): no
/// blank frame, no effect too small to notice. The fast tier looks at a
/// sample of the frames (every frame of a flow's moves), the examples tier
/// at all of them.
@Suite struct ExampleSightTests {
    func check(_ example: String, _ frames: SightCheck.Frames) throws {
        let problems = try SightCheck.problems(scenePath: ExampleScenes.scene(example), frames: frames)
        if SightCheck.effectsAwaitingTheirLooks.contains(example) {
            #expect(SightCheck.onlyEffects(problems), "\(example): take it off SightCheck.effectsAwaitingTheirLooks: \(problems)")
        } else {
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    @Test(arguments: ExampleScenes.names) func aSampleOfTheFramesShowsNoBlankScreenAndEveryEffect(example: String) throws {
        try check(example, .sampled)
    }

    @Test(.tags(.examples), .tier(.examples), arguments: ExampleScenes.names)
    func everyFrameShowsNoBlankScreenAndEveryEffect(example: String) throws {
        try check(example, .all)
    }
}
