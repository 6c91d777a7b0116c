import Foundation
import Synchronization
import Testing
@testable import FrolicRender

/// The render's frames go through `FramePipeline` on several threads with no
/// barrier; what it appends must not depend on threads or timing.
@Suite struct FramePipelineTests {
    private struct Failure: Error, Equatable { let frame: Int }

    /// Records what the stages saw, from whichever thread.
    private final class Log: Sendable {
        private struct Seen {
            var appended: [UInt8] = []
            var made = 0
            var inFlight = 0
            var mostInFlight = 0
        }

        private let seen = Mutex(Seen())
        func made() { seen.withLock { $0.made += 1; $0.inFlight += 1; $0.mostInFlight = max($0.mostInFlight, $0.inFlight) } }
        func append(_ bytes: [UInt8]) { seen.withLock { $0.appended += bytes; $0.inFlight -= bytes.count } }
        var appended: [UInt8] { seen.withLock { $0.appended } }
        var madeCount: Int { seen.withLock { $0.made } }
        var mostInFlight: Int { seen.withLock { $0.mostInFlight } }
    }

    /// Frames whose work takes uneven, scrambled time; each frame's one job
    /// appends its number. `failing` frames throw from `make`.
    private func run(frames: Int, threads: Int, failing: Set<Int> = [], log: Log) throws {
        let next = Atomic(0)
        let pipeline = FramePipeline<Int, Int, [UInt8]>(frames: frames, threads: threads, stages: .init(
            next: { next.add(1, ordering: .relaxed).oldValue },
            make: { i, input in
                #expect(i == input)
                usleep(UInt32((i * 7919) % 13) * 150)
                if failing.contains(i) { throw Failure(frame: i) }
                log.made()
                return i
            },
            order: { i, made in
                #expect(i == made)
                return [{ usleep(UInt32((i * 104_729) % 11) * 150); return [UInt8(i % 256)] }, { nil }]
            },
            append: { log.append($0) }),
            progress: nil)
        try pipeline.run()
    }

    @Test func appendsInFrameOrderOnAnyNumberOfThreads() throws {
        for threads in [1, 2, 4] {
            let log = Log()
            try run(frames: 60, threads: threads, log: log)
            #expect(log.appended == (0..<60).map { UInt8($0) }, "\(threads) threads")
        }
    }

    @Test func framesInFlightStayWithinTheWindow() throws {
        let log = Log()
        try run(frames: 80, threads: 3, log: log)
        // 2 × threads + 2 frames between make and append.
        #expect(log.mostInFlight <= 8, "\(log.mostInFlight)")
    }

    @Test func noFramesIsNoWork() throws {
        let log = Log()
        try run(frames: 0, threads: 2, log: log)
        #expect(log.appended.isEmpty && log.madeCount == 0)
    }

    /// A job (an image being encoded) that fails stops the work like a frame that does.
    @Test func aFailingJobIsThrown() throws {
        let next = Atomic(0)
        let appended = Log()
        let pipeline = FramePipeline<Int, Int, [UInt8]>(frames: 50, threads: 2, stages: .init(
            next: { next.add(1, ordering: .relaxed).oldValue },
            make: { i, _ in i },
            order: { i, _ in [{ if i == 20 { throw Failure(frame: i) }; return [UInt8(i)] }] },
            append: { appended.append($0) }),
            progress: nil)
        #expect(throws: Failure(frame: 20)) { try pipeline.run() }
        let bytes = appended.appended
        #expect(bytes.count <= 20 && bytes == (0..<bytes.count).map { UInt8($0) })
    }

    @Test func theLowestFailingFrameIsThrownAndWorkStops() throws {
        let log = Log()
        #expect(throws: Failure(frame: 9)) { try run(frames: 200, threads: 2, failing: [9, 10, 30], log: log) }
        // What was appended is frames before the failure, in order; making stops within the window.
        let appended = log.appended
        #expect(appended.count <= 9 && appended == (0..<appended.count).map { UInt8($0) })
        #expect(log.madeCount < 9 + 2 * 2 + 2 + 3)
    }
}
