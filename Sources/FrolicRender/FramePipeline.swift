import Foundation

/// Runs a render's frames through its three kinds of work on `threads`
/// workers, with no barrier between frames: `make` (rasterize and map; any
/// frame, in parallel), `order` (the steps that need the frame before, such
/// as the GIF's `--lossy` and plan, which holds each frame until the next
/// comes; one frame at a time, in frame order) and the jobs `order` hands
/// back (encoding planned images; in parallel), whose results are
/// `append`ed in the order they were handed out.
///
/// A worker takes whatever is ready: the next frame's `order` first (one
/// thread at a time runs it, so where it is the longest stage, as at high
/// `--lossy`, every moment it waits lengthens the render), then jobs, then a
/// new frame to `make`, so the two cores stay busy where batches of frames
/// would wait for their slowest. A frame is not made until fewer than
/// `window` frames are between `make` and their last append, so memory
/// stays flat. What is appended depends only on the frames, never on
/// threads or timing.
///
/// A failure stops the work: no new work starts, work under way finishes, and
/// `run` throws the failure of the lowest frame among those that failed (a
/// frame's job or append failing counts as that frame). Which failures happen
/// before the work stops can depend on timing; with a single cause (a bad
/// scene, a full disk) the message is the same either way.
///
/// Every stage is `@Sendable`, so the compiler checks what they share: `make`
/// and the jobs run on several threads at once, and `next`, `order` and
/// `append`, each one call at a time, on whichever thread is free (`next` can
/// run while another thread orders), so what a stage adds up is kept under a
/// lock of its own (`Mutex`).
package final class FramePipeline<Input: Sendable, Made: Sendable, Done: Sendable>: @unchecked Sendable {  // unchecked: its state is touched only under `condition` (a `Mutex` cannot wait), and `progress` is called under it, one call at a time
    package typealias Job = @Sendable () throws -> Done?

    package struct Stages {
        /// The next frame's display list or whatever `make` needs, in order (under the lock: keep it cheap).
        package var next: @Sendable () throws -> Input
        /// Runs on several threads at once.
        package var make: @Sendable (Int, Input) throws -> Made
        /// One frame at a time, in frame order, on any thread.
        package var order: @Sendable (Int, Made) throws -> [Job]
        /// What a job made, in hand-out order (nil results are skipped).
        package var append: @Sendable (Done) throws -> Void

        package init(next: @escaping @Sendable () throws -> Input, make: @escaping @Sendable (Int, Input) throws -> Made,
                     order: @escaping @Sendable (Int, Made) throws -> [Job], append: @escaping @Sendable (Done) throws -> Void) {
            self.next = next; self.make = make; self.order = order; self.append = append
        }
    }

    private let condition = NSCondition()
    private let stages: Stages
    private let total: Int
    private let threads: Int
    private let window: Int
    private let progress: ((Int, Int) -> Void)?

    private var nextMake = 0
    private var made: [Int: Made] = [:]
    private var nextOrder = 0
    private var ordering = false
    /// Jobs not yet taken, each with its number.
    private var jobs: [(number: Int, job: Job)] = []
    /// `jobFrames[n]`: the frame that handed out job `n` (so its count is the jobs handed out).
    private var jobFrames: [Int] = []
    /// Results of jobs done but not yet appended, by number.
    private var finished: [Int: Done?] = [:]
    private var nextAppend = 0
    private var failure: (frame: Int, error: Error)?

    package init(frames total: Int, threads: Int, stages: Stages, progress: ((Int, Int) -> Void)?) {
        self.total = total; self.stages = stages; self.progress = progress
        self.threads = max(1, threads)
        window = 2 * self.threads + 2
    }

    /// Does all the work, on this thread and up to `threads − 1` others.
    package func run() throws {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in work() }
        if let failure { throw failure.error }
    }

    /// The lowest frame not yet through: its order not done, or a job it
    /// handed out not yet appended (jobs are appended in hand-out order).
    private var oldestLive: Int { nextAppend < jobFrames.count ? jobFrames[nextAppend] : nextOrder }

    private func work() {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil {
            if !ordering, let item = made.removeValue(forKey: nextOrder) {
                ordering = true
                let frame = nextOrder
                condition.unlock()
                let result = Result { try stages.order(frame, item) }
                condition.lock()
                ordering = false
                switch result {
                case .success(let handed):
                    for job in handed { jobs.append((jobFrames.count, job)); jobFrames.append(frame) }
                    nextOrder += 1
                    progress?(nextOrder, total)
                case .failure(let error): fail(frame, error)
                }
            } else if !jobs.isEmpty {
                let (number, job) = jobs.removeFirst()
                condition.unlock()
                let result = Result { try job() }
                condition.lock()
                switch result {
                case .success(let done): finished.updateValue(done, forKey: number); appendFinished()  // not `[number] =`: a nil result must be kept
                case .failure(let error): fail(jobFrames[number], error)
                }
            } else if nextMake < total, nextMake < oldestLive + window {
                let frame = nextMake
                nextMake += 1
                let input = Result { try stages.next() }
                condition.unlock()
                let result = input.flatMap { input in Result { try stages.make(frame, input) } }
                condition.lock()
                switch result {
                case .success(let item): made[frame] = item
                case .failure(let error): fail(frame, error)
                }
            } else if nextOrder == total && nextAppend == jobFrames.count {
                break
            } else {
                condition.wait()
                continue
            }
            condition.broadcast()
        }
        condition.broadcast()
    }

    /// Appends finished jobs while the next in hand-out order is done.
    private func appendFinished() {
        while let done = finished.removeValue(forKey: nextAppend) {
            let frame = jobFrames[nextAppend]
            nextAppend += 1
            guard let done else { continue }
            do { try stages.append(done) } catch { fail(frame, error); return }
        }
    }

    private func fail(_ frame: Int, _ error: Error) {
        if failure.map({ frame < $0.frame }) ?? true { failure = (frame, error) }
    }
}
