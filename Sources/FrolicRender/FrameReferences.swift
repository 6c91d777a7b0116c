import Foundation

/// The last frame each worker made, for the next frame to be painted and
/// mapped over (`Rasterizer.render(_:over:)`): a call borrows one (none when
/// all are lent out, so there are at most as many as calls ran at once) and
/// gives back the frame it made. Which one a call gets changes only how much
/// it paints, never its pixels.
final class FrameReferences<Reference>: @unchecked Sendable {  // unchecked: `idle` is touched only under `lock`
    private let lock = NSLock()
    private var idle: [Reference] = []

    /// Adds a frame made elsewhere (the palette's last samples) for a call to start from.
    func add(_ reference: Reference) {
        lock.lock(); idle.append(reference); lock.unlock()
    }

    /// Runs `body` with a reference of its own (nil at first), keeping what it returns as the next one.
    func withReference<T>(_ body: (Reference?) throws -> (T, Reference)) rethrows -> T {
        lock.lock()
        let reference = idle.popLast()
        lock.unlock()
        let (result, next) = try body(reference)
        lock.lock(); idle.append(next); lock.unlock()
        return result
    }
}
