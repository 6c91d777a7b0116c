#if canImport(Glibc)
import Glibc
#endif

/// The C heap's arenas, set for the whole process before any work starts.
///
/// glibc gives each thread that allocates under contention an arena of its
/// own, and a render's workers allocate frames (12 MiB each at `--scale 3`)
/// in one arena that another worker frees into later: each arena keeps and
/// fragments the blocks it has freed, so peak memory grows with how the
/// threads happen to interleave. One arena reuses one pool of freed blocks;
/// small allocations still come from each thread's own cache first.
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
