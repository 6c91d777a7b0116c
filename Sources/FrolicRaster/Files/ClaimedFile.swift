import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A name taken for a file that is still being made: an empty file created
/// there with `O_EXCL`, which only one of several programs started together
/// can do, so each takes a name of its own (`shot-confetti.gif`, `-2`, …).
/// The file that is made then replaces this placeholder, and only it: the
/// placeholder is told by its device and inode, so a file put at the name
/// meanwhile by anyone else is never replaced.
package struct ClaimedFile: Hashable, Sendable {
    package let path: String
    let device: UInt64
    let inode: UInt64

    /// Creates the empty placeholder at `path` (mode 0666 less the umask, as
    /// a new file gets); nil when anything is there already.
    package static func claim(_ path: String) throws(TemporaryFile.Failure) -> ClaimedFile? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        if fd < 0 {
            if errno == EEXIST { return nil }
            throw TemporaryFile.Failure(code: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let failure = TemporaryFile.Failure(code: errno)
            unlink(path)
            throw failure
        }
        return ClaimedFile(path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether the placeholder is still at its name.
    package var isInPlace: Bool {
        var info = stat()
        return lstat(path, &info) == 0 && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }

    /// Moves `file` to the claimed name: over the placeholder while it is
    /// there; otherwise only to a free name (`link`, which never replaces).
    /// `file` is gone either way; false when the name was taken meanwhile.
    package func fill(with file: String) throws(TemporaryFile.Failure) -> Bool {
        if isInPlace {
            guard rename(file, path) == 0 else { let failure = TemporaryFile.Failure(code: errno); unlink(file); throw failure }
            return true
        }
        defer { unlink(file) }
        guard link(file, path) == 0 else {
            if errno == EEXIST { return false }
            throw TemporaryFile.Failure(code: errno)
        }
        return true
    }

    /// Removes the placeholder, if it is still there and still empty.
    package func release() {
        var info = stat()
        if isInPlace, lstat(path, &info) == 0, info.st_size == 0 { unlink(path) }
    }
}
