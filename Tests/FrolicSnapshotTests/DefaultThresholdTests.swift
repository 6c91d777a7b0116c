import Foundation
import Testing
@testable import FrolicSnapshot

/// The default tolerance passes what the docs promise, a level or two of
/// rounding, and fails a colour a person sees.
@Suite struct DefaultThresholdTests {
    func board(_ t: TemporaryFolder, _ rgb: [Int]) throws -> String {
        try t.scene("passcode", size: [80, 80], duration: 0.2) { $0["passcode"] = ["background": rgb.map { Double($0) / 255 }] }
    }

    func run(_ scene: String, _ refs: String, _ mode: RecordMode, exact: Bool = false) -> SceneResult {
        SceneSnapshot.run(scenePath: scene, referencesRoot: refs, options: SnapshotOptions(record: mode, checkGIF: false, exact: exact, threads: 2))
    }

    /// The whole screen from navy `#223344` to brown `#443322` fails.
    @Test func navyToBrownFails() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        #expect(!run(try board(t, [0x22, 0x33, 0x44]), refs, .missing).failed)
        let r = run(try board(t, [0x44, 0x33, 0x22]), refs, .never)
        #expect(r.failed, "\(r.summary)")
        let worst = try #require(r.content?.worstMeasured.flatMap { r.content?.figures[$0] })
        #expect(worst.changedPixels > 80 * 80 / 2)
        #expect(abs(worst.worstDistance - 0.094) < 0.01)
    }

    /// Every channel moved by two levels, each way: what libm rounding does; it passes, reported.
    @Test func twoLevelsOfRoundingPass() throws {
        let t = try TemporaryFolder()
        let refs = t.file("refs")
        #expect(!run(try board(t, [0x22, 0x33, 0x44]), refs, .missing).failed)
        let r = run(try board(t, [0x24, 0x31, 0x46]), refs, .never)
        #expect(!r.failed, "\(r.summary)")
        #expect(r.content?.verdict == .belowThreshold)
        #expect(run(try board(t, [0x24, 0x31, 0x46]), refs, .never, exact: true).failed, "--exact is unchanged")
    }

    @Test func thresholdSitsBetweenRoundingAndAVisibleChange() {
        #expect(DiffOptions().threshold == DiffOptions.defaultThreshold)
        let navy = solidFrame(4, 4, 0x223344), brown = solidFrame(4, 4, 0x443322), rounded = solidFrame(4, 4, 0x243146)
        #expect(PixelMatch.compare(expected: navy, actual: brown)!.changedPixels == 16)
        #expect(PixelMatch.compare(expected: navy, actual: rounded)!.changedPixels == 0)
        #expect(PixelMatch.compare(expected: navy, actual: brown, options: DiffOptions(threshold: 0.1))!.changedPixels == 0,
                "pixelmatch's own 0.1 passed it")
    }
}
