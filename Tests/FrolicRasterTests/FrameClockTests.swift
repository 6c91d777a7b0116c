import Testing
@testable import FrolicRaster

@Suite struct FrameClockTests {
    @Test func twentyFivePerSecondIsFourCentisecondsEach() {
        let clock = FrameClock(fps: 25)
        #expect((0..<25).map { clock.delay(from: $0, to: $0 + 1) } == Array(repeating: 4, count: 25))
    }

    @Test func thirtyPerSecondAlternatesThreesAndFours() {
        let clock = FrameClock(fps: 30)
        let delays = (0..<30).map { clock.delay(from: $0, to: $0 + 1) }
        #expect(delays.prefix(3) == [3, 4, 3])  // 3.33 → 3, 6.67 → 7, 10 → 10
        #expect(delays.reduce(0, +) == 100)
    }

    @Test(arguments: [1, 7, 12, 24, 25, 30, 50, 60, 100])
    func anyRunOfFramesSumsToItsDuration(fps: Int) {
        let clock = FrameClock(fps: fps)
        let frames = 3 * fps
        let delays = (0..<frames).map { clock.delay(from: $0, to: $0 + 1) }
        #expect(delays.reduce(0, +) == 300)
        #expect(clock.delay(from: 0, to: frames) == 300)
    }
}
