import Synchronization

/// The last frame each worker made, for the next frame to be painted and
/// mapped over (`Rasterizer.render(_:over:)`): a call borrows one (none when
/// all are lent out, so there are at most as many as calls ran at once) and
/// gives back the frame it made. Which one a call gets changes only how much
/// it paints, never its pixels.
final class FrameReferences<Reference: Sendable>: Sendable {
    private let idle = Mutex<[Reference]>([])

    /// Adds a frame made elsewhere (the palette's last samples) for a call to start from.
    func add(_ reference: Reference) {
        idle.withLock { $0.append(reference) }
    }

    /// Runs `body` with a reference of its own (nil at first), keeping what it returns as the next one.
    func withReference<T>(_ body: (Reference?) throws -> (T, Reference)) rethrows -> T {
        let reference = idle.withLock { $0.popLast() }
        let (result, next) = try body(reference)
        idle.withLock { $0.append(next) }
        return result
    }
}
