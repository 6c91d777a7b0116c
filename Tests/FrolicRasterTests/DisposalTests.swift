import Testing
@testable import FrolicRaster

@Suite struct DisposalTests {
    /// The first run of restores may start, and go on, at a loss of up to
    /// half a frame; it ends once it has lost more than that.
    @Test func theFirstRunInvestsUpToHalfAFrame() {
        var choice = Disposal.Choice()
        #expect(choice.next(restoredBits: 1_100, keptBits: 1_000) == .restore)  // −100
        #expect(choice.next(restoredBits: 1_300, keptBits: 1_000) == .restore)  // −400 ≥ −500
        #expect(choice.next(restoredBits: 1_200, keptBits: 1_000) == .keep)     // −600 < −500
    }

    /// A run that pays for itself goes on through frames that cost a little more.
    @Test func aRunThatPaysGoesOn() {
        var choice = Disposal.Choice()
        #expect(choice.next(restoredBits: 600, keptBits: 1_000) == .restore)
        for _ in 0..<5 { #expect(choice.next(restoredBits: 1_050, keptBits: 1_000) == .restore) }
    }

    /// After the first run, another starts only where restoring is cheaper
    /// at once, and ends as soon as it has lost.
    @Test func laterRunsMustPayAsTheyGo() {
        var choice = Disposal.Choice()
        #expect(choice.next(restoredBits: 2_000, keptBits: 1_000) == .keep)
        #expect(choice.next(restoredBits: 1_010, keptBits: 1_000) == .keep)
        #expect(choice.next(restoredBits: 950, keptBits: 1_000) == .restore)    // +50
        #expect(choice.next(restoredBits: 1_040, keptBits: 1_000) == .restore)  // +10
        #expect(choice.next(restoredBits: 1_020, keptBits: 1_000) == .keep)     // −10
    }
}
