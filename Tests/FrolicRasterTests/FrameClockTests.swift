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

extension FrameClockTests {
    /// With the duration given, frame starts stay on the fps grid but none
    /// lies within 2 cs of the end, and the last frame ends at the duration:
    /// the delays of any writing (each frame, or merged runs) sum to it.
    @Test(arguments: [24, 25, 30, 50, 60])
    func aTotalEndsTheLastFrameExactly(fps: Int) {
        for total in [100, 237, 241, 750, 752, 1951] {
            let clock = FrameClock(fps: fps, total: total)
            let frames = (total * fps + 99) / 100  // every frame starting before the end
            let starts = (0..<frames).map(clock.centiseconds(atFrame:))
            #expect(starts.first == 0)
            #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(starts.allSatisfy { $0 <= total - FrameClock.minimumDelay })
            #expect(starts == (0..<frames).map { min(FrameClock(fps: fps).centiseconds(atFrame: $0), total - 2) })
            let last = frames - 1
            #expect(clock.delay(from: 0, to: last) + clock.finalDelay(from: last, frames: frames) == total)
            #expect(clock.finalDelay(from: last, frames: frames) >= FrameClock.minimumDelay)
        }
    }

    @Test func withoutATotalTheLastFrameIsOneFrame() {
        let clock = FrameClock(fps: 25)
        #expect(clock.finalDelay(from: 187, frames: 188) == 4)
        #expect(clock.delay(from: 0, to: 187) + clock.finalDelay(from: 187, frames: 188) == 752)
    }
}
