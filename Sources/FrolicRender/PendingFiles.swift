import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The files a render creates and must not leave behind if it fails or is
/// interrupted: the GIF's hidden temporary file, the new PNGs of
/// `--frames-dir` (or the hidden files that replace earlier ones,
/// `FramesFolder`), and that folder when the render made it. Their paths are C strings
/// allocated before the render starts, so that a signal handler can remove
/// them with nothing but `unlink` and `rmdir`, the only calls it may make.
///
/// `add` is called on one thread before the files are made; `creating` from
/// any thread, around the making of a file; `removeAll` or `keep` once.
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
    /// Files made before these that a signal removes with them (the name
    /// taken for the output before the render began, `OutputClaim`), by
    /// address (0: none); they outlive these.
    private var outer = 0

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
        try EndingSignals.deferred {
            inFlight.add(1, ordering: .sequentiallyConsistent)
            defer { inFlight.subtract(1, ordering: .sequentiallyConsistent) }
            if stopping.load(ordering: .sequentiallyConsistent) {
                inFlight.subtract(1, ordering: .sequentiallyConsistent)
                while true { pause() }
            }
            try make { made[slot] = 1 }
        }
    }

    /// From now on a signal that ends frolic removes these files
    /// (`EndingSignals`), then those of `outer` (made before these, and
    /// living longer).
    package func activate(after outer: PendingFiles? = nil) {
        self.outer = outer?.address ?? 0
        Self.active.store(address, ordering: .sequentiallyConsistent)
    }

    /// A signal stops removing these files (those of `outer` it removes
    /// again); when another render's files were activated since, those stay
    /// the ones it removes, so whether the exchange happened does not matter.
    private func resign() {
        _ = Self.active.compareExchange(expected: address, desired: outer, ordering: .sequentiallyConsistent)
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
        Self.remove(at: outer)
    }

    /// Async-signal-safe: `unlink` and `rmdir` only.
    private func removeFiles() {
        for slot in 0..<count.load(ordering: .sequentiallyConsistent) where made[slot] != 0 {
            if let path = paths[slot] { unlink(path) }
            made[slot] = 0
        }
        if let folder { rmdir(folder) }
    }

    /// The address of the files of the render under way (0: none), for the
    /// signal handler; an integer, as raw pointers are not Sendable.
    private static let active = Atomic<Int>(0)

    private var address: Int { Int(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

    /// A signal's clean-up: the files of the render under way, if any, are
    /// removed, and no thread starts another. Async-signal-safe (once
    /// `active` is initialized, which `EndingSignals.install` sees to).
    static func removeActiveFiles() {
        remove(at: active.load(ordering: .sequentiallyConsistent))
    }

    private static func remove(at address: Int) {
        if let raw = UnsafeMutableRawPointer(bitPattern: address) {
            Unmanaged<PendingFiles>.fromOpaque(raw).takeUnretainedValue().stopAndRemoveFiles()
        }
    }
}
