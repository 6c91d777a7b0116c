/// Which render runs next, when renders are asked for faster than they
/// finish (an editor saving on every keystroke, a slider dragged): one runs
/// at a time; asks that come meanwhile collapse into the newest, which runs
/// when the current one ends; and a render that a newer ask overtook is not
/// shown, so the page never steps back to an older file.
package struct NewestRenderQueue<Job: Sendable>: Sendable {
    /// The number of the render running now, if any.
    package private(set) var running: Int?
    /// The newest ask not yet started (older ones are dropped).
    package private(set) var waiting: (number: Int, job: Job)?
    /// The number the next ask gets.
    private var next = 1

    package init() {}

    /// Asks for a render of `job`: its number, and whether to start it now
    /// (nothing running) or leave it waiting for the current one to end.
    package mutating func ask(_ job: Job) -> (number: Int, startNow: Bool) {
        let number = next
        next += 1
        if running == nil {
            running = number
            return (number, true)
        }
        waiting = (number, job)
        return (number, false)
    }

    /// Render `number` ended: whether to show its result (no newer ask came
    /// while it ran), and the waiting job to start now, if any.
    package mutating func finished(_ number: Int) -> (show: Bool, start: (number: Int, job: Job)?) {
        precondition(running == number, "only the running render finishes")
        let show = waiting == nil
        running = waiting?.number
        let start = waiting
        waiting = nil
        return (show, start)
    }

    /// Whether render `number` has been overtaken by a newer ask (it may stop early).
    package func isSuperseded(_ number: Int) -> Bool { (waiting?.number ?? 0) > number }
}
