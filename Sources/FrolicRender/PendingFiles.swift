import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The files frolic creates and must not leave behind if it fails or is
/// interrupted: the GIF's hidden temporary file, the new PNGs of
/// `--frames-dir` (or the hidden files that replace earlier ones,
/// `FramesFolder`), and that folder when the render made it; the new
/// references staged beside the old ones (`.frames.json.frolic-new`); the
/// temporary file `WholeFile` grows a file in (a report, a JUnit file, the
/// preview's Save, the scene of `frolic new`, a frame that appeared during
/// the render). Their paths
/// are C strings allocated before the files are made, so that a signal
/// handler can remove them with nothing but `unlink` and `rmdir`, the only
/// calls it may make.
///
/// `add` is called on one thread before the files are made; `creating` from
/// any thread, around the making of a file; `removeAll` or `keep` once.
/// Several sets may be active at once (a snapshot's GIF while it plays the
/// scene): a signal removes the files of each.
package final class PendingFiles: @unchecked Sendable {  // unchecked: raw memory shared with a signal handler, which can take no lock; each slot is written by one thread before the handler may read it
    private let capacity: Int
    private let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    /// 1 once the file of the same slot may exist.
    private let made: UnsafeMutablePointer<UInt8>
    private let count = Atomic<Int>(0)
    /// Files being made right now, on the worker threads.
    private let inFlight = Atomic<Int>(0)
    /// Set by a signal: from then on no thread starts a file.
    private let stopping = Atomic<Bool>(false)
    /// A folder the render made, removed after its files when empty.
    private var folder: UnsafeMutablePointer<CChar>?

    package init(capacity: Int) {
        self.capacity = capacity
        paths = .allocate(capacity: max(capacity, 1))
        paths.initialize(repeating: nil, count: max(capacity, 1))
        made = .allocate(capacity: max(capacity, 1))
        made.initialize(repeating: 0, count: max(capacity, 1))
    }

    deinit {
        resign()
        for slot in 0..<count.load(ordering: .sequentiallyConsistent) { free(paths[slot]) }
        free(folder)
        paths.deallocate()
        made.deallocate()
    }

    /// Registers `path` and returns its slot; `created` when the file already exists.
    @discardableResult
    package func add(_ path: String, created: Bool = false) -> Int {
        let slot = count.load(ordering: .sequentiallyConsistent)
        precondition(slot < capacity, "PendingFiles: more files than its capacity")
        paths[slot] = strdup(path)
        made[slot] = created ? 1 : 0
        count.store(slot + 1, ordering: .sequentiallyConsistent)
        return slot
    }

    /// The folder the render made for its files: removed too, if left empty.
    package func madeFolder(_ path: String) {
        folder = strdup(path)
    }

    /// Makes the file of `slot` with `make`, which calls `created` once the
    /// file exists (so that a file made by someone else in the meantime is
    /// never taken for the render's). A signal's clean-up waits for the files
    /// being made, and a thread that would start one after the signal waits
    /// for the process to die instead: otherwise a frame written on another
    /// core just after the clean-up would be left behind. The making thread
    /// does not take the signal itself meanwhile (`EndingSignals.deferred`):
    /// its clean-up would wait for a file that thread can no longer finish.
    package func creating(_ slot: Int, _ make: (_ created: () -> Void) throws -> Void) rethrows {
        try making { try make { made[slot] = 1 } }
    }

    /// Runs `body` as one step a signal's clean-up waits for, as `creating`
    /// does for one file: the new references are renamed into place inside
    /// one, so a signal leaves the old set or the new one, never half of each.
    package func making<T>(_ body: () throws -> T) rethrows -> T {
        try EndingSignals.deferred {
            inFlight.add(1, ordering: .sequentiallyConsistent)
            defer { inFlight.subtract(1, ordering: .sequentiallyConsistent) }
            if stopping.load(ordering: .sequentiallyConsistent) {
                inFlight.subtract(1, ordering: .sequentiallyConsistent)
                while true { pause() }
            }
            return try body()
        }
    }

    /// The file of `slot` is in its place now (renamed over the file it
    /// replaces): no longer one to remove. Called inside `making`.
    package func settled(_ slot: Int) {
        made[slot] = 0
    }

    /// From now on a signal that ends frolic removes these files
    /// (`EndingSignals`), besides those of every other active set. Past
    /// `activeSets` sets at once, the files are still removed on a failure, not on a signal.
    package func activate() {
        guard activeSlot == nil else { return }
        for i in Self.active.indices {
            if Self.active[i].address.compareExchange(expected: 0, desired: address, ordering: .sequentiallyConsistent).exchanged {
                activeSlot = i
                return
            }
        }
    }

    /// A signal stops removing these files.
    private func resign() {
        guard let i = activeSlot else { return }
        Self.active[i].address.store(0, ordering: .sequentiallyConsistent)
        activeSlot = nil
    }

    /// The render failed: removes every file made, then the folder if the render made it.
    package func removeAll() {
        removeFiles()
        resign()
    }

    /// The render succeeded: the files stay.
    package func keep() {
        resign()
        for slot in 0..<count.load(ordering: .sequentiallyConsistent) { made[slot] = 0 }
        free(folder)
        folder = nil
    }

    /// The signal's clean-up: no file is started from now on; the ones being
    /// made are waited for (2 s at most), then everything is removed.
    /// Async-signal-safe: lock-free atomics and `nanosleep`.
    private func stopAndRemoveFiles() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        for _ in 0..<2000 where inFlight.load(ordering: .sequentiallyConsistent) > 0 { nanosleep(&pause, nil) }
        removeFiles()
    }

    /// Async-signal-safe: `unlink` and `rmdir` only.
    private func removeFiles() {
        for slot in 0..<count.load(ordering: .sequentiallyConsistent) where made[slot] != 0 {
            if let path = paths[slot] { unlink(path) }
            made[slot] = 0
        }
        if let folder { rmdir(folder) }
    }

    /// One place for an active set: its address (0: none), for the signal
    /// handler; an integer, as raw pointers are not Sendable.
    private final class ActiveSlot: Sendable {
        let address = Atomic<Int>(0)
    }

    /// Sets active at once, at most: a render, the snapshot's GIF around it, a reference or report file.
    package static let activeSets = 8

    /// The active sets' places, made before any handler runs.
    private static let active: [ActiveSlot] = (0..<activeSets).map { _ in ActiveSlot() }

    /// This set's place in `active`, while it is active.
    private var activeSlot: Int?

    private var address: Int { Int(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

    /// Whether a signal now would remove `path`: a file made in an active set.
    static func wouldRemove(_ path: String) -> Bool {
        active.contains { slot in
            guard let raw = UnsafeMutableRawPointer(bitPattern: slot.address.load(ordering: .sequentiallyConsistent)) else { return false }
            let set = Unmanaged<PendingFiles>.fromOpaque(raw).takeUnretainedValue()
            return (0..<set.count.load(ordering: .sequentiallyConsistent)).contains { set.made[$0] != 0 && set.paths[$0].map { String(cString: $0) } == path }
        }
    }

    /// A signal's clean-up: the files of every set under way are removed,
    /// and no thread starts another. Async-signal-safe (once `active` is
    /// initialized, which `EndingSignals.install` sees to).
    static func removeActiveFiles() {
        for slot in active {
            if let raw = UnsafeMutableRawPointer(bitPattern: slot.address.load(ordering: .sequentiallyConsistent)) {
                Unmanaged<PendingFiles>.fromOpaque(raw).takeUnretainedValue().stopAndRemoveFiles()
            }
        }
    }
}
