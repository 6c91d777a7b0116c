#if canImport(Glibc)
import Glibc
#endif

/// The C heap's arenas, set for the whole process before any work starts.
///
/// glibc gives each thread that allocates under contention an arena of its
/// own. A render's workers each allocate frames (12 MiB at `--scale 3`) in
/// theirs, and a frame is freed whenever the GIF writer lets it go, so each
/// arena keeps and fragments its own freed blocks and the peak memory varies
/// with how the threads interleave. With one arena every freed block can
/// serve any worker; small allocations still come from each thread's own
/// cache first.
enum HeapArenas {
    /// glibc's `M_ARENA_MAX` (malloc.h, which Swift's Glibc module leaves out).
    private static let arenaMaxParameter: Int32 = -8

    static func useOne() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaxParameter, 1)
        #endif
    }
}
