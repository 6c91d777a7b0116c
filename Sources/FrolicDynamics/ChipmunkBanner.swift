#if canImport(Glibc)
import Glibc
#endif
import CChipmunk

/// Debian builds Chipmunk2D in debug mode, and its first `cpSpaceNew` prints a
/// two-line banner on stdout — which would land in the output of `frolic`
/// and of every test run. The banner is printed once per process, so one
/// throwaway space created with stdout pointed at /dev/null uses it up.
///
/// Swift runs a global's initializer once, thread-safely; worlds are built
/// before any frame is rendered, so no other output is in flight here.
enum ChipmunkBanner {
    static let silenced: Void = {
        #if canImport(Glibc)
        fflush(nil)   // every C stream: Swift 6 rejects naming the global `stdout`
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        if saved >= 0, null >= 0 { dup2(null, STDOUT_FILENO) }
        cpSpaceFree(cpSpaceNew())
        fflush(nil)   // every C stream: Swift 6 rejects naming the global `stdout`
        if saved >= 0, null >= 0 { dup2(saved, STDOUT_FILENO) }
        if null >= 0 { close(null) }
        if saved >= 0 { close(saved) }
        #endif
    }()
}
