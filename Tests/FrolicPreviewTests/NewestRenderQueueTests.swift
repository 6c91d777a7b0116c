import Testing
@testable import FrolicPreview

@Suite struct NewestRenderQueueTests {
    @Test func anAskWithNothingRunningStartsAtOnceAndIsShown() {
        var s = NewestRenderQueue<String>()
        let a = s.ask("a")
        #expect(a.startNow)
        let end = s.finished(a.number)
        #expect(end.show)
        #expect(end.start == nil)
        #expect(s.running == nil)
    }

    @Test func asksDuringARenderCollapseIntoTheNewest() {
        var s = NewestRenderQueue<String>()
        let first = s.ask("save 1")
        let second = s.ask("save 2")
        let third = s.ask("save 3")
        #expect(!second.startNow && !third.startNow)
        #expect(s.isSuperseded(first.number))
        // The first is not shown (a newer save came), and only the newest runs next: no queue of stale renders.
        let end = s.finished(first.number)
        #expect(!end.show)
        #expect(end.start?.job == "save 3")
        #expect(end.start?.number == third.number)
        #expect(s.running == third.number)
        let last = s.finished(third.number)
        #expect(last.show)
        #expect(last.start == nil)
    }
}
