import Foundation
import FrolicRaster
#if canImport(Glibc)
import Glibc
#endif

/// A file replaced whole, as `TemporaryFile.replace` does (written to a
/// temporary file beside it and renamed over it, keeping a replaced file's
/// mode), with the temporary file registered in `PendingFiles`: a signal that
/// ends frolic while it is written removes it, so a report, a JUnit file or
/// a report's manifest never leaves a `.index.html.tmp-PID-N` behind.
package enum WholeFile {
    package static func replace(_ path: String, with data: Data) throws(TemporaryFile.Failure) {
        var existing = stat()
        let mode = stat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG ? existing.st_mode : nil
        while true {
            let temporary = TemporaryFile.nextPath(beside: path)
            let pending = PendingFiles(capacity: 1)
            pending.add(temporary)
            pending.activate()
            var failure: TemporaryFile.Failure?
            var taken = false
            pending.creating(0) { created in
                let fd: Int32
                do throws(TemporaryFile.Failure) { fd = try TemporaryFile.create(temporary, mode: mode) } catch {
                    // Left by a killed process that had this pid: take the next name.
                    if error.code == EEXIST { taken = true } else { failure = error }
                    return
                }
                created()
                data.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                        if n < 0 { if errno == EINTR { continue }; failure = TemporaryFile.Failure(code: errno); return }
                        offset += n
                    }
                }
                if close(fd) != 0, failure == nil { failure = TemporaryFile.Failure(code: errno) }
                if failure == nil {
                    if rename(temporary, path) == 0 { pending.settled(0) } else { failure = TemporaryFile.Failure(code: errno) }
                }
            }
            if let failure {
                pending.removeAll()
                throw failure
            }
            pending.keep()
            if !taken { return }
        }
    }
}
