import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The hidden file a file grows in before it is renamed into place:
/// `.NAME.tmp-PID-N` beside it (`.frolic.tmp-PID-N` when that would pass
/// the 255 bytes a file name may have). The name carries the writer's
/// process id and the file is locked (`flock`) while it is written, so a
/// later render can tell a file abandoned by a killed one (SIGKILL leaves it)
/// from one a running render is still writing, and remove only the first.
package enum TemporaryFile {
    /// Files this process has made, so that each name is new (with the pid, unique among live processes).
    private static let serial = Atomic(0)

    /// What the name of a temporary file for `name` starts with, before `PID-N`.
    package static func prefix(for name: String) -> String {
        let named = ".\(name).tmp-"
        // Room for a pid (up to 7 digits), a dash and a serial.
        return named.utf8.count + 20 <= Int(NAME_MAX) ? named : ".frolic.tmp-"
    }

    /// The name of temporary file `serial` for `path`, beside it.
    package static func path(beside path: String, serial: Int) -> String {
        let url = URL(fileURLWithPath: path)
        return "\(url.deletingLastPathComponent().path)/\(prefix(for: url.lastPathComponent))\(getpid())-\(serial)"
    }

    /// A name for a new temporary file beside `path`, never given before in this process.
    package static func nextPath(beside path: String) -> String {
        Self.path(beside: path, serial: serial.add(1, ordering: .relaxed).newValue)
    }

    /// A new temporary file beside `path`, open for writing and locked:
    /// its descriptor and name. Its mode is what `open` gives a new file
    /// (0666 less the umask), or `mode` when given (that of the file it
    /// will replace).
    package static func create(beside path: String, mode: mode_t? = nil) throws(Failure) -> (fd: Int32, path: String) {
        while true {
            let name = nextPath(beside: path)
            do { return (try create(name, mode: mode), name) } catch where error.code == EEXIST {
                // Left by a killed process that had this pid: take the next name.
                continue
            }
        }
    }

    /// Creates the temporary file `path` (an error if it exists), open for
    /// writing and locked, with the mode of `create(beside:mode:)`.
    package static func create(_ path: String, mode: mode_t? = nil) throws(Failure) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Failure(code: errno) }
        // Not fatal if the file system has no locks: the pid still guards the file.
        _ = flock(fd, LOCK_EX | LOCK_NB)
        if let mode, fchmod(fd, mode & 0o7777) != 0 {
            let failure = Failure(code: errno)
            close(fd); unlink(path)
            throw failure
        }
        return fd
    }

    /// A system call's failure, with what `strerror` says of it.
    package struct Failure: Error {
        package let code: Int32
        package init(code: Int32) { self.code = code }
        package var reason: String { String(cString: strerror(code)) }
    }

    /// Removes the temporary files in `folder` whose prefix (`.NAME.tmp-`)
    /// passes `matches` and that no process owns any more: their pid is not
    /// running (here) and no one holds their lock (in another pid namespace
    /// the pid says nothing; the lock does).
    package static func removeAbandoned(in folder: String, matching matches: (String) -> Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let (prefix, pid) = parse(name), matches(prefix) else { continue }
            // This process's own files are told by their lock alone.
            guard pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            unlink(path)
        }
    }

    /// The prefix and pid of a temporary file's name, or nil for any other name.
    package static func parse(_ name: String) -> (prefix: String, pid: pid_t)? {
        guard name.hasPrefix("."), let tmp = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let numbers = name[tmp.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(numbers[0]), pid > 0 else { return nil }
        return (String(name[..<tmp.upperBound]), pid)
    }
}
