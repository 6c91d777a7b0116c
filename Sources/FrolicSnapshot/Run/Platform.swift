#if canImport(Glibc)
import Glibc
#endif

/// The CPU architecture and C library a run happens on. Frolic's frames are
/// byte-identical on one platform, but libm's `sin`, `exp` and friends may
/// round differently on another architecture or glibc release, moving a pixel
/// by one level. Frame digests are therefore only exact evidence on the
/// platform that recorded them; the reference says which one that was.
enum Platform {
    static let current: String = {
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "arm64"
        #else
        let arch = "other-arch"
        #endif
        #if canImport(Glibc)
        var buffer = [CChar](repeating: 0, count: 64)
        if confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count) > 0 {
            return arch + " " + buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
        #endif
        return arch
    }()
}
